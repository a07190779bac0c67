/**
 * One claim as the staff side sees it: what the shopper sent, the order, the customer's other claims, the
 * timeline of moves and messages, a composer for a reply or an internal note, and the moves this person may
 * make now (`allowedMoves`). Approving goes through the resolve panel, which shows what each item's
 * resolution pays before it is confirmed. A move on a claim someone else changed first (409) reloads it.
 */
import {
  can,
  claimMoves,
  claimTypeLabel,
  fillMacro,
  firstNameOf,
  formatDate,
  LIMITS,
  labelOf,
  type Macro,
  type MediaInput,
  type MoveName,
  moveLabel,
  ReasonCode,
  reasonCodeStaffLabel,
  resolutionChoiceLabel,
  type StaffClaimDetail,
  type StaffMe,
} from '@orderprotection/domain';
import { BrandProvider, FileDropzone } from '@orderprotection/ui';
import {
  Badge,
  Box,
  Button,
  Callout,
  Card,
  Dialog,
  Flex,
  Grid,
  Heading,
  Link as RadixLink,
  Select,
  Text,
  TextArea,
} from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorText, staff, statusOf } from '../app/api';
import { type Command, isTyping, useCommands } from '../app/commands';
import { meQueryKey } from '../app/Layout';
import { PageTitle } from '../app/PageTitle';
import { storeContext } from '../app/permissions';
import { settingsPath } from '../settings/access';
import { MessageAttachments } from './Attachments';
import { useAssignees } from './assignees';
import { OrderCard } from './OrderCard';
import { ResolvePanel } from './ResolvePanel';
import { StatusBadge } from './StatusBadge';

export const claimQueryKey = (id: string) => ['claim', id] as const;
export const macrosQueryKey = (storeId: string) => ['macros', storeId] as const;
const COMPOSER_ID = 'composer-text';

const composerCopy = {
  replyFiles: 'Files for the shopper',
  noteFiles: 'Files for your team only',
} as const;

const STALE_MESSAGE =
  'Someone else changed this claim first. It has been reloaded: check it, then try again.';

export function ClaimPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const claim = useQuery({ queryKey: claimQueryKey(id), queryFn: () => staff.claim(id) });
  const me = useQuery({ queryKey: meQueryKey, queryFn: () => staff.me() });
  const [notice, setNotice] = useState<{ tone: 'red' | 'amber' | 'green'; text: string } | null>(null);

  /** After a refused or stale action: reload and say what happened. */
  const onActionError = async (error: unknown) => {
    if (statusOf(error) === 409) {
      await queryClient.invalidateQueries({ queryKey: claimQueryKey(id) });
      setNotice({ tone: 'amber', text: STALE_MESSAGE });
    } else {
      setNotice({ tone: 'red', text: errorText(error) });
    }
  };
  const onUpdated = (detail: StaffClaimDetail, text: string) => {
    queryClient.setQueryData(claimQueryKey(id), detail);
    void queryClient.invalidateQueries({ queryKey: ['claims'] });
    setNotice({ tone: 'green', text });
  };

  // e writes a reply: the composer takes the focus, from anywhere on the page but a field.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'e' || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
        return;
      const composer = document.getElementById(COMPOSER_ID);
      if (composer === null) return;
      event.preventDefault();
      composer.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  // The command menu offers the moves the action buttons offer, and runs them through those buttons, so a
  // move asks for its reason, and approving shows its amounts, exactly as a click would.
  const allowedMoves = claim.data?.allowedMoves;
  const storeId = claim.data?.claim.storeId;
  const mayUseMacros =
    me.data !== undefined &&
    storeId !== undefined &&
    can(me.data.grants, 'macro:read', storeContext(me.data, storeId));
  const macros = useQuery({
    queryKey: macrosQueryKey(storeId ?? ''),
    queryFn: () => staff.macros(storeId ?? ''),
    enabled: mayUseMacros,
  });
  // A macro chosen in the composer or the command menu; `at` tells two choices of the same macro apart.
  const [chosenMacro, setChosenMacro] = useState<{ macro: Macro; at: number } | null>(null);
  const commands = useMemo<Command[]>(
    () => [
      ...(allowedMoves ?? [])
        .filter((move): move is MoveName => move in claimMoves)
        .map((move) => ({
          id: `move-${move}`,
          group: 'Move',
          label: move === 'approve' ? 'Resolve…' : moveLabel[move],
          run: () => document.querySelector<HTMLElement>(`[data-move="${move}"]`)?.click(),
        })),
      ...(macros.data ?? []).map((macro) => ({
        id: `macro-${macro.id}`,
        group: 'Macro',
        label: macro.name,
        run: () => setChosenMacro({ macro, at: Date.now() }),
      })),
    ],
    [allowedMoves, macros.data],
  );
  useCommands(commands);

  if (claim.isPending) return <Text>Loading the claim…</Text>;
  if (claim.isError) {
    return (
      <Flex direction="column" gap="3">
        <Heading as="h1">
          {statusOf(claim.error) === 404 ? 'No such claim' : 'The claim could not load'}
        </Heading>
        <Text as="p">
          {statusOf(claim.error) === 404
            ? 'There is no claim here that you can open.'
            : errorText(claim.error)}
        </Text>
        <RadixLink asChild>
          <Link to="/claims">Back to the queue</Link>
        </RadixLink>
      </Flex>
    );
  }

  const detail = claim.data;
  const { claim: record, state } = detail;
  const moves = detail.allowedMoves.filter(
    (move): move is MoveName => move in claimMoves && move !== 'approve',
  );
  const canApprove = detail.allowedMoves.includes('approve');
  // The composer shows only to someone the server would let write: a partner reads and writes nothing.
  const store = me.data?.stores.find((candidate) => candidate.id === record.storeId);
  const context = { storeId: record.storeId, accountId: store?.accountId ?? undefined };
  const mayReply = me.data !== undefined && can(me.data.grants, 'message:create', context);
  const mayNote = me.data !== undefined && can(me.data.grants, 'claim-note:create', context);
  const mayAssign = me.data !== undefined && can(me.data.grants, 'claim:update', context);
  const mayLabel = me.data !== undefined && can(me.data.grants, 'label:add', context);

  return (
    // The ui's tokens on :root in their default theme, for the composer's dropzone and the Lightbox
    // (rendered in a portal) of the timeline's photos.
    <BrandProvider>
      <Flex direction="column" gap="4">
        <Flex align="center" gap="3" wrap="wrap">
          <RadixLink asChild size="2">
            <Link to="/claims">← Queue</Link>
          </RadixLink>
        </Flex>
        <Flex align="center" gap="3" wrap="wrap">
          <PageTitle
            title={`Claim #${record.claimNumber}${record.authorName ? ` · ${record.authorName}` : ''}`}
          />
          <Heading as="h1" size="6">
            Claim #{record.claimNumber}
          </Heading>
          <StatusBadge status={state.status} />
          {detail.labels.map((label) => (
            <Badge key={label.id} variant="outline" color="gray" highContrast>
              {label.name}
            </Badge>
          ))}
        </Flex>
        <Text size="2" color="gray">
          Order {record.sourceOrderNumber} · filed {formatDate(record.createdAt)} by{' '}
          {record.authorName || 'the customer'}
          {record.authorEmail ? ` (${record.authorEmail})` : ''} · assigned to{' '}
          {detail.assignee?.name ?? 'nobody'}
        </Text>
        {notice !== null && (
          <Callout.Root color={notice.tone} role={notice.tone === 'green' ? 'status' : 'alert'} highContrast>
            <Callout.Text>{notice.text}</Callout.Text>
          </Callout.Root>
        )}

        {(moves.length > 0 || canApprove) && (
          <Card>
            <Flex direction="column" gap="3">
              <Heading as="h2" size="4">
                Actions
              </Heading>
              <Flex gap="2" wrap="wrap">
                {moves.map((move) => (
                  <MoveButton
                    key={move}
                    move={move}
                    detail={detail}
                    onDone={(next) => onUpdated(next, `Done: ${moveLabel[move]}.`)}
                    onError={onActionError}
                  />
                ))}
              </Flex>
              {canApprove && (
                <ResolvePanel
                  detail={detail}
                  onResolved={(next) =>
                    onUpdated(next, 'Approved. The shopper sees the resolution on their page.')
                  }
                  onError={onActionError}
                />
              )}
            </Flex>
          </Card>
        )}

        <Grid columns={{ initial: '1', md: '3' }} gap="4">
          <Box gridColumn={{ initial: '1', md: '1 / span 2' }}>
            <Flex direction="column" gap="4">
              <ShopperStory detail={detail} />
              <Timeline detail={detail} />
              {(mayReply || mayNote) && (
                <Composer
                  detail={detail}
                  me={me.data}
                  mayReply={mayReply}
                  mayNote={mayNote}
                  macros={macros.data ?? []}
                  chosenMacro={chosenMacro}
                  onChooseMacro={(macro) => setChosenMacro({ macro, at: Date.now() })}
                  onSent={() => {
                    void queryClient.invalidateQueries({ queryKey: claimQueryKey(id) });
                    void queryClient.invalidateQueries({ queryKey: ['claims'] });
                  }}
                />
              )}
            </Flex>
          </Box>
          <Flex direction="column" gap="4">
            <Triage
              detail={detail}
              meId={me.data?.id}
              mayAssign={mayAssign}
              mayLabel={mayLabel}
              onDone={(next, text) => onUpdated(next, text)}
              onError={onActionError}
            />
            <OrderCard detail={detail} />
            <Card>
              <Heading as="h2" size="4" mb="2">
                The customer's other claims
              </Heading>
              {detail.otherClaims.length === 0 ? (
                <Text as="p">None in this store.</Text>
              ) : (
                <Flex direction="column" gap="2" asChild>
                  <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {detail.otherClaims.map((other) => (
                      <li key={other.id}>
                        <Flex gap="2" align="center">
                          <RadixLink asChild>
                            <Link to={`/claims/${encodeURIComponent(other.id)}`}>#{other.claimNumber}</Link>
                          </RadixLink>
                          <StatusBadge status={other.status} />
                          <Text size="1">{formatDate(other.createdAt)}</Text>
                        </Flex>
                      </li>
                    ))}
                  </ul>
                </Flex>
              )}
            </Card>
          </Flex>
        </Grid>
      </Flex>
    </BrandProvider>
  );
}

function MoveButton({
  move,
  detail,
  onDone,
  onError,
}: {
  move: MoveName;
  detail: StaffClaimDetail;
  onDone: (detail: StaffClaimDetail) => void;
  onError: (error: unknown) => void;
}) {
  const needsReason = claimMoves[move].reasonRequired;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReasonCode | ''>('');
  const mutation = useMutation({
    mutationFn: () =>
      staff.move(detail.claim.id, {
        move,
        version: detail.state.version,
        ...(reason === '' ? {} : { reason }),
      }),
    onSuccess: (next) => {
      setOpen(false);
      onDone(next);
    },
    onError: (error) => {
      setOpen(false);
      onError(error);
    },
  });
  if (!needsReason) {
    return (
      <Button variant="soft" loading={mutation.isPending} onClick={() => mutation.mutate()} data-move={move}>
        {moveLabel[move]}
      </Button>
    );
  }
  const reasonId = `reason-${move}`;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="soft" color={move === 'deny' ? 'red' : undefined} data-move={move}>
          {moveLabel[move]}…
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{moveLabel[move]}</Dialog.Title>
        <Dialog.Description size="2">{claimMoves[move].summary}</Dialog.Description>
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (reason !== '') mutation.mutate();
          }}
        >
          <Flex direction="column" gap="3" mt="3">
            <Text as="label" size="2" id={reasonId}>
              Reason
            </Text>
            <Select.Root value={reason} onValueChange={(value) => setReason(ReasonCode.parse(value))}>
              <Select.Trigger aria-labelledby={reasonId} placeholder="Choose a reason" />
              <Select.Content>
                {ReasonCode.options.map((code) => (
                  <Select.Item key={code} value={code}>
                    {reasonCodeStaffLabel[code]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
            <Flex gap="2" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={reason === ''} loading={mutation.isPending}>
                {moveLabel[move]}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ShopperStory({ detail }: { detail: StaffClaimDetail }) {
  const { claim } = detail;
  const address = claim.updatedShippingAddress;
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          What the shopper sent
        </Heading>
        {claim.requestedResolution && (
          <Text>Requested: {labelOf(resolutionChoiceLabel, claim.requestedResolution)}</Text>
        )}
        {claim.claimDescription && <Text as="p">{claim.claimDescription}</Text>}
        <Flex direction="column" gap="3" asChild>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {claim.claimItems.map((item) => (
              <li key={item.id}>
                <Text weight="medium">
                  {item.quantity} × {item.name}
                </Text>
                {item.sku && <Text color="gray"> (SKU {item.sku})</Text>}
                <Text as="p" size="2">
                  {labelOf(claimTypeLabel, item.claimType)}
                  {item.details ? `: ${item.details}` : ''}
                </Text>
                {item.media.length > 0 && (
                  <Flex gap="2" wrap="wrap" mt="1">
                    {item.media.map((media) => (
                      <a key={media.fileKey} href={media.downloadLink} target="_blank" rel="noreferrer">
                        {media.fileType?.startsWith('image/') ? (
                          <img
                            src={media.downloadLink}
                            alt={`Sent for ${item.name}${media.filename ? `: ${media.filename}` : ''}`}
                            width={96}
                            height={96}
                            style={{ objectFit: 'cover', borderRadius: 'var(--radius-2)' }}
                          />
                        ) : (
                          media.filename || 'Attachment'
                        )}
                      </a>
                    ))}
                  </Flex>
                )}
              </li>
            ))}
          </ul>
        </Flex>
        {address && (
          <Box>
            <Text weight="medium">New shipping address</Text>
            <Text as="p" size="2">
              {[
                address.address1,
                address.address2,
                address.city,
                address.province,
                address.zip,
                address.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </Text>
          </Box>
        )}
        {claim.signatureUrl && (
          <Box>
            <Text weight="medium">Signature</Text>
            <Box mt="1">
              <img
                src={claim.signatureUrl}
                alt="Signed by the shopper"
                style={{ maxWidth: 320, background: 'white' }}
              />
            </Box>
          </Box>
        )}
      </Flex>
    </Card>
  );
}

type TimelineEntry =
  | { kind: 'event'; at: string; event: StaffClaimDetail['events'][number] }
  | { kind: 'message'; at: string; message: StaffClaimDetail['claim']['claimMessages'][number] };

function Timeline({ detail }: { detail: StaffClaimDetail }) {
  const entries: TimelineEntry[] = [
    ...detail.events.map((event) => ({ kind: 'event' as const, at: event.at, event })),
    ...detail.claim.claimMessages.map((message) => ({
      kind: 'message' as const,
      at: message.createdAt,
      message,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Timeline
        </Heading>
        {entries.length === 0 && <Text>Nothing has happened yet.</Text>}
        <Flex direction="column" gap="3" asChild>
          <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Timeline">
            {entries.map((entry) =>
              entry.kind === 'event' ? (
                <li key={`event-${entry.event.id}`}>
                  <Text size="2" color="gray">
                    {formatDate(entry.at)} · {entry.event.actor.name ?? labelOf({}, entry.event.actor.kind)}:{' '}
                    {labelOf(moveLabel, entry.event.move)}
                    {entry.event.reason ? ` (${labelOf(reasonCodeStaffLabel, entry.event.reason)})` : ''}
                    {entry.event.note ? `: ${entry.event.note}` : ''}
                  </Text>
                </li>
              ) : (
                <li key={`message-${entry.message.id}`}>
                  <MessageCard message={entry.message} />
                </li>
              ),
            )}
          </ol>
        </Flex>
      </Flex>
    </Card>
  );
}

function MessageCard({ message }: { message: StaffClaimDetail['claim']['claimMessages'][number] }) {
  const internal = (message as { internal?: unknown }).internal === true;
  const fromShopper = message.senderType === 'customer';
  return (
    <Box
      p="3"
      data-internal={internal || undefined}
      style={{
        borderRadius: 'var(--radius-3)',
        background: internal ? 'var(--amber-a3)' : fromShopper ? 'var(--gray-a3)' : 'var(--accent-a3)',
        borderLeft: internal ? '4px solid var(--amber-9)' : undefined,
      }}
    >
      <Text size="1" color="gray" as="p">
        {internal ? 'Internal note' : fromShopper ? 'From the shopper' : 'Reply to the shopper'} ·{' '}
        {message.senderName || labelOf({}, String(message.senderType))} · {formatDate(message.createdAt)}
      </Text>
      <Text as="p" style={{ whiteSpace: 'pre-wrap' }}>
        {message.messageContent}
      </Text>
      <MessageAttachments medias={message.medias} />
    </Box>
  );
}

function Composer({
  detail,
  me,
  mayReply,
  mayNote,
  macros,
  chosenMacro,
  onChooseMacro,
  onSent,
}: {
  detail: StaffClaimDetail;
  me: StaffMe | undefined;
  mayReply: boolean;
  mayNote: boolean;
  macros: readonly Macro[];
  chosenMacro: { macro: Macro; at: number } | null;
  onChooseMacro: (macro: Macro) => void;
  onSent: () => void;
}) {
  const claimId = detail.claim.id;
  const [text, setText] = useState('');
  const [medias, setMedias] = useState<MediaInput[]>([]);
  const [uploading, setUploading] = useState(false);
  // A new dropzone for the next message once one is sent: the sent files leave the composer.
  const [dropzoneKey, setDropzoneKey] = useState(0);
  const [internal, setInternal] = useState(!mayReply);
  const [error, setError] = useState<string | null>(null);
  // The macro whose move and label go with the text being written, until it is sent or cleared.
  const [macro, setMacro] = useState<Macro | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills the composer once per choice, not again whenever the claim reloads
  useEffect(() => {
    if (chosenMacro === null) return;
    const { macro: chosen } = chosenMacro;
    const { claim } = detail;
    setText(
      fillMacro(chosen.body, {
        first_name: firstNameOf(claim.authorName ?? detail.order?.customerName),
        customer_name: claim.authorName ?? detail.order?.customerName,
        claim_number: String(claim.claimNumber),
        order_number: claim.sourceOrderNumber,
        store_name: me?.stores.find((store) => store.id === claim.storeId)?.name,
        my_name: me?.name,
      }),
    );
    setInternal(chosen.internal ? mayNote : !mayReply);
    setMacro(chosen);
    document.getElementById(COMPOSER_ID)?.focus();
  }, [chosenMacro]);
  const macroMove =
    macro?.move != null && detail.allowedMoves.includes(macro.move) ? (macro.move as MoveName) : null;
  const send = useMutation({
    mutationFn: async () => {
      await staff.postMessage(claimId, { messageContent: text.trim(), internal, medias });
      // The macro's move and label follow the message, on the version the page shows.
      if (macroMove !== null) await staff.move(claimId, { move: macroMove, version: detail.state.version });
      if (macro?.labelId != null && !detail.labels.some((label) => label.id === macro.labelId)) {
        await staff.addLabel(claimId, macro.labelId);
      }
    },
    onSuccess: () => {
      setText('');
      setMedias([]);
      setDropzoneKey((key) => key + 1);
      setMacro(null);
      setError(null);
      onSent();
    },
    onError: (caught) => {
      setError(errorText(caught));
      onSent();
    },
  });
  return (
    <Card
      style={internal ? { background: 'var(--amber-a2)', boxShadow: 'inset 0 0 0 1px var(--amber-a7)' } : {}}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if ((text.trim() !== '' || medias.length > 0) && !uploading) send.mutate();
        }}
      >
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {internal ? 'Add an internal note' : 'Reply to the shopper'}
          </Heading>
          {mayReply && mayNote && (
            <Flex gap="2" role="radiogroup" aria-label="Who sees it">
              <Button
                type="button"
                role="radio"
                aria-checked={!internal}
                variant={internal ? 'outline' : 'solid'}
                onClick={() => setInternal(false)}
              >
                Reply (the shopper sees it)
              </Button>
              <Button
                type="button"
                role="radio"
                aria-checked={internal}
                color="amber"
                variant={internal ? 'solid' : 'outline'}
                onClick={() => setInternal(true)}
              >
                Internal note (only your team)
              </Button>
            </Flex>
          )}
          {error !== null && (
            <Callout.Root color="red" role="alert" highContrast>
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          )}
          {me !== undefined && can(me.grants, 'macro:create', storeContext(me, detail.claim.storeId)) && (
            <RadixLink asChild size="2">
              <Link to={settingsPath(detail.claim.storeId, 'macros')}>Manage the macros</Link>
            </RadixLink>
          )}
          {macros.length > 0 && (
            <Flex direction="column" gap="1">
              <Text as="label" size="2" id="composer-macro">
                Use a macro
              </Text>
              <Select.Root
                value={macro?.id ?? ''}
                onValueChange={(macroId) => {
                  const picked = macros.find((entry) => entry.id === macroId);
                  if (picked !== undefined) onChooseMacro(picked);
                }}
              >
                <Select.Trigger aria-labelledby="composer-macro" placeholder="Choose a saved reply" />
                <Select.Content>
                  {macros.map((entry) => (
                    <Select.Item key={entry.id} value={entry.id}>
                      {entry.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          )}
          {macro !== null && (macroMove !== null || macro.labelId !== null) && (
            <Text size="2" data-testid="macro-effects">
              Sending also {macroMove !== null ? `makes the move ${moveLabel[macroMove]}` : ''}
              {macroMove !== null && macro.labelId !== null ? ' and ' : ''}
              {macro.labelId !== null ? "adds the macro's label" : ''}.{' '}
              <Button type="button" variant="ghost" size="1" onClick={() => setMacro(null)}>
                Not this time
              </Button>
            </Text>
          )}
          <label htmlFor={COMPOSER_ID} style={{ fontSize: 'var(--font-size-2)' }}>
            {internal ? 'Note for your team' : 'Message to the shopper'}
          </label>
          <TextArea
            id={COMPOSER_ID}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <FileDropzone
            key={dropzoneKey}
            variant="compact"
            upload={(file, options) => staff.uploadMedia(claimId, file, options)}
            onChange={setMedias}
            onPendingChange={setUploading}
            limits={{ maxFilesPerClaim: LIMITS.mediaPerMessage }}
            labels={{ label: internal ? composerCopy.noteFiles : composerCopy.replyFiles }}
          />
          <Flex justify="end">
            <Button
              type="submit"
              loading={send.isPending}
              disabled={uploading}
              color={internal ? 'amber' : undefined}
            >
              {internal ? 'Add the note' : 'Send the reply'}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

function Triage({
  detail,
  meId,
  mayAssign,
  mayLabel,
  onDone,
  onError,
}: {
  detail: StaffClaimDetail;
  meId: string | undefined;
  mayAssign: boolean;
  mayLabel: boolean;
  onDone: (detail: StaffClaimDetail, text: string) => void;
  onError: (error: unknown) => void;
}) {
  const claimId = detail.claim.id;
  const labels = useQuery({
    queryKey: ['labels', detail.claim.storeId],
    queryFn: () => staff.labels(detail.claim.storeId),
    enabled: mayLabel,
  });
  const assignees = useAssignees(detail.claim.storeId, mayAssign);
  const others = (assignees.data ?? []).filter(
    (person) => person.id !== meId && person.id !== detail.assignee?.id,
  );
  const assign = useMutation({
    mutationFn: (personId: string | null) => staff.assign(claimId, personId),
    onSuccess: (next) =>
      onDone(
        next,
        next.assignee === null ? 'Nobody works on this claim now.' : `Assigned to ${next.assignee.name}.`,
      ),
    onError,
  });
  const label = useMutation({
    mutationFn: ({ labelId, add }: { labelId: string; add: boolean }) =>
      add ? staff.addLabel(claimId, labelId) : staff.removeLabel(claimId, labelId),
    onSuccess: (next) => onDone(next, 'Labels updated.'),
    onError,
  });
  const onClaim = new Set(detail.labels.map((entry) => entry.id));
  const addable = (labels.data ?? []).filter((entry) => !onClaim.has(entry.id));
  return (
    <Card>
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          Assignee and labels
        </Heading>
        <Text>Assigned to {detail.assignee?.name ?? 'nobody'}</Text>
        {mayAssign && meId !== undefined && (
          <Flex gap="2" wrap="wrap">
            {detail.assignee?.id !== meId && (
              <Button variant="soft" loading={assign.isPending} onClick={() => assign.mutate(meId)}>
                Assign to me
              </Button>
            )}
            {detail.assignee !== null && (
              <Button
                variant="soft"
                color="gray"
                loading={assign.isPending}
                onClick={() => assign.mutate(null)}
              >
                Unassign
              </Button>
            )}
          </Flex>
        )}
        {mayAssign && others.length > 0 && (
          <Flex direction="column" gap="1">
            <Text as="label" size="2" id="assign-to">
              Assign to someone else
            </Text>
            <Select.Root value="" onValueChange={(personId) => assign.mutate(personId)}>
              <Select.Trigger aria-labelledby="assign-to" placeholder="Choose a person" />
              <Select.Content>
                {others.map((person) => (
                  <Select.Item key={person.id} value={person.id}>
                    {person.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        )}
        <Flex gap="2" wrap="wrap" align="center">
          {detail.labels.length === 0 && <Text size="2">No labels.</Text>}
          {detail.labels.map((entry) =>
            mayLabel ? (
              <Button
                key={entry.id}
                size="1"
                variant="outline"
                color="gray"
                highContrast
                aria-label={`Remove the label ${entry.name}`}
                onClick={() => label.mutate({ labelId: entry.id, add: false })}
              >
                {entry.name} ×
              </Button>
            ) : (
              <Badge key={entry.id} variant="outline" color="gray" highContrast>
                {entry.name}
              </Badge>
            ),
          )}
        </Flex>
        {mayLabel && addable.length > 0 && (
          <Flex direction="column" gap="1">
            <Text as="label" size="2" id="add-label">
              Add a label
            </Text>
            <Select.Root value="" onValueChange={(labelId) => label.mutate({ labelId, add: true })}>
              <Select.Trigger aria-labelledby="add-label" placeholder="Choose a label" />
              <Select.Content>
                {addable.map((entry) => (
                  <Select.Item key={entry.id} value={entry.id}>
                    {entry.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
