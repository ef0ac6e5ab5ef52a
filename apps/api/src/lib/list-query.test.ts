import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listQuerySchema, USER_TYPES } from '@bb/domain';
import { users } from '../db/schema/index.ts';
import { createUser } from '../test/factories.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { planList, type ListSpec } from './list-query.ts';
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

async function list(query: Record<string, string>) {
  const plan = planList(listQuerySchema.parse(query), spec);
  const rows = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(users).where(plan.where);
  return { count: Number(total!.value), results: rows.map((r) => r.username) };
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
});
