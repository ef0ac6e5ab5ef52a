import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { isPaintedAnswer } from './first-paint.ts';

export const ME_QUERY_KEY = ['users', 'me'] as const;

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A session that ends while the app is open (expired, or ended elsewhere) shows up as a 401 on
 * any call: forget the user so the route guard sends them to the login page, and say why
 * (the "session expired" warning). A staff member who
 * must enrol in two-factor gets 403 OTP_ENROLLMENT_REQUIRED: reload the user so the guard applies.
 */
function onSessionError(client: () => QueryClient, error: unknown): void {
  if (!isApiError(error)) return;
  if (error.status === 401 && error.code === 'UNAUTHENTICATED' && client().getQueryData(ME_QUERY_KEY)) {
    client().setQueryData(ME_QUERY_KEY, null);
    // Fetched when needed: the app's first module, which sets up this client, then starts without the dialogs' code.
    void import('../components/error-modal.tsx').then(({ openErrorModal }) => openErrorModal(error));
  }
  if (error.code === 'OTP_ENROLLMENT_REQUIRED') void client().invalidateQueries({ queryKey: ME_QUERY_KEY });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onSessionError(() => client, error) }),
    mutationCache: new MutationCache({ onError: (error) => onSessionError(() => client, error) }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // Asked again as a part mounts if stale (TanStack's default), except an answer the page was just painted from.
        refetchOnMount: (query) => !isPaintedAnswer(query),
      },
      mutations: { retry: false },
    },
  });
  return client;
}
