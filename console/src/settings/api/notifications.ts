/** The signed-in person's emails about one store's claims: one query per store, saved through the staff client. */
import type { NotificationPreferences } from '@orderprotection/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staff } from '../../app/api';

export const notificationKeys = {
  preferences: (storeId: string) => ['notification-preferences', storeId] as const,
};

export function useNotificationPreferences(storeId: string) {
  return useQuery({
    queryKey: notificationKeys.preferences(storeId),
    queryFn: () => staff.notificationPreferences(storeId),
  });
}

export function useSaveNotificationPreferences(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      staff.saveNotificationPreferences(storeId, preferences),
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences(storeId), preferences),
  });
}
