/**
 * Approve a claim with a resolution per item: reship, refund, store credit, flat rate or custom. The
 * amounts are the domain's `planResolutions` over the claim's items and the order, shown as the person
 * types and before they confirm; the server computes them again from the same facts when it stores them.
 */
import {
  formatMoney,
  type ItemResolutionInput,
  planResolutions,
  ResolutionKind,
  type ResolvableItem,
  resolutionKindLabel,
  resolutionTermsOf,
  type StaffClaimDetail,
} from '@orderprotection/domain';
import {
  Button,
  Callout,
  Flex,
  Heading,
  Select,
  Table,
  Text,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { staff } from '../app/api';

interface ItemForm {
  kind: ResolutionKind;
  quantity: string;
  percentage: string;
  flatAmount: string;
  description: string;
}

const blank = (kind: ResolutionKind): ItemForm => ({
  kind,
  quantity: '',
  percentage: '',
  flatAmount: '',
  description: '',
});

/** A typed number, or undefined when the field is empty (the domain's default then applies). */
function numberOrUndefined(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

function itemInput(claimItemId: string, form: ItemForm): ItemResolutionInput {
  const counts = form.kind === 'RESHIP' || form.kind === 'REFUND' || form.kind === 'STORE_CREDIT';
  const pays = form.kind === 'REFUND' || form.kind === 'STORE_CREDIT';
  const flat = form.kind === 'FLAT_RATE' || form.kind === 'CUSTOM';
  const quantity = counts ? numberOrUndefined(form.quantity) : undefined;
  const percentage = pays ? numberOrUndefined(form.percentage) : undefined;
  const flatAmount = flat ? numberOrUndefined(form.flatAmount) : undefined;
  return {
    claimItemId,
    kind: form.kind,
    ...(quantity === undefined ? {} : { quantity }),
    ...(percentage === undefined ? {} : { percentage }),
    ...(flatAmount === undefined ? {} : { flatAmount }),
    ...(form.description.trim() === '' ? {} : { description: form.description.trim() }),
  };
}

export function ResolvePanel({
  detail,
  onResolved,
  onError,
}: {
  detail: StaffClaimDetail;
  onResolved: (detail: StaffClaimDetail) => void;
  onError: (error: unknown) => void;
}) {
  const { claim, order } = detail;
  const defaultKind: ResolutionKind =
    claim.requestedResolution === 'RESHIP'
      ? 'RESHIP'
      : claim.requestedResolution === 'STORE_CREDIT'
        ? 'STORE_CREDIT'
        : 'REFUND';
  const [open, setOpen] = useState(false);
  const [forms, setForms] = useState<Record<string, ItemForm>>(() =>
    Object.fromEntries(claim.claimItems.map((item) => [item.id, blank(defaultKind)])),
  );
  const [shipping, setShipping] = useState('');
  const currency = order?.currency ?? claim.currency;

  const items: ResolvableItem[] = claim.claimItems.map((item) => ({
    id: item.id,
    name: item.name,
    quantity: item.quantity,
    orderItem: item.orderItem ?? null,
  }));
  const request = {
    items: claim.claimItems.map((item) => itemInput(item.id, forms[item.id] ?? blank(defaultKind))),
    shippingAmount: numberOrUndefined(shipping),
  };
  // The same terms the server stores with: the order's shipping and exchange rate, its store's credit bonus.
  const plan = planResolutions(
    items,
    request,
    order === null
      ? { currency, orderShipping: 0, credit: null, exchangeRate: 1 }
      : resolutionTermsOf({ ...order, currency }),
  );
  const resolve = useMutation({
    mutationFn: () => staff.resolve(claim.id, { version: detail.state.version, ...request }),
    onSuccess: onResolved,
    onError,
  });

  const setForm = (id: string, change: Partial<ItemForm>) =>
    setForms((current) => ({ ...current, [id]: { ...(current[id] ?? blank(defaultKind)), ...change } }));

  if (!open) {
    return (
      <Flex>
        <Button onClick={() => setOpen(true)} data-move="approve">
          Resolve…
        </Button>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="resolve-heading">
        <Heading as="h3" size="3" id="resolve-heading">
          Resolve: one resolution per item
        </Heading>
        {claim.claimItems.map((item, index) => {
          const form = forms[item.id] ?? blank(defaultKind);
          const prefix = `resolve-${index}`;
          return (
            <Flex
              key={item.id}
              direction="column"
              gap="2"
              p="3"
              style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}
            >
              <Text weight="medium">
                {item.quantity} × {item.name}
              </Text>
              <Flex gap="3" wrap="wrap" align="end">
                <Flex direction="column" gap="1">
                  <Text as="label" size="2" id={`${prefix}-kind`}>
                    Resolution
                  </Text>
                  <Select.Root
                    value={form.kind}
                    onValueChange={(kind) => setForm(item.id, { kind: ResolutionKind.parse(kind) })}
                  >
                    <Select.Trigger aria-labelledby={`${prefix}-kind`} />
                    <Select.Content>
                      {ResolutionKind.options.map((kind) => (
                        <Select.Item key={kind} value={kind}>
                          {resolutionKindLabel[kind]}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </Flex>
                {(form.kind === 'RESHIP' || form.kind === 'REFUND' || form.kind === 'STORE_CREDIT') && (
                  <NumberField
                    id={`${prefix}-quantity`}
                    label={`Units (all ${item.quantity} if empty)`}
                    value={form.quantity}
                    onChange={(quantity) => setForm(item.id, { quantity })}
                  />
                )}
                {(form.kind === 'REFUND' || form.kind === 'STORE_CREDIT') && (
                  <NumberField
                    id={`${prefix}-percentage`}
                    label="Percentage (100 if empty)"
                    value={form.percentage}
                    onChange={(percentage) => setForm(item.id, { percentage })}
                  />
                )}
                {(form.kind === 'FLAT_RATE' || form.kind === 'CUSTOM') && (
                  <NumberField
                    id={`${prefix}-flat`}
                    label={`Amount (${currency})`}
                    value={form.flatAmount}
                    onChange={(flatAmount) => setForm(item.id, { flatAmount })}
                  />
                )}
                <Flex direction="column" gap="1" flexGrow="1">
                  <label htmlFor={`${prefix}-description`} style={{ fontSize: 'var(--font-size-2)' }}>
                    {form.kind === 'CUSTOM' ? 'What the resolution is' : 'Note for the shopper (optional)'}
                  </label>
                  <TextField.Root
                    id={`${prefix}-description`}
                    value={form.description}
                    onChange={(event) => setForm(item.id, { description: event.target.value })}
                  />
                </Flex>
              </Flex>
            </Flex>
          );
        })}
        <NumberField
          id="resolve-shipping"
          label={`Shipping to pay back (at most ${formatMoney(order?.shipping ?? 0, currency)})`}
          value={shipping}
          onChange={setShipping}
        />
        {plan.ok ? (
          <Table.Root size="1">
            <VisuallyHidden asChild>
              <caption>What the resolution pays</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Item</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Resolution</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Units</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Pays</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {plan.resolutions.map((resolution) => (
                <Table.Row key={resolution.claimItemId}>
                  <Table.Cell>{items.find((item) => item.id === resolution.claimItemId)?.name}</Table.Cell>
                  <Table.Cell>{resolutionKindLabel[resolution.resolutionType]}</Table.Cell>
                  <Table.Cell>{resolution.quantity ?? '—'}</Table.Cell>
                  <Table.Cell>
                    {resolution.paidValue === null
                      ? 'Nothing (goods are sent)'
                      : formatMoney(resolution.paidValue, currency)}
                  </Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.RowHeaderCell colSpan={3}>Total paid</Table.RowHeaderCell>
                <Table.Cell>
                  <Text weight="bold" data-testid="resolve-total">
                    {formatMoney(plan.totalPaid, currency)}
                  </Text>
                </Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        ) : (
          <Callout.Root color="red" role="alert" highContrast>
            <Callout.Text>{plan.problem.message}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="2" justify="end">
          <Button variant="soft" color="gray" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={!plan.ok} loading={resolve.isPending} onClick={() => resolve.mutate()}>
            Approve with these resolutions
          </Button>
        </Flex>
      </section>
    </Flex>
  );
}

function NumberField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Flex direction="column" gap="1">
      <label htmlFor={id} style={{ fontSize: 'var(--font-size-2)' }}>
        {label}
      </label>
      <TextField.Root
        id={id}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Flex>
  );
}
