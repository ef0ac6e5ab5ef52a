import type { ApiToken, CreateApiTokenInput, createdApiTokenSchema } from '@bb/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../../lib/idempotency.ts';

export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokensQueryKey = ['integrations', 'tokens'] as const;

/** The user's API tokens, newest first (never the tokens themselves). */
export function fetchApiTokens(): Promise<{ count: number; results: ApiToken[] }> {
  return api.GET('/api/integrations/tokens');
}

export const apiTokensQueryOptions = queryOptions({ queryKey: apiTokensQueryKey, queryFn: fetchApiTokens });

export const useApiTokens = () => useQuery(apiTokensQueryOptions);

/** Creates a token; the answer holds it, shown only this once. The key makes a retry answer the same token. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateApiTokenInput; key: string }) =>
      api.POST('/api/integrations/tokens', { body: input, headers: idempotencyHeaders(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/integrations/tokens/{id}/revoke', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
