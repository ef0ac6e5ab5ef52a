import type { ListPage } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One captured email (development only). */
export interface MailboxEmail {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  template: string | null;
  createdAt: string;
}

export function fetchMailbox(search: string): Promise<ListPage<MailboxEmail>> {
  return api.GET('/api/dev/mailbox', { params: { query: { search } } });
}

export function mailboxQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['dev', 'mailbox', search],
    queryFn: () => fetchMailbox(search),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMailbox(search: string) {
  return useQuery(mailboxQueryOptions(search));
}
