/**
 * List queries as the spec describes them: `{field}__{type}` filters, `search`,
 * `sort` (leading minus for descending), `page` and `size`. Answers are `{ count, results }`.
 * No zod here: a list page of the web app builds its query string and reads its page without loading zod; the schemas
 * that check them are in list-schemas.ts.
 */
export const FILTER_TYPES = ['in', 'eq', 'exact', 'icontains', 'gte', 'lte'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** `maxPage`: ten million pages is more than any list here holds; past it a page would only ask the database for a huge offset. */
export const LIST_DEFAULTS = { page: 1, size: 10, maxSize: 100, maxPage: 10_000_000 } as const;

/** One page of a list endpoint's answer: the total count and this page's items (what `listResponseSchema` checks). */
export type ListPage<T> = { count: number; results: T[] };

/**
 * A list whose count would read every matching row counts at most this many and says so (`countCapped`): past it a
 * page number means little, and an exact count of a million rows costs more than the page itself, more so the larger
 * the platform grows.
 */
export const LIST_COUNT_CAP = 1_000;

/** One page of a list whose count stops at LIST_COUNT_CAP (what `cappedListResponseSchema` checks). */
export type CappedListPage<T> = ListPage<T> & { countCapped: boolean };

/** The count a list answers from rows counted up to `cap` + 1: exact up to the cap, past it the cap and `countCapped`. */
export function cappedCount(counted: number, cap: number = LIST_COUNT_CAP): { count: number; countCapped: boolean } {
  return { count: Math.min(counted, cap), countCapped: counted > cap };
}

export interface ListParams {
  filters?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  search?: string;
  sort?: string;
  page?: number;
  size?: number;
}

/** Builds the query string a list endpoint expects; empty values are dropped. */
export function toListQueryString(params: ListParams): string {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params.filters ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) pairs.push([key, value.join(',')]);
    } else pairs.push([key, String(value)]);
  }
  if (params.search) pairs.push(['search', params.search]);
  if (params.sort) pairs.push(['sort', params.sort]);
  if (params.page) pairs.push(['page', String(params.page)]);
  if (params.size) pairs.push(['size', String(params.size)]);
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}
