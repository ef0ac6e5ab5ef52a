import { arrayContains, arrayOverlaps, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { OPEN_PROGRAM_STATUSES, PROGRAM_STATUSES, TARGET_TYPES, type ListQuery, type ProgramStatus, type TargetType } from '@bb/domain';
import { programListCounts, programs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListSpec } from '../../lib/list-query.ts';
import { inline, sharedCondition, type Bind } from '../../lib/prepared-statements.ts';
import { statusList } from './programs.policy.ts';

/**
 * Program lists: every filter has an index that starts with it (status, is_managed, is_public,
 * company_id, then created_at), name goes through the trigram index and tags through GIN.
 */
export const PROGRAM_LIST: ListSpec = {
  filters: {
    name: { column: programs.name, types: ['icontains'] },
    status: { column: programs.status, types: ['eq', 'in'], values: PROGRAM_STATUSES },
    isManaged: { column: programs.isManaged, types: ['eq'], kind: 'boolean' },
    isPublic: { column: programs.isPublic, types: ['eq'], kind: 'boolean' },
    company: { column: programs.companyId, types: ['eq'], kind: 'uuid' },
    createdAt: { column: programs.createdAt, types: ['gte', 'lte'], kind: 'date' },
  },
  search: [programs.name],
  sort: { createdAt: programs.createdAt, name: programs.name },
  defaultSort: '-createdAt',
  tiebreaker: programs.id,
};

/** What each list shows by default, on top of what the caller may see (programs.policy.ts). */
export const LIST_DEFAULTS = {
  /** Staff and super admins: every program but drafts (a draft is still the company's own business). */
  all: sharedCondition(sql`${programs.status} <> 'draft'`),
  /** A company's programs: drafts are listed apart, deleted ones are gone. */
  company: sharedCondition(sql`${programs.status} not in ${statusList(['draft', 'deleted'])}`),
  drafts: sharedCondition(sql`${programs.status} = 'draft'`),
} satisfies Record<string, SQL>;

/** A company lists its own programs: the company filter is the server's. */
export const COMPANY_PROGRAM_LIST: ListSpec = {
  ...PROGRAM_LIST,
  filters: Object.fromEntries(Object.entries(PROGRAM_LIST.filters).filter(([key]) => key !== 'company')),
};

const isTargetType = (value: string): value is TargetType => (TARGET_TYPES as readonly string[]).includes(value);

/**
 * The tag filter (`tag=API`, `tag__in=API,DOMAIN`) is an array test the generic planner does not
 * know, so it is taken out of the query first: answers the rest of the query and the condition (its values through `bind`).
 */
export function takeTagFilter(query: ListQuery, bind: Bind = inline): { rest: ListQuery; condition: SQL | undefined } {
  const { tag, tag__in: tagIn, ...rest } = query;
  const invalid = (key: string) => new AppError('INVALID_FILTER', { [key]: ['validation.invalid'] });
  if (tag) {
    if (!isTargetType(tag)) throw invalid('tag');
    return { rest: rest as ListQuery, condition: arrayContains(programs.tags, bind([tag])) };
  }
  if (tagIn) {
    const values = tagIn.split(',').filter(Boolean);
    if (!values.length || !values.every(isTargetType)) throw invalid('tag__in');
    return { rest: rest as ListQuery, condition: arrayOverlaps(programs.tags, bind(values)) };
  }
  return { rest: rest as ListQuery, condition: undefined };
}

const PAGING = new Set(['page', 'size', 'sort']);

/**
 * Conditions on the trigger-kept counters equivalent to the query's filters, for staff and the
 * public part of a hacker's list; null when a filter (name, company, dates, several tags, search)
 * needs a real count. Values were checked by the planner and `takeTagFilter` already.
 */
export function counterConditions(query: ListQuery, audience: 'staff' | 'hacker'): SQL[] | null {
  const conditions: SQL[] =
    audience === 'staff'
      ? [ne(programListCounts.status, 'draft')]
      : [inArray(programListCounts.status, [...OPEN_PROGRAM_STATUSES]), eq(programListCounts.isPublic, true)];
  let tag = '';
  for (const [key, raw] of Object.entries(query)) {
    if (PAGING.has(key) || raw === undefined || raw === '') continue;
    const value = String(raw);
    switch (key) {
      case 'status':
        conditions.push(eq(programListCounts.status, value as ProgramStatus));
        break;
      case 'status__in':
        conditions.push(inArray(programListCounts.status, value.split(',').filter(Boolean) as ProgramStatus[]));
        break;
      case 'isManaged':
        conditions.push(eq(programListCounts.isManaged, value === 'true'));
        break;
      case 'isPublic':
        conditions.push(eq(programListCounts.isPublic, value === 'true'));
        break;
      case 'tag':
        tag = value;
        break;
      default:
        return null;
    }
  }
  conditions.push(eq(programListCounts.tag, tag));
  return conditions;
}
