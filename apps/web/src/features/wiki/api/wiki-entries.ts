import type { Language, WikiListResponse } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getLanguage } from '../../../lib/language.ts';

/** GET /api/wiki (public): the support wiki's entries matching `search`, most relevant first; all without one. */
export function fetchWikiEntries(language: Language, search: string): Promise<WikiListResponse> {
  return api.GET('/api/wiki', { params: { query: { lang: language, search: search.trim() || undefined } } });
}

export function wikiEntriesQueryOptions(language: Language, search: string) {
  // The entries change only with a release: a search typed twice is not asked twice.
  return queryOptions({
    queryKey: ['wiki', language, search.trim()] as const,
    queryFn: () => fetchWikiEntries(language, search),
    staleTime: 10 * 60_000,
  });
}

/** The entries for the search, keeping the previous answer on screen while the next one loads. */
export function useWikiEntries(search: string, enabled = true) {
  return useQuery({ ...wikiEntriesQueryOptions(getLanguage(), search), enabled, placeholderData: keepPreviousData });
}
