import type { QueryClient } from '@tanstack/react-query';

/** The hacker wallet's cache: the figures, the lists of payments and each payment's detail. */
export const hackerWalletKeys = {
  all: ['hacker-wallet'] as const,
  figures: ['hacker-wallet', 'figures'] as const,
  intents: ['hacker-wallet', 'intents'] as const,
  detail: (id: string) => ['hacker-wallet', 'intent', id] as const,
};

/** A payment moved (confirmed, document uploaded, settings changed under it): figures, lists and details may all be stale. */
export function invalidateHackerWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: hackerWalletKeys.all });
}
