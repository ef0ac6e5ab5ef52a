/**
 * GET /api/users/hackers/export.csv and /api/users/staff/export.csv: the super admin's Hackers and Triagers tabs as
 * files, read back. Each holds its own kind of user only, for the list's search and filters; a name written as a
 * formula comes back with a leading apostrophe; only super admins, as for the lists.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { downloadCsv, listIds } from '../../test/csv-export.ts';
import { clientAs, createUser, unique, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { errorOf } from '../companies/companies.test-support.ts';

let ctx: TestContext;
let admin: { user: TestUser; client: TestClient };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await clientAs(ctx.app, ctx.db, 'superadmin');
});

describe('GET /api/users/hackers/export.csv', () => {
  it('writes the hackers the list finds, with their identity check in words, and no other kind of user', async () => {
    const tag = unique('hx');
    const verified = await createUser(ctx.db, { username: `${tag}_a`, firstName: '+39 Anna' });
    const blocked = await createUser(ctx.db, { username: `${tag}_b`, isBlocked: true });
    const company = await createUser(ctx.db, { userType: 'company', username: `${tag}_company` });
    const staff = await createUser(ctx.db, { userType: 'staff', username: `${tag}_staff` });
    await ctx.db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, verified.id));

    const file = await downloadCsv(admin.client, `/api/users/hackers/export.csv?search=${tag}&sort=username`);
    expect(file.header).toEqual(['Username', 'First name', 'Last name', 'Email', 'Status', 'Registered on', 'Identity verification', 'ID']);
    expect(file.rows.map((row) => row.ID)).toEqual([verified.id, blocked.id]);
    expect(file.rows.map((row) => row.ID)).toEqual(await listIds(admin.client, `/api/users/hackers?size=100&search=${tag}&sort=username`));
    expect(file.rows.map((row) => row.ID)).not.toContain(company.id);
    expect(file.rows.map((row) => row.ID)).not.toContain(staff.id);
    expect(file.rows[0]).toMatchObject({ 'First name': "'+39 Anna", Email: verified.email, Status: 'Active', 'Identity verification': 'Accepted' });
    expect(file.rows[1]).toMatchObject({ Status: 'Blocked', 'Identity verification': 'Not started' });

    admin.client.language = 'it';
    const approved = await downloadCsv(admin.client, `/api/users/hackers/export.csv?search=${tag}&kycStatus=approved&delimiter=semicolon`, ';');
    expect(approved.rows.map((row) => row.ID)).toEqual([verified.id]);
    expect(approved.rows[0]).toMatchObject({ Stato: 'Attivo', 'Verifica identità': 'Accettata' });
    admin.client.language = 'en';
    // The list's own rule: a search of fewer than three characters is refused.
    expect(errorOf(await admin.client.get('/api/users/hackers/export.csv?search=ab'))).toEqual([422, 'VALIDATION_ERROR']);
  });
});

describe('GET /api/users/staff/export.csv', () => {
  it('writes the triagers the list finds, removed ones with the date, and no hacker', async () => {
    const tag = unique('sx');
    const active = await createUser(ctx.db, { userType: 'staff', username: `${tag}_anna` });
    const removed = await createUser(ctx.db, { userType: 'staff', username: `${tag}_bruno` });
    const hacker = await createUser(ctx.db, { username: `${tag}_hacker` });
    await ctx.db
      .update(users)
      .set({ deactivatedAt: sql`now()` })
      .where(eq(users.id, removed.id));

    const file = await downloadCsv(admin.client, `/api/users/staff/export.csv?search=${tag}&sort=username`);
    expect(file.header).toEqual(['Username', 'First name', 'Last name', 'Email', 'Status', 'Registered on', 'Removed on', 'ID']);
    expect(file.rows.map((row) => row.ID)).toEqual([active.id, removed.id]);
    expect(file.rows.map((row) => row.ID)).not.toContain(hacker.id);
    expect(file.rows[0]).toMatchObject({ Status: 'Active', 'Removed on': '' });
    expect(file.rows[1]?.Status).toBe('Removed');
    expect(file.rows[1]?.['Removed on']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    admin.client.language = 'it';
    const onlyRemoved = await downloadCsv(admin.client, `/api/users/staff/export.csv?search=${tag}&isRemoved=true&delimiter=semicolon`, ';');
    expect(onlyRemoved.header).toContain('Rimosso il');
    expect(onlyRemoved.rows.map((row) => row.ID)).toEqual([removed.id]);
    admin.client.language = 'en';
  });

  it('refuses anyone but super admins, like the lists', async () => {
    for (const path of ['/api/users/staff/export.csv', '/api/users/hackers/export.csv']) {
      expect(errorOf(await new TestClient(ctx.app).get(path))).toEqual([401, 'UNAUTHENTICATED']);
      for (const userType of ['hacker', 'company', 'staff'] as const) {
        const caller = await clientAs(ctx.app, ctx.db, userType);
        expect({ path, userType, answer: errorOf(await caller.client.get(path)) }).toEqual({ path, userType, answer: [403, 'FORBIDDEN'] });
      }
    }
  });
});
