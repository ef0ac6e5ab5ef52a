import type { WebhookCreateInput, WebhookUpdateInput } from '@bb/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../../lib/idempotency.ts';

/** The webhooks' cache: the endpoints, and each one's delivery log pages. */
export const webhookKeys = {
  all: ['integrations', 'webhooks'] as const,
  list: ['integrations', 'webhooks', 'list'] as const,
  deliveries: (id: string) => ['integrations', 'webhooks', 'deliveries', id] as const,
};

/** The path parameters of one endpoint's calls. */
const endpoint = (id: string) => ({ params: { path: { id } } });

export const webhooksQueryOptions = queryOptions({
  queryKey: webhookKeys.list,
  queryFn: () => api.GET('/api/integrations/webhooks'),
});

export const useWebhooks = () => useQuery(webhooksQueryOptions);

/** GET …/{id}/deliveries: the log, newest first, a page at a time. */
export function useWebhookDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: [...webhookKeys.deliveries(id), page] as const,
    queryFn: () => api.GET('/api/integrations/webhooks/{id}/deliveries', { params: { path: { id }, query: { page } } }),
    placeholderData: keepPreviousData,
  });
}

/** Any change: the endpoints and every log are stale (a test or redelivery adds to a log and may change failures). */
function useWebhookMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}

/** Creates an endpoint; the answer holds its secret, shown only this once. The key makes a retry answer the same endpoint. */
export const useCreateWebhook = () =>
  useWebhookMutation(({ input, key }: { input: WebhookCreateInput; key: string }) =>
    api.POST('/api/integrations/webhooks', { body: input, headers: idempotencyHeaders(key) }),
  );

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, input }: { id: string; input: WebhookUpdateInput }) =>
    api.PATCH('/api/integrations/webhooks/{id}', { ...endpoint(id), body: input }),
  );

export const useDeleteWebhook = () => useWebhookMutation((id: string) => api.DELETE('/api/integrations/webhooks/{id}', endpoint(id)));

/** Sends a ping now; answers the delivery as the log shows it. */
export const useTestWebhook = () => useWebhookMutation((id: string) => api.POST('/api/integrations/webhooks/{id}/test', endpoint(id)));

/** A new secret, shown this once; the previous one still signs for a day. */
export const useRotateWebhookSecret = () => useWebhookMutation((id: string) => api.POST('/api/integrations/webhooks/{id}/rotate-secret', endpoint(id)));

export const useRedeliver = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    api.POST('/api/integrations/webhooks/{id}/deliveries/{deliveryId}/redeliver', { params: { path: { id, deliveryId } } }),
  );
