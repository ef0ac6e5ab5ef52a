/**
 * List queries as the spec describes them: `{field}__{type}` filters, `search`,
 * `sort` (leading minus for descending), `page` and `size`. Answers are `{ count, results }`.
 */
import { z } from 'zod';
import { messageWithParams } from '../validation-messages.ts';

export const FILTER_TYPES = ['in', 'eq', 'exact', 'icontains', 'gte', 'lte'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** `maxPage`: ten million pages is more than any list here holds; past it a page would only ask the database for a huge offset. */
export const LIST_DEFAULTS = { page: 1, size: 10, maxSize: 100, maxPage: 10_000_000 } as const;

/** `page` (1 to maxPage) and `size` (1 to `maxSize`) of a list query, each with its own message. */
export function pagingShape(maxSize: number = LIST_DEFAULTS.maxSize, defaultSize: number = LIST_DEFAULTS.size) {
  const page = { error: 'validation.list.page' };
  const size = { error: messageWithParams('validation.list.size', { max: maxSize }) };
  return {
    page: z.coerce.number(page).int(page).min(1, page).max(LIST_DEFAULTS.maxPage, page).default(LIST_DEFAULTS.page),
    size: z.coerce.number(size).int(size).min(1, size).max(maxSize, size).default(defaultSize),
  };
}

export function listResponseSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ count: z.number().int(), results: z.array(item) });
}

/** One page of a list endpoint's answer: the total count and this page's items (what `listResponseSchema` checks). */
export type ListPage<T> = { count: number; results: T[] };

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

/** The query string of a list endpoint: paging, search, sort, and any `{field}__{type}` filters. */
export const listQuerySchema = z
  .object({
    ...pagingShape(),
    search: z.string().trim().max(200).optional(),
    sort: z.string().trim().max(200).optional(),
  })
  .catchall(z.string().max(2000));
export type ListQuery = z.infer<typeof listQuerySchema>;
