/** A store's branding and claim policy: one query per store, saved through the staff client. */
import type { BrandingInput, ClaimPolicy, StaffStoreSettings } from '@orderprotection/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staff } from '../../app/api';

export const storeSettingsKeys = {
  all: ['store-settings'] as const,
  detail: (storeId: string) => [...storeSettingsKeys.all, storeId] as const,
};

export function useStoreSettings(storeId: string) {
  return useQuery({
    queryKey: storeSettingsKeys.detail(storeId),
    queryFn: () => staff.storeSettings(storeId),
  });
}

function useSaveSettings<Input>(storeId: string, save: (input: Input) => Promise<StaffStoreSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (settings) => queryClient.setQueryData(storeSettingsKeys.detail(storeId), settings),
  });
}

export function useSaveBranding(storeId: string) {
  return useSaveSettings(storeId, (branding: BrandingInput) => staff.saveBranding(storeId, branding));
}

export function useSavePolicy(storeId: string) {
  return useSaveSettings(storeId, (policy: ClaimPolicy) => staff.savePolicy(storeId, policy));
}
