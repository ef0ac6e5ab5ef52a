/**
 * The schemas of list queries and answers (list-query.ts says what they are): zod, for the server and the forms that
 * check a list's parameters.
 */
import { z } from 'zod';
import { messageWithParams } from '../validation-messages.ts';
import { LIST_DEFAULTS } from './list-query.ts';

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

/** `{ count, results, countCapped }`: `countCapped` says `count` is LIST_COUNT_CAP and more rows match (a lower bound). */
export function cappedListResponseSchema<T extends z.ZodTypeAny>(item: T) {
  return listResponseSchema(item).extend({ countCapped: z.boolean() });
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
