/** A store's team: every change answers the team as it is then, which replaces the cached list. */
import type { StoreRole, TeamInvite, TeamMember } from '@orderprotection/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staff } from '../../app/api';

export const teamKeys = {
  all: ['team'] as const,
  list: (storeId: string) => [...teamKeys.all, storeId] as const,
};

export function useTeam(storeId: string) {
  return useQuery({ queryKey: teamKeys.list(storeId), queryFn: () => staff.team(storeId) });
}

function useTeamChange<Input>(storeId: string, change: (input: Input) => Promise<TeamMember[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (team) => queryClient.setQueryData(teamKeys.list(storeId), team),
  });
}

export const useInvite = (storeId: string) =>
  useTeamChange(storeId, (invite: TeamInvite) => staff.invite(storeId, invite));

export const useChangeRole = (storeId: string) =>
  useTeamChange(storeId, ({ personId, role }: { personId: string; role: StoreRole }) =>
    staff.changeRole(storeId, personId, role),
  );

export const useRemoveMember = (storeId: string) =>
  useTeamChange(storeId, (personId: string) => staff.removeMember(storeId, personId));

export const useTransferOwnership = (storeId: string) =>
  useTeamChange(storeId, (personId: string) => staff.transferOwnership(storeId, personId));
