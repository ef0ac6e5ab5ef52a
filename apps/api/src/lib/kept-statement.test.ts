import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { companies, companyMembers, users } from '../db/schema/index.ts';
import { createCompany, createUser } from '../test/factories.ts';
import { useFileDatabase } from '../test/test-database.ts';
import { keptStatement } from './kept-statement.ts';

let db: Database;
useFileDatabase(3, async (opened) => {
  db = opened;
  const admin = await createUser(db, { userType: 'company' });
  await createCompany(db, admin.id);
  await createUser(db, { userType: 'hacker' });
});

describe('a kept statement run on the driver (kept-statement.ts)', () => {
  it('answers the rows Drizzle would, decoded the same: dates, numbers, nulls, computed and aliased fields', async () => {
    const query = () =>
      db
        .select({
          id: users.id,
          email: users.email,
          createdAt: users.createdAt,
          deactivatedAt: users.deactivatedAt,
          companyName: companies.name,
          upper: sql<string>`upper(${users.email})`,
          members: sql<number>`(select count(*) from ${companyMembers})`.mapWith(Number),
          since: sql<Date>`${users.createdAt}`.mapWith(users.createdAt).as('since'),
        })
        .from(users)
        .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
        .leftJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(users.isBlocked, sql.placeholder('blocked')))
        .orderBy(asc(users.createdAt), asc(users.id));
    const drizzles = query().prepare('');
    const kept = keptStatement(drizzles);
    expect(kept).not.toBe(drizzles);

    const rows = await kept.execute({ blocked: false });
    expect(rows).toEqual(await drizzles.execute({ blocked: false }));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(rows[0]!.since).toBeInstanceOf(Date);
    expect(typeof rows[0]!.members).toBe('number');
    expect(rows.some((row) => row.companyName === null)).toBe(true);
    expect(rows.every((row) => row.deactivatedAt === null)).toBe(true);
    expect(await kept.execute({ blocked: true })).toEqual([]);
  });

  it('nests rows as Drizzle does: an inner-joined object, a left-joined one null where it matched nothing', async () => {
    const query = () =>
      db
        .select({
          user: { id: users.id, email: users.email, createdAt: users.createdAt, deactivatedAt: users.deactivatedAt },
          // Left-joined: null for the hacker, who belongs to no company; its first column decides, as in Drizzle.
          membership: { role: companyMembers.role, since: companyMembers.createdAt },
          company: { name: companies.name, id: companies.id, upper: sql<string>`upper(${companies.name})` },
          // A left-joined table's column first, a computed one beside it: only columns count, so the object is null too.
          mixed: { companyId: companies.id, constant: sql<number>`1`.mapWith(Number) },
          email: users.email,
        })
        .from(users)
        .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
        .leftJoin(companies, eq(companies.id, companyMembers.companyId))
        .orderBy(asc(users.createdAt), asc(users.id));
    const drizzles = query().prepare('');
    const kept = keptStatement(drizzles);
    expect(kept).not.toBe(drizzles);

    const rows = await kept.execute();
    expect(rows).toEqual(await drizzles.execute());
    expect(rows.some((row) => row.company === null && row.membership === null)).toBe(true);
    const member = rows.find((row) => row.company !== null)!;
    expect(member.user.createdAt).toBeInstanceOf(Date);
    expect(member.membership!.since).toBeInstanceOf(Date);
    expect(member.company!.upper).toBe(member.company!.name.toUpperCase());
    expect(rows.find((row) => row.company === null)!.mixed).toBeNull();
    expect(member.mixed).toEqual({ companyId: member.company!.id, constant: 1 });
  });

  it('keeps an inner-joined object even where its first column is null', async () => {
    const query = () =>
      db
        .select({ member: { companyId: companyMembers.companyId }, user: { deactivatedAt: users.deactivatedAt, id: users.id } })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId));
    const drizzles = query().prepare('');
    const rows = await keptStatement(drizzles).execute();
    expect(rows).toEqual(await drizzles.execute());
    expect(rows[0]!.user).toEqual({ deactivatedAt: null, id: expect.any(String) });
  });

  it("runs a whole table's select, whose fields are its columns", async () => {
    const plain = db.select().from(users).orderBy(users.id).prepare('');
    const kept = keptStatement(plain);
    expect(kept).not.toBe(plain);
    expect(await kept.execute()).toEqual(await plain.execute());
  });

  it('refuses a missing value as Drizzle does', async () => {
    const kept = keptStatement(
      db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .prepare(''),
    );
    await expect(kept.execute({})).rejects.toThrow('No value for placeholder "email"');
  });
});
