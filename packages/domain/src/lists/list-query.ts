/**
 * List queries as the spec describes them: `{field}__{type}` filters, `search`,
 * `sort` (leading minus for descending), `page` and `size`. Answers are `{ count, results }`.
 */
import { z } from 'zod';

export const FILTER_TYPES = ['in', 'eq', 'exact', 'icontains', 'gte', 'lte'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const LIST_DEFAULTS = { page: 1, size: 10, maxSize: 100 } as const;

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
    page: z.coerce.number().int().min(1, { error: 'validation.list.page' }).default(LIST_DEFAULTS.page),
    size: z.coerce.number().int().min(1).max(LIST_DEFAULTS.maxSize).default(LIST_DEFAULTS.size),
    search: z.string().trim().max(200).optional(),
    sort: z.string().trim().max(200).optional(),
  })
  .catchall(z.string().max(2000));
export type ListQuery = z.infer<typeof listQuerySchema>;
