/**
 * A store's webhook endpoints and each one's delivery log. Adding one answers its signing secret, which is
 * never cached: the page shows it once.
 */
import type { WebhookEndpointInput } from '@orderprotection/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staff } from '../../app/api';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (storeId: string) => [...webhookKeys.all, storeId] as const,
  deliveries: (storeId: string, endpointId: string) =>
    [...webhookKeys.list(storeId), endpointId, 'deliveries'] as const,
};

export function useWebhooks(storeId: string) {
  return useQuery({ queryKey: webhookKeys.list(storeId), queryFn: () => staff.webhooks(storeId) });
}

export function useAddWebhook(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) => staff.addWebhook(storeId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(storeId) }),
  });
}

export function useRemoveWebhook(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => staff.removeWebhook(storeId, endpointId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(storeId) }),
  });
}

export function useWebhookDeliveries(storeId: string, endpointId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(storeId, endpointId),
    queryFn: () => staff.webhookDeliveries(storeId, endpointId),
  });
}

/** Redelivering enables a disabled endpoint, so the endpoints are read again along with the log. */
export function useRedeliver(storeId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => staff.redeliverWebhook(storeId, endpointId, deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(storeId) }),
  });
}
