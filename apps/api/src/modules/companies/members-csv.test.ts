/**
 * GET /api/companies/{id}/members/export.csv: a company's team as a file, read back. The rows are the team list's for
 * the same search and filters; a member sees their own company's team only (another company's is 404, as the list),
 * a super admin any company's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadCsv, listIds } from '../../test/csv-export.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { addMember, companyWithAdmin, errorOf, signIn } from './companies.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const userIdsOf = async (client: TestClient, url: string) =>
  ((await client.get(url)).json() as { results: { userId: string }[] }).results.map((member) => member.userId);

describe('GET /api/companies/{id}/members/export.csv', () => {
  it("writes the team's members as its list finds them, roles and statuses in words, and nobody of another company", async () => {
    const { user: admin, client, companyId } = await companyWithAdmin(ctx);
    const finance = await addMember(ctx, companyId, { role: 'FINANCE', firstName: '@Contabile' });
    const invited = await addMember(ctx, companyId, { role: 'VIEWER', inviteStatus: 'pending' });
    const blocked = await addMember(ctx, companyId, { role: 'TRIAGER', isBlocked: true });
    const other = await companyWithAdmin(ctx);
    const outsider = await addMember(ctx, other.companyId, { role: 'FINANCE' });

    const file = await downloadCsv(client, `/api/companies/${companyId}/members/export.csv`);
    expect(file.header).toEqual(['First name', 'Last name', 'Username', 'Email', 'Role', 'Status', 'Added on', 'User ID']);
    expect(file.rows.map((row) => row['User ID'])).toEqual(await userIdsOf(client, `/api/companies/${companyId}/members?size=100`));
    expect(file.rows.map((row) => row['User ID'])).toEqual([admin.id, finance.user.id, invited.user.id, blocked.user.id]);
    expect(file.rows.map((row) => row['User ID'])).not.toContain(outsider.user.id);
    expect(file.rows.map((row) => [row.Role, row.Status])).toEqual([
      ['Administrator', 'Active'],
      ['Finance', 'Active'],
      ['Viewer', 'Invitation pending'],
      ['Triager', 'Blocked'],
    ]);
    expect(file.rows[1]?.['First name']).toBe("'@Contabile");

    client.language = 'it';
    const finances = await downloadCsv(client, `/api/companies/${companyId}/members/export.csv?role=FINANCE&delimiter=semicolon`, ';');
    expect(finances.rows).toHaveLength(1);
    expect(finances.rows[0]).toMatchObject({ Ruolo: 'Amministrazione e finanza', Stato: 'Attivo', 'ID utente': finance.user.id });

    // Another company's team does not exist for a member, as for the list; a super admin reads any.
    expect(errorOf(await client.get(`/api/companies/${other.companyId}/members/export.csv`))).toEqual([404, 'NOT_FOUND']);
    const superadmin = await signIn(ctx, 'superadmin');
    const theirs = await downloadCsv(superadmin.client, `/api/companies/${other.companyId}/members/export.csv`);
    expect(theirs.rows.map((row) => row['User ID'])).toEqual([other.user.id, outsider.user.id]);
    expect(await listIds(superadmin.client, `/api/companies/${other.companyId}/members`)).toHaveLength(2);
  });

  it('refuses an anonymous caller, a hacker and staff, as the list does', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const path = `/api/companies/${companyId}/members/export.csv`;
    expect(errorOf(await new TestClient(ctx.app).get(path))).toEqual([401, 'UNAUTHENTICATED']);
    for (const userType of ['hacker', 'staff'] as const) {
      const caller = await signIn(ctx, userType);
      expect(errorOf(await caller.client.get(path))).toEqual(errorOf(await caller.client.get(`/api/companies/${companyId}/members`)));
      expect(errorOf(await caller.client.get(path))).toEqual([403, 'FORBIDDEN']);
    }
  });
});
