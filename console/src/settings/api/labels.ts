/** A store's label list. Its key is the one the claim page reads labels under, so both stay in step. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staff } from '../../app/api';

export const labelKeys = {
  all: ['labels'] as const,
  list: (storeId: string) => [...labelKeys.all, storeId] as const,
};

export function useLabels(storeId: string) {
  return useQuery({ queryKey: labelKeys.list(storeId), queryFn: () => staff.labels(storeId) });
}

export function useCreateLabel(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => staff.createLabel(storeId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.list(storeId) }),
  });
}

export function useRenameLabel(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ labelId, name }: { labelId: string; name: string }) =>
      staff.renameLabel(storeId, labelId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.list(storeId) }),
  });
}

export function useDeleteLabel(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (labelId: string) => staff.deleteLabel(storeId, labelId),
    onSuccess: (labels) => queryClient.setQueryData(labelKeys.list(storeId), labels),
  });
}
