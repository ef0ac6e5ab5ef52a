/**
 * Turns a list query (`{field}__{type}` filters, search, sort, page, size) into SQL through an
 * allow-list per resource. A field or type not on the list is a 400 INVALID_FILTER: nothing from
 * the query string ever reaches SQL except as a bound parameter.
 */
import { and, asc, count, desc, eq, getTableName, gte, ilike, is, lte, or, Placeholder, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { cappedCount, FILTER_TYPES, LIST_COUNT_CAP, LIST_DEFAULTS, type FilterType, type ListQuery } from '@bb/domain';
import type { Executor } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { inline, inValues, runPrepared, sharedCondition, type Bind, type Bindings } from './prepared-statements.ts';

type ValueKind = 'string' | 'number' | 'boolean' | 'date' | 'uuid';

export interface FilterField {
  column: AnyColumn;
  types: readonly FilterType[];
  kind?: ValueKind;
  /** Allowed values, for enum-like columns. */
  values?: readonly string[];
}

export interface ListSpec {
  filters: Record<string, FilterField>;
  /** Columns `search` looks into (case-insensitive contains). */
  search?: readonly AnyColumn[];
  sort: Record<string, AnyColumn>;
  /** e.g. '-createdAt' */
  defaultSort: string;
  /** Last sort key, for a stable order across pages. */
  tiebreaker: AnyColumn;
  maxSize?: number;
}

/**
 * How much of a list one read takes. `page`: the query's page and size, with the list's count (a list screen). `rows`:
 * the first `rows` rows in the list's order, in one statement, whatever the list's page size, and no count (an export:
 * it asks for one row more than it writes, and that row being there says the list is too large).
 */
export type ListReach = { kind: 'page' } | { kind: 'rows'; rows: number };
/** The reach of a list screen's read: the query's page, counted. */
export const ONE_PAGE: ListReach = { kind: 'page' };

/** The bounds of one read: its LIMIT and OFFSET, and whether the list's count is wanted beside it (not for `rows`). */
export interface ReadBounds {
  limit: number;
  offset: number;
  counted: boolean;
}

export interface ListPlan extends ReadBounds {
  where: SQL | undefined;
  orderBy: readonly SQL[];
}

/** A plan whose values are placeholders (`Bindings`), for a statement built once per shape (prepared-statements.ts). */
export interface BoundListPlan {
  where: SQL | undefined;
  orderBy: readonly SQL[];
  limit: Placeholder;
  offset: Placeholder;
  /** The page's bounds as numbers, for a query whose form depends on them (the first page or a later one). */
  page: ReadBounds;
}

/** What makes a list statement's shape besides its conditions: the sort and the page's bounds (for runPrepared). */
export function pagingParts(plan: ListPlan | BoundListPlan): SQL[] {
  const bound = (value: number | Placeholder) => (is(value, Placeholder) ? value.getSQL() : sql`${value}`);
  return [...plan.orderBy, bound(plan.limit), bound(plan.offset)];
}

const RESERVED = new Set(['page', 'size', 'search', 'sort']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = (key: string): AppError => new AppError('INVALID_FILTER', { [key]: ['validation.invalid'] });

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function parseValue(key: string, raw: string, field: FilterField): unknown {
  if (field.values && !field.values.includes(raw)) throw invalid(key);
  switch (field.kind ?? 'string') {
    case 'number': {
      const value = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(value)) throw invalid(key);
      return value;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw invalid(key);
      return raw === 'true';
    case 'date': {
      const value = new Date(raw);
      if (Number.isNaN(value.getTime())) throw invalid(key);
      return value;
    }
    case 'uuid':
      if (!UUID.test(raw)) throw invalid(key);
      return raw;
    case 'string':
      return raw;
  }
}

function condition(key: string, raw: string, field: FilterField, type: FilterType, bind: Bind): SQL {
  switch (type) {
    case 'in': {
      const values = raw
        .split(',')
        .filter(Boolean)
        .map((part) => parseValue(key, part, field));
      return inValues(field.column, values, bind);
    }
    case 'icontains':
      return ilike(field.column, bind(`%${escapeLike(raw)}%`));
    case 'gte':
      return gte(field.column, bind(parseValue(key, raw, field)));
    case 'lte':
      return lte(field.column, bind(parseValue(key, raw, field)));
    case 'eq':
    case 'exact':
      return eq(field.column, bind(parseValue(key, raw, field)));
  }
}

function filterConditions(query: ListQuery, spec: ListSpec, bind: Bind): SQL[] {
  const conditions: SQL[] = [];
  // In the order of their names: the same filters make the same statement whatever order the address gave them in.
  for (const [key, raw] of Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (RESERVED.has(key) || raw === undefined || raw === '') continue;
    const [name = '', type = 'eq', extra] = key.split('__');
    const field = spec.filters[name];
    if (!field || extra !== undefined || !FILTER_TYPES.includes(type as FilterType) || !field.types.includes(type as FilterType)) throw invalid(key);
    conditions.push(condition(key, String(raw), field, type as FilterType, bind));
  }
  return conditions;
}

function searchCondition(query: ListQuery, spec: ListSpec, bind: Bind): SQL | undefined {
  if (!query.search) return undefined;
  if (!spec.search?.length) throw invalid('search');
  const pattern = bind(`%${escapeLike(query.search)}%`);
  return or(...spec.search.map((column) => ilike(column, pattern)));
}

/** Each list's orders by their sort text: the same few on every request (a sort the list does not offer is never kept). */
const keptOrders = new WeakMap<ListSpec, Map<string, readonly SQL[]>>();
const MAX_ORDERS_KEPT = 64;

/** The ORDER BY of the query's sort, made once per list and sort (shared conditions: prepared-statements.ts). */
function sortOrder(query: ListQuery, spec: ListSpec): readonly SQL[] {
  const text = query.sort || spec.defaultSort;
  let orders = keptOrders.get(spec);
  if (!orders) keptOrders.set(spec, (orders = new Map()));
  let order = orders.get(text);
  if (!order) {
    order = Object.freeze(sortOrderOf(text, spec).map((part) => sharedCondition(part)));
    if (orders.size < MAX_ORDERS_KEPT) orders.set(text, order);
  }
  return order;
}

function sortOrderOf(sort: string, spec: ListSpec): SQL[] {
  const keys = sort
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const order = keys.map((key) => {
    const descending = key.startsWith('-');
    const column = spec.sort[descending ? key.slice(1) : key];
    if (!column) throw invalid('sort');
    return descending ? desc(column) : asc(column);
  });
  const lastDescending = keys.at(-1)?.startsWith('-') ?? false;
  order.push(lastDescending ? desc(spec.tiebreaker) : asc(spec.tiebreaker));
  return order;
}

/** The bounds of a read: the query's page (up to the list's page size), or an export's first rows from the start. */
export function readBounds(query: Partial<Pick<ListQuery, 'page' | 'size'>>, reach: ListReach, maxSize: number = LIST_DEFAULTS.maxSize): ReadBounds {
  if (reach.kind === 'rows') return { limit: reach.rows, offset: 0, counted: false };
  const size = Math.min(query.size ?? LIST_DEFAULTS.size, maxSize);
  const page = query.page ?? LIST_DEFAULTS.page;
  return { limit: size, offset: (page - 1) * size, counted: true };
}

export function planList(query: ListQuery, spec: ListSpec, reach: ListReach = ONE_PAGE): ListPlan {
  return {
    where: and(...filterConditions(query, spec, inline), searchCondition(query, spec, inline)),
    orderBy: sortOrder(query, spec),
    ...readBounds(query, reach, spec.maxSize),
  };
}

/** The same plan with every value from the query bound as a placeholder into `bindings`, the page's bounds too. */
export function planBoundList(
  query: ListQuery,
  spec: ListSpec,
  bindings: Bindings,
  { oneMore = false, reach = ONE_PAGE }: { oneMore?: boolean; reach?: ListReach } = {},
): BoundListPlan {
  const page = readBounds(query, reach, spec.maxSize);
  return {
    where: and(...filterConditions(query, spec, bindings.bind), searchCondition(query, spec, bindings.bind)),
    orderBy: sortOrder(query, spec),
    // One row more than a counted page, when asked: whether more follow (countFromPage).
    limit: bindings.bind(oneMore && page.counted ? page.limit + 1 : page.limit),
    offset: bindings.bind(page.offset),
    page,
  };
}

/** Whether the query looks for words (`search`, or a `__icontains` filter): its matches are counted from the page. */
export function searchesWords(query: ListQuery): boolean {
  return Object.entries(query).some(([key, value]) => (key === 'search' || key.endsWith('__icontains')) && value !== undefined && value !== '');
}

/**
 * The count a page of a word search tells (read with one row more than the page): exact on the last page, else the rows
 * up to this page and `countCapped` (more follow). Counting every match of a word would read them all, through the
 * trigram index, however many there are (20 ms for 33,000 of a million reports); the page reads only itself. Null for
 * a page past the end, which tells nothing.
 */
export function countFromPage(page: { limit: number; offset: number }, found: number): { count: number; countCapped: boolean } | null {
  if (found === 0 && page.offset > 0) return null;
  return { count: page.offset + Math.min(found, page.limit), countCapped: found > page.limit };
}

/**
 * A page and its count: `count` runs beside the page, or, with `countedFromPage` (a search by words, its rows read with
 * one row more than the page), the page tells the count and `count` runs only for a page past the end. A read that is
 * not counted (an export's) runs no count: its count is the rows it read.
 */
export async function pageWithCount<T>(
  page: ReadBounds,
  rows: Promise<T[]>,
  count: () => Promise<{ count: number; countCapped: boolean }>,
  countedFromPage: boolean,
): Promise<{ rows: T[]; count: number; countCapped: boolean }> {
  if (!page.counted) {
    const found = await rows;
    return { rows: found, count: found.length, countCapped: false };
  }
  const [found, counted] = await Promise.all([rows, countedFromPage ? null : count()]);
  const total = counted ?? countFromPage(page, found.length) ?? (await count());
  return { ...total, rows: found.slice(0, page.limit) };
}

/** A page and the exact count of its list, `count` running beside it; none for a read that is not counted (as above). */
export async function pageWithExactCount<T>(page: ReadBounds, rows: Promise<T[]>, count: () => Promise<number>): Promise<{ rows: T[]; count: number }> {
  const { rows: found, count: total } = await pageWithCount(page, rows, async () => ({ count: await count(), countCapped: false }), false);
  return { rows: found, count: total };
}

/** The count of countUpToCap: over at most `cap` + 1 matching rows. */
function countQuery(db: Executor, table: PgTable, where: SQL | undefined, cap: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  return db.select({ value: count() }).from(matching);
}

/**
 * How many rows of `table` match `where`, reading at most `cap` + 1 of them: exact up to the cap, past it the cap and
 * `countCapped`, so a count costs the same however many rows the platform holds.
 */
export async function countUpToCap(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  cap = LIST_COUNT_CAP,
): Promise<{ count: number; countCapped: boolean }> {
  const [row] = await countQuery(db, table, where, cap);
  return cappedCount(Number(row?.value ?? 0), cap);
}

/** The same with `where`'s placeholders filled from `values`, the statement built once per shape. */
export async function countUpToCapBound(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  values: Record<string, unknown>,
  cap = LIST_COUNT_CAP,
): Promise<{ count: number; countCapped: boolean }> {
  const [row] = await runPrepared(db, `count up to ${cap} of ${getTableName(table)}`, [where], values, () => countQuery(db, table, where, cap));
  return cappedCount(Number(row?.value ?? 0), cap);
}
