/**
 * The store's team: who works on it, and the changes this person may make, "only within one's own role's
 * reach". Every role offered, every Remove and Make owner button is one the domain's `teamChangeRefusal`
 * allows; the server refuses the rest all the same.
 */
import {
  roleLabel,
  type StoreRole,
  storeRoles,
  type TeamChange,
  type TeamMember,
  teamChangeRefusal,
} from '@orderprotection/domain';
import { Badge, Callout, Flex, Heading, Select, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { storeContextOf } from './access';
import { useChangeRole, useInvite, useRemoveMember, useTeam, useTransferOwnership } from './api/team';
import { ConfirmButton } from './ConfirmButton';
import { TextInput } from './Field';
import { fieldErrorsOf } from './fieldErrors';
import { SettingsForm } from './SettingsForm';
import type { SettingsContext } from './SettingsLayout';
import { SettingsTable } from './SettingsTable';

export const teamCopy = {
  title: 'Team',
  intro: 'The people who work on this store. You can give only roles that do no more than your own.',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  status: 'Status',
  actions: 'Actions',
  invited: 'Invited',
  twoFactor: 'Two-factor on',
  throughAccount: (roles: string) => `${roles} (whole account)`,
  you: '(you)',
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ${name} from this store?`,
  removeText: 'They lose their role on this store at once, and their API tokens stop working here.',
  makeOwner: 'Make owner',
  makeOwnerTitle: (name: string) => `Make ${name} the store owner?`,
  makeOwnerText: 'If you are the owner now, you become an admin.',
  roleOf: (name: string) => `Role of ${name}`,
  inviteTitle: 'Invite someone',
  inviteHelp: 'Someone new gets an email with a link to choose their password.',
  invite: 'Send invitation',
  invitedNow: (email: string) => `Invitation sent to ${email}.`,
  loadFailed: 'The team could not be loaded.',
} as const;

export function TeamPage() {
  const { me, storeId } = useOutletContext<SettingsContext>();
  const context = storeContextOf(me, storeId) ?? { storeId };
  const team = useTeam(storeId);
  const changeRole = useChangeRole(storeId);
  const remove = useRemoveMember(storeId);
  const transfer = useTransferOwnership(storeId);
  const allows = (change: TeamChange) => teamChangeRefusal(me.grants, change, context) === null;
  const lastError = [changeRole, remove, transfer].find((mutation) => mutation.isError)?.error;

  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5">
        {teamCopy.title}
      </Heading>
      <Text color="gray">{teamCopy.intro}</Text>
      {lastError !== undefined && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{errorText(lastError)}</Callout.Text>
        </Callout.Root>
      )}
      <SettingsTable
        caption={teamCopy.title}
        columns={[teamCopy.name, teamCopy.email, teamCopy.role, teamCopy.status, teamCopy.actions]}
        query={team}
        loadFailed={teamCopy.loadFailed}
      >
        {(rows) =>
          rows.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              self={member.id === me.id}
              allows={allows}
              onRole={(role) => changeRole.mutate({ personId: member.id, role })}
              onRemove={() => remove.mutate(member.id)}
              onMakeOwner={() => transfer.mutate(member.id)}
            />
          ))
        }
      </SettingsTable>
      {allows({ action: 'invite', self: false }) && (
        <InviteForm
          storeId={storeId}
          roles={storeRoles.filter((to) => allows({ action: 'invite', self: false, to }))}
        />
      )}
    </Flex>
  );
}

function MemberRow({
  member,
  self,
  allows,
  onRole,
  onRemove,
  onMakeOwner,
}: {
  member: TeamMember;
  self: boolean;
  allows: (change: TeamChange) => boolean;
  onRole: (role: StoreRole) => void;
  onRemove: () => void;
  onMakeOwner: () => void;
}) {
  const from = member.storeRole ?? undefined;
  const offered =
    from === undefined
      ? []
      : storeRoles.filter((to) => to === from || allows({ action: 'changeRole', self, from, to }));
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        {member.name} {self && <Text color="gray">{teamCopy.you}</Text>}
      </Table.RowHeaderCell>
      <Table.Cell>{member.email}</Table.Cell>
      <Table.Cell>
        {from !== undefined && offered.length > 1 ? (
          <Select.Root value={from} onValueChange={(role) => onRole(role as StoreRole)}>
            <Select.Trigger aria-label={teamCopy.roleOf(member.name)} />
            <Select.Content>
              {offered.map((role) => (
                <Select.Item key={role} value={role}>
                  {roleLabel[role]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        ) : from !== undefined ? (
          roleLabel[from]
        ) : (
          teamCopy.throughAccount(member.accountRoles.map((role) => roleLabel[role]).join(', '))
        )}
      </Table.Cell>
      <Table.Cell>
        <Flex gap="1" wrap="wrap">
          {member.invitationPending && (
            <Badge color="amber" highContrast>
              {teamCopy.invited}
            </Badge>
          )}
          {member.twoFactorEnabled && (
            <Badge color="green" highContrast>
              {teamCopy.twoFactor}
            </Badge>
          )}
        </Flex>
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" wrap="wrap">
          {from !== undefined && allows({ action: 'remove', self, from }) && (
            <ConfirmButton
              label={teamCopy.remove}
              ariaLabel={`${teamCopy.remove} ${member.name}`}
              title={teamCopy.removeTitle(member.name)}
              description={teamCopy.removeText}
              onConfirm={onRemove}
            />
          )}
          {from !== 'store_owner' &&
            allows({ action: 'transferOwnership', self, from, to: 'store_owner' }) && (
              <ConfirmButton
                label={teamCopy.makeOwner}
                ariaLabel={`${teamCopy.makeOwner}: ${member.name}`}
                title={teamCopy.makeOwnerTitle(member.name)}
                description={teamCopy.makeOwnerText}
                onConfirm={onMakeOwner}
              />
            )}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

function InviteForm({ storeId, roles }: { storeId: string; roles: StoreRole[] }) {
  const invite = useInvite(storeId);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StoreRole | undefined>(
    roles.includes('store_support') ? 'store_support' : roles[0],
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errors = fieldErrorsOf(invite.error);

  const submit = () => {
    if (role === undefined) return;
    invite.mutate(
      { email, name, role },
      {
        onSuccess: () => {
          setSentTo(email);
          setEmail('');
          setName('');
        },
      },
    );
  };

  return (
    <SettingsForm
      titleId="invite-title"
      title={teamCopy.inviteTitle}
      intro={teamCopy.inviteHelp}
      maxWidth={560}
      onSubmit={submit}
      error={invite.error}
      pending={invite.isPending}
      submitLabel={teamCopy.invite}
      saved={sentTo === null ? null : teamCopy.invitedNow(sentTo)}
      fields={
        <>
          <TextInput
            label={teamCopy.email}
            error={errors.email}
            type="email"
            autoComplete="off"
            value={email}
            onValueChange={setEmail}
          />
          <TextInput label={teamCopy.name} error={errors.name} value={name} onValueChange={setName} />
          <Flex direction="column" gap="1">
            <Text id="invite-role-label" size="2" weight="medium">
              {teamCopy.role}
            </Text>
            <Select.Root value={role} onValueChange={(value) => setRole(value as StoreRole)}>
              <Select.Trigger aria-labelledby="invite-role-label" />
              <Select.Content>
                {roles.map((candidate) => (
                  <Select.Item key={candidate} value={candidate}>
                    {roleLabel[candidate]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        </>
      }
    />
  );
}
