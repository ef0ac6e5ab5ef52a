import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../db/schema/index.ts';
import { Bindings, shapeOf, sharedCondition } from './prepared-statements.ts';

describe('the shape of a kept statement', () => {
  it('is the same for the same conditions whatever their bound values', () => {
    const first = new Bindings();
    const second = new Bindings();
    expect(shapeOf([eq(users.email, first.bind('a@example.com'))])).toBe(shapeOf([eq(users.email, second.bind('b@example.com'))]));
    expect(first.values).toEqual({ p0: 'a@example.com' });
  });

  it('tells apart a value that was not bound, so that a statement never answers for another value', () => {
    expect(shapeOf([eq(users.email, 'a@example.com')])).not.toBe(shapeOf([eq(users.email, 'b@example.com')]));
    expect(shapeOf([eq(users.email, 'a@example.com')])).toBe(shapeOf([eq(users.email, 'a@example.com')]));
  });

  it('tells apart other columns, another order of parts and a missing part', () => {
    const bound = new Bindings();
    const email = eq(users.email, bound.bind('x'));
    const username = eq(users.username, bound.bind('x'));
    expect(shapeOf([email])).not.toBe(shapeOf([username]));
    expect(shapeOf([email, username])).not.toBe(shapeOf([username, email]));
    expect(shapeOf([email, undefined])).not.toBe(shapeOf([email]));
  });
});

describe('a shared condition', () => {
  const make = () => sql`${users.userType} in ('hacker', 'company') and ${users.points} > ${10}`;

  it('has the shape the walk writes, first and later, alone and inside per-request conditions', () => {
    const shared = sharedCondition(make());
    const around = (condition: ReturnType<typeof make>) => [and(condition, eq(users.email, new Bindings().bind('a@example.com'))), condition];
    const walkedEachTime = shapeOf(around(make()));
    expect(shapeOf(around(shared))).toBe(walkedEachTime);
    expect(shapeOf(around(shared))).toBe(walkedEachTime);
    expect(shapeOf([shared])).toBe(shapeOf([make()]));
  });

  it('still tells apart a condition that differs from it', () => {
    const shared = sharedCondition(make());
    expect(shapeOf([shared])).not.toBe(shapeOf([sql`${users.userType} in ('hacker', 'company') and ${users.points} > ${11}`]));
    expect(shapeOf([and(shared, sql`true`)])).not.toBe(shapeOf([shared]));
  });
});

describe('the shape read by walking the conditions', () => {
  const walked = (key: string) => key.startsWith('w');

  it("walks the lists' conditions without rendering them: comparisons, lists, templates with values, tables and paging", () => {
    const bound = new Bindings();
    const conditions = [
      and(eq(users.userType, bound.bind('hacker')), or(ilike(users.email, bound.bind('%a%')), inArray(users.id, bound.bind(['x'])))),
      sql`${users.points} > ${10} and exists (select 1 from ${companies} where ${companies.id} = ${bound.bind('id')})`,
      sql`${users.createdAt} < ${new Date('2026-01-01T00:00:00Z')} and ${users.isBlocked} = ${false}`,
    ];
    expect(walked(shapeOf(conditions))).toBe(true);
    expect(walked(shapeOf([inArray(users.username, ['a', 'b'])]))).toBe(true);
    expect(walked(shapeOf([sql.placeholder('limit').getSQL()]))).toBe(true);
  });

  it('never gives two different statements one key: nesting, string pieces, values and their types tell them apart', () => {
    const shapes = [
      shapeOf([sql`a${sql`b`}`]),
      shapeOf([sql`ab`]),
      shapeOf([sql`a(b)`]),
      shapeOf([sql`a${'b'}`]),
      shapeOf([sql`a${1}`]),
      shapeOf([sql`a${'1'}`]),
      shapeOf([sql`a${true}`]),
      shapeOf([sql`a${null}`]),
      shapeOf([sql`a${[1, 2]}`]),
      shapeOf([sql`a${users.email}`]),
      shapeOf([sql`a${users.username}`]),
      shapeOf([sql`a${companies.name}`]),
      // SQL text that reads like the key of a value or of nesting
      shapeOf([sql.raw('astring:"b"')]),
      shapeOf([sql.raw('a[s1:b]')]),
    ];
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('renders through the dialect what it cannot walk, under keys of their own', () => {
    const inlined = sql`a${'b'}`.inlineParams();
    const key = shapeOf([inlined]);
    expect(key.startsWith('d')).toBe(true);
    expect(key).toBe(shapeOf([sql`a${'b'}`.inlineParams()]));
    expect(key).not.toBe(shapeOf([sql`a${'c'}`.inlineParams()]));
  });
});
