/**
 * A store's platform connections. The list is read again every few seconds while a backfill is under way
 * or deliveries wait for the worker, so a progress bar and a test event's outcome move; the calls on one connection answer it as it is after them, which replaces it
 * in the list.
 */
import type { Connection, ConnectionInputs } from '@orderprotection/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staff } from '../../app/api';

export const connectionKeys = {
  all: ['connections'] as const,
  list: (storeId: string) => [...connectionKeys.all, storeId] as const,
};

/** How often the list is read while something on it is still changing. */
export const CHANGING_POLL_MS = 2_000;

/** Whether a backfill of any of the connections is still reading orders, or deliveries wait to be applied. */
export function stillChanging(connections: readonly Connection[] | undefined): boolean {
  return (connections ?? []).some(
    (connection) =>
      connection.pending > 0 ||
      connection.backfill?.status === 'running' ||
      connection.backfill?.status === 'waiting',
  );
}

export function useConnections(storeId: string) {
  return useQuery({
    queryKey: connectionKeys.list(storeId),
    queryFn: () => staff.connections(storeId),
    refetchInterval: (query) => (stillChanging(query.state.data) ? CHANGING_POLL_MS : false),
  });
}

function replaceIn(queryClient: QueryClient, storeId: string, connection: Connection) {
  queryClient.setQueryData<Connection[]>(connectionKeys.list(storeId), (list) =>
    list?.map((listed) => (listed.id === connection.id ? connection : listed)),
  );
}

export type ConnectRequest = {
  [Platform in keyof ConnectionInputs]: { platform: Platform; input: ConnectionInputs[Platform] };
}[keyof ConnectionInputs];

export function useConnect(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ platform, input }: ConnectRequest) => staff.connect(storeId, platform, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.list(storeId) }),
  });
}

export function useTestConnection(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The connection as it was goes along as the variables: the page compares it with the answer.
    mutationFn: (connection: Connection) => staff.testConnection(storeId, connection.id),
    onSuccess: (connection) => replaceIn(queryClient, storeId, connection),
  });
}

export function useBackfill(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connectionId, days }: { connectionId: string; days: number }) =>
      staff.backfill(storeId, connectionId, days),
    onSuccess: (connection) => replaceIn(queryClient, storeId, connection),
  });
}

export function useDisconnect(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) => staff.disconnect(storeId, connectionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.list(storeId) }),
  });
}
