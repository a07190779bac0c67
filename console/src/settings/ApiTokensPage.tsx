/**
 * The store's API tokens: make one for an integration with permissions within the maker's own (its secret
 * shown this once, with a copy button), see when each was last used, revoke one.
 */
import {
  type ApiTokenInput,
  allPermissions,
  can,
  formatDate,
  type NewApiToken,
  type Permission,
} from '@orderprotection/domain';
import {
  Badge,
  Box,
  Callout,
  Checkbox,
  Code,
  Flex,
  Heading,
  RadioGroup,
  ScrollArea,
  Table,
  Text,
} from '@radix-ui/themes';
import { memo, useMemo, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { mayOn, storeContextOf } from './access';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from './api/apiTokens';
import { ConfirmButton } from './ConfirmButton';
import { TextInput } from './Field';
import { fieldErrorsOf } from './fieldErrors';
import { SecretShownOnce } from './SecretShownOnce';
import { SettingsForm, useChecklist } from './SettingsForm';
import type { SettingsContext } from './SettingsLayout';
import { SettingsTable } from './SettingsTable';

export const apiTokensCopy = {
  title: 'API tokens',
  intro:
    'A token lets an integration (a helpdesk, a script) call the staff API with the permissions you give it, never more than your own.',
  none: 'No API tokens yet.',
  name: 'Name',
  startsWith: 'Starts with',
  scope: 'Works on',
  permissions: 'Permissions',
  lastUsed: 'Last used',
  never: 'Never',
  status: 'Status',
  active: 'Active',
  revoked: (when: string) => `Revoked ${when}`,
  revoke: 'Revoke',
  revokeTitle: (name: string) => `Revoke "${name}"?`,
  revokeText: 'Anything using this token stops working at once. This cannot be undone.',
  scopeStore: 'This store',
  scopeAccount: "Every store of this store's account",
  createTitle: 'Make a token',
  nameHelp: 'Name it after what will use it.',
  create: 'Make token',
  secretTitle: (name: string) => `Token "${name}" made`,
  secretText: 'Copy this secret now: it is shown only once. Send it as "Authorization: Bearer <secret>".',
  secretLabel: 'Secret',
  loadFailed: 'The API tokens could not be loaded.',
} as const;

export function ApiTokensPage() {
  const { me, storeId } = useOutletContext<SettingsContext>();
  const tokens = useApiTokens(storeId);
  const revoke = useRevokeApiToken(storeId);
  const mayRevoke = mayOn(me, storeId, 'api-tokens:delete');

  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5">
        {apiTokensCopy.title}
      </Heading>
      <Text color="gray">{apiTokensCopy.intro}</Text>
      {revoke.isError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{errorText(revoke.error)}</Callout.Text>
        </Callout.Root>
      )}
      <SettingsTable
        caption={apiTokensCopy.title}
        columns={[
          apiTokensCopy.name,
          apiTokensCopy.startsWith,
          apiTokensCopy.scope,
          apiTokensCopy.permissions,
          apiTokensCopy.lastUsed,
          apiTokensCopy.status,
        ]}
        query={tokens}
        loadFailed={apiTokensCopy.loadFailed}
        none={apiTokensCopy.none}
      >
        {(rows) =>
          rows.map((token) => (
            <Table.Row key={token.id}>
              <Table.RowHeaderCell>{token.name}</Table.RowHeaderCell>
              <Table.Cell>
                <Code>{token.secretPrefix}</Code>
              </Table.Cell>
              <Table.Cell>
                {token.scope === 'store' ? apiTokensCopy.scopeStore : apiTokensCopy.scopeAccount}
              </Table.Cell>
              <Table.Cell>{token.permissions.join(', ')}</Table.Cell>
              <Table.Cell>
                {token.lastUsedAt === null ? apiTokensCopy.never : formatDate(token.lastUsedAt)}
              </Table.Cell>
              <Table.Cell>
                {token.revokedAt !== null ? (
                  <Badge color="gray" highContrast>
                    {apiTokensCopy.revoked(formatDate(token.revokedAt))}
                  </Badge>
                ) : mayRevoke ? (
                  <Flex gap="2" align="center">
                    <Badge color="green" highContrast>
                      {apiTokensCopy.active}
                    </Badge>
                    <ConfirmButton
                      label={apiTokensCopy.revoke}
                      ariaLabel={`${apiTokensCopy.revoke} ${token.name}`}
                      title={apiTokensCopy.revokeTitle(token.name)}
                      description={apiTokensCopy.revokeText}
                      onConfirm={() => revoke.mutate(token.id)}
                    />
                  </Flex>
                ) : (
                  <Badge color="green" highContrast>
                    {apiTokensCopy.active}
                  </Badge>
                )}
              </Table.Cell>
            </Table.Row>
          ))
        }
      </SettingsTable>
      <CreateTokenForm />
    </Flex>
  );
}

function CreateTokenForm() {
  const { me, storeId } = useOutletContext<SettingsContext>();
  const context = storeContextOf(me, storeId) ?? { storeId };
  const create = useCreateApiToken(storeId);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenInput['scope']>('store');
  const { chosen, toggle, clear } = useChecklist<Permission>();
  const [made, setMade] = useState<NewApiToken | null>(null);
  const errors = fieldErrorsOf(create.error);
  const { accountId } = context;
  // Only what the maker holds where the token will work: the server refuses anything more.
  const offered = useMemo(() => {
    const where = scope === 'store' ? { storeId, accountId } : { accountId };
    return allPermissions.filter((permission) => can(me.grants, permission, where));
  }, [me.grants, scope, storeId, accountId]);

  const submit = () =>
    create.mutate(
      { name, scope, permissions: offered.filter((permission) => chosen.has(permission)) },
      {
        onSuccess: (answer) => {
          setMade(answer);
          setName('');
          clear();
        },
      },
    );

  if (made !== null) {
    return (
      <SecretShownOnce
        title={apiTokensCopy.secretTitle(made.token.name)}
        text={apiTokensCopy.secretText}
        label={apiTokensCopy.secretLabel}
        secret={made.secret}
        onDone={() => setMade(null)}
      />
    );
  }

  return (
    <SettingsForm
      titleId="token-title"
      title={apiTokensCopy.createTitle}
      onSubmit={submit}
      error={create.error}
      pending={create.isPending}
      submitLabel={apiTokensCopy.create}
      fields={
        <>
          <TextInput
            label={apiTokensCopy.name}
            help={apiTokensCopy.nameHelp}
            error={errors.name}
            value={name}
            onValueChange={setName}
          />
          {context.accountId !== undefined && (
            <Flex direction="column" gap="1">
              <Text id="token-scope-label" size="2" weight="medium">
                {apiTokensCopy.scope}
              </Text>
              <RadioGroup.Root
                aria-labelledby="token-scope-label"
                value={scope}
                onValueChange={(value) => {
                  setScope(value as ApiTokenInput['scope']);
                  clear();
                }}
              >
                <RadioGroup.Item value="store">{apiTokensCopy.scopeStore}</RadioGroup.Item>
                <RadioGroup.Item value="account">{apiTokensCopy.scopeAccount}</RadioGroup.Item>
              </RadioGroup.Root>
            </Flex>
          )}
          <Flex direction="column" gap="1" role="group" aria-labelledby="token-permissions-label">
            <Text id="token-permissions-label" size="2" weight="medium">
              {apiTokensCopy.permissions}
            </Text>
            {errors.permissions && (
              <Text size="1" color="red">
                {errors.permissions}
              </Text>
            )}
            <PermissionChecklist offered={offered} chosen={chosen} onToggle={toggle} />
          </Flex>
        </>
      }
    />
  );
}

/** The permissions a token may get; kept apart so typing the token's name does not re-render them all. */
const PermissionChecklist = memo(function PermissionChecklist({
  offered,
  chosen,
  onToggle,
}: {
  offered: readonly Permission[];
  chosen: ReadonlySet<Permission>;
  onToggle: (permission: Permission, on: boolean) => void;
}) {
  return (
    <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 240 }}>
      <Box pr="3">
        {offered.map((permission) => (
          <Text as="label" size="2" key={permission} style={{ display: 'block' }}>
            <Flex gap="2" align="center" py="1">
              <Checkbox
                checked={chosen.has(permission)}
                onCheckedChange={(checked) => onToggle(permission, checked === true)}
              />
              {permission}
            </Flex>
          </Text>
        ))}
      </Box>
    </ScrollArea>
  );
});
