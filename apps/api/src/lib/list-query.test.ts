import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listQuerySchema, USER_TYPES } from '@bb/domain';
import { users } from '../db/schema/index.ts';
import { createUser } from '../test/factories.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import {
  countFromPage,
  pageWithCount,
  pagingParts,
  planBoundList,
  planList,
  searchesWords,
  type BoundListPlan,
  type ListPlan,
  type ListSpec,
} from './list-query.ts';
import { Bindings, runPrepared } from './prepared-statements.ts';
import { AppError } from './app-error.ts';

const spec: ListSpec = {
  filters: {
    userType: { column: users.userType, types: ['eq', 'in'], values: USER_TYPES },
    username: { column: users.username, types: ['icontains', 'exact'] },
    isBlocked: { column: users.isBlocked, types: ['eq'], kind: 'boolean' },
    createdAt: { column: users.createdAt, types: ['gte', 'lte'], kind: 'date' },
  },
  search: [users.username, users.email],
  sort: { createdAt: users.createdAt, username: users.username },
  defaultSort: '-createdAt',
  tiebreaker: users.id,
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.db, { username: 'list_alpha', userType: 'hacker' });
  await createUser(ctx.db, { username: 'list_beta', userType: 'company' });
  await createUser(ctx.db, { username: 'list_gamma%', userType: 'staff', isBlocked: true });
});

/** The test's list: usernames of a page, and the count. */
const usernames = (plan: ListPlan | BoundListPlan) =>
  ctx.db
    .select({ username: users.username })
    .from(users)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
const total = (plan: ListPlan | BoundListPlan) => ctx.db.select({ value: count() }).from(users).where(plan.where);
const listed = (rows: { username: string }[], [counted]: { value: number }[]) => ({ count: Number(counted!.value), results: rows.map((r) => r.username) });

async function inlineList(query: Record<string, string>) {
  const plan = planList(listQuerySchema.parse(query), spec);
  return listed(await usernames(plan), await total(plan));
}

/** How many statements the bound lists built (once per shape, not per request). */
let built = 0;
const counting =
  <T>(build: () => T) =>
  () => {
    built++;
    return build();
  };

/** The same list with the values bound as placeholders, its statements kept per shape. */
async function boundList(query: Record<string, string>) {
  const bindings = new Bindings();
  const plan = planBoundList(listQuerySchema.parse(query), spec, bindings);
  const rows = await runPrepared(
    ctx.db,
    'test users page',
    [plan.where, ...pagingParts(plan)],
    bindings.values,
    counting(() => usernames(plan)),
  );
  return listed(
    rows,
    await runPrepared(
      ctx.db,
      'test users count',
      [plan.where],
      bindings.values,
      counting(() => total(plan)),
    ),
  );
}

/** Both ways, which must agree. */
async function list(query: Record<string, string>) {
  const inline = await inlineList(query);
  expect(await boundList(query), JSON.stringify(query)).toEqual(inline);
  return inline;
}

describe('list query helper', () => {
  it('filters with eq, in, icontains and booleans', async () => {
    expect((await list({ userType: 'company', username__icontains: 'list_' })).results).toEqual(['list_beta']);
    expect((await list({ userType__in: 'hacker,staff', username__icontains: 'LIST_', sort: 'username' })).results).toEqual(['list_alpha', 'list_gamma%']);
    expect((await list({ isBlocked: 'true', search: 'list_' })).results).toEqual(['list_gamma%']);
  });

  it('treats % and _ typed by users as plain characters', async () => {
    expect((await list({ search: 'gamma%' })).results).toEqual(['list_gamma%']);
    expect((await list({ search: 'a%' })).results).toEqual(['list_gamma%']);
  });

  it('sorts ascending or descending and pages with a count', async () => {
    const page1 = await list({ username__icontains: 'list_', sort: '-username', size: '2' });
    expect(page1).toEqual({ count: 3, results: ['list_gamma%', 'list_beta'] });
    expect((await list({ username__icontains: 'list_', sort: '-username', size: '2', page: '2' })).results).toEqual(['list_alpha']);
  });

  it.each([
    [{ passwordHash__eq: 'x' }],
    [{ username__gte: 'a' }],
    [{ username__icontains__x: 'a' }],
    [{ userType: 'pirate' }],
    [{ createdAt__gte: 'not-a-date' }],
    [{ isBlocked: 'yes' }],
    [{ sort: 'passwordHash' }],
    [{ sort: 'createdAt; drop table users' }],
  ])('refuses %o with INVALID_FILTER and never builds SQL from it', (query) => {
    expect(() => planList(listQuerySchema.parse(query), spec)).toThrowError(AppError);
    try {
      planList(listQuerySchema.parse(query), spec);
    } catch (error) {
      expect((error as AppError).code).toBe('INVALID_FILTER');
      expect((error as AppError).status).toBe(400);
    }
  });

  it('survives SQL injection payloads as values', async () => {
    const payloads = (await import('../../../../test-data/payloads/sqli.json', { with: { type: 'json' } })).default.payloads as string[];
    for (const payload of payloads.slice(0, 60)) {
      const result = await list({ search: payload.slice(0, 200), username__icontains: payload.slice(0, 200) });
      expect(result.count).toBe(0);
    }
    const [total] = await ctx.db.select({ value: count() }).from(users);
    expect(Number(total!.value)).toBe(3);
  });

  it('builds a bound statement once per shape: the same filters with other values, in any order, reuse it', async () => {
    await list({ userType: 'company', username__icontains: 'list_' });
    const before = built;
    expect((await list({ username__icontains: 'gamma', userType: 'staff' })).results).toEqual(['list_gamma%']);
    expect((await list({ userType: 'hacker', username__icontains: 'alpha' })).results).toEqual(['list_alpha']);
    expect((await list({ userType__in: 'hacker', sort: 'username' })).results).toEqual(['list_alpha']);
    // The first two reused the statements of the shape above; `in` with one value then three is one more shape.
    expect((await list({ userType__in: 'hacker,staff,company', sort: 'username' })).results).toEqual(['list_alpha', 'list_beta', 'list_gamma%']);
    expect(built - before).toBe(2);
  });

  it('counts a search by words from its page, read with one row more', () => {
    expect(searchesWords(listQuerySchema.parse({ search: 'rossi' }))).toBe(true);
    expect(searchesWords(listQuerySchema.parse({ username__icontains: 'ross' }))).toBe(true);
    expect(searchesWords(listQuerySchema.parse({ userType: 'hacker', search: '' }))).toBe(false);
    const page = (number: number) => ({ limit: 10, offset: (number - 1) * 10 });
    expect(countFromPage(page(1), 11)).toEqual({ count: 10, countCapped: true });
    expect(countFromPage(page(3), 4)).toEqual({ count: 24, countCapped: false });
    expect(countFromPage(page(1), 0)).toEqual({ count: 0, countCapped: false });
    // A page past the end tells nothing: the caller counts for real.
    expect(countFromPage(page(4), 0)).toBeNull();
    const bindings = new Bindings();
    expect(planBoundList(listQuerySchema.parse({ search: 'x' }), spec, bindings, { oneMore: true }).page).toEqual({ limit: 10, offset: 0, counted: true });
    expect(Object.values(bindings.values)).toContain(11);
  });

  it("reads an export's rows from the first, past the page size, in the list's order, and counts nothing", async () => {
    const query = listQuerySchema.parse({ username__icontains: 'list_', sort: 'username', page: '2', size: '1' });
    const reach = { kind: 'rows', rows: 200 } as const;
    const plan = planList(query, spec, reach);
    expect({ limit: plan.limit, offset: plan.offset, counted: plan.counted }).toEqual({ limit: 200, offset: 0, counted: false });
    expect((await usernames(plan)).map((row) => row.username)).toEqual(['list_alpha', 'list_beta', 'list_gamma%']);
    const bindings = new Bindings();
    // A search's extra row is for a page's count: an export asks for its rows only.
    expect(planBoundList(query, spec, bindings, { oneMore: true, reach }).page).toEqual({ limit: 200, offset: 0, counted: false });
    expect(Object.values(bindings.values)).toEqual(expect.arrayContaining([200, 0]));
    expect(Object.values(bindings.values)).not.toContain(201);
    let counted = 0;
    const read = await pageWithCount(plan, Promise.resolve(['a', 'b']), () => Promise.resolve({ count: ++counted, countCapped: false }), false);
    expect(read).toEqual({ rows: ['a', 'b'], count: 2, countCapped: false });
    expect(counted).toBe(0);
  });
});
