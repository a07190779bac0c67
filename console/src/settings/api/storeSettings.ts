/**
 * A store's branding, claim policy and shoppers' Reply-To: one query per store, saved through the staff
 * client; its capabilities (a call of their own, under their own permission); and the store's emails as its
 * branding makes them.
 */
import type {
  BrandingInput,
  CapabilitiesInput,
  ClaimPolicy,
  EmailPreviewKind,
  StaffStoreSettings,
} from '@orderprotection/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staff } from '../../app/api';

export const storeSettingsKeys = {
  all: ['store-settings'] as const,
  detail: (storeId: string) => [...storeSettingsKeys.all, storeId] as const,
  // The shopper emails wear the branding: saving it reads them again.
  emailPreviews: (storeId: string) => [...storeSettingsKeys.detail(storeId), 'email-preview'] as const,
  emailPreview: (storeId: string, kind: EmailPreviewKind) =>
    [...storeSettingsKeys.emailPreviews(storeId), kind] as const,
  capabilities: (storeId: string) => [...storeSettingsKeys.detail(storeId), 'capabilities'] as const,
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
    onSuccess: (settings) => {
      queryClient.setQueryData(storeSettingsKeys.detail(storeId), settings);
      return queryClient.invalidateQueries({ queryKey: storeSettingsKeys.emailPreviews(storeId) });
    },
  });
}

export function useSaveBranding(storeId: string) {
  return useSaveSettings(storeId, (branding: BrandingInput) => staff.saveBranding(storeId, branding));
}

export function useSavePolicy(storeId: string) {
  return useSaveSettings(storeId, (policy: ClaimPolicy) => staff.savePolicy(storeId, policy));
}

export function useSaveReplyTo(storeId: string) {
  return useSaveSettings(storeId, (replyTo: string | null) => staff.saveReplyTo(storeId, replyTo));
}

export function useEmailPreview(storeId: string, kind: EmailPreviewKind) {
  return useQuery({
    queryKey: storeSettingsKeys.emailPreview(storeId, kind),
    queryFn: () => staff.emailPreview(storeId, kind),
  });
}

/** What the store offers shoppers; asked only of people who may read it. */
export function useCapabilities(storeId: string, enabled: boolean) {
  return useQuery({
    queryKey: storeSettingsKeys.capabilities(storeId),
    queryFn: () => staff.capabilities(storeId),
    enabled,
  });
}

export function useSaveCapabilities(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (capabilities: CapabilitiesInput) => staff.saveCapabilities(storeId, capabilities),
    onSuccess: (capabilities) =>
      queryClient.setQueryData(storeSettingsKeys.capabilities(storeId), capabilities),
  });
}
