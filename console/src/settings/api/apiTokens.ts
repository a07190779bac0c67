/** A store's API tokens. Making one answers its secret, which is never cached: the page shows it once. */
import type { ApiTokenInput } from '@orderprotection/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staff } from '../../app/api';

export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  list: (storeId: string) => [...apiTokenKeys.all, storeId] as const,
};

export function useApiTokens(storeId: string) {
  return useQuery({ queryKey: apiTokenKeys.list(storeId), queryFn: () => staff.apiTokens(storeId) });
}

export function useCreateApiToken(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenInput) => staff.createApiToken(storeId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list(storeId) }),
  });
}

export function useRevokeApiToken(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => staff.revokeApiToken(storeId, tokenId),
    onSuccess: (tokens) => queryClient.setQueryData(apiTokenKeys.list(storeId), tokens),
  });
}
