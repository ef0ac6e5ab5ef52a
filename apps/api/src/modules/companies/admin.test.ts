import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP, listQuerySchema } from '@bb/domain';
import { auditLog, companies } from '../../db/schema/index.ts';
import type { AppError } from '../../lib/app-error.ts';
import { planList } from '../../lib/list-query.ts';
import { insertCopies } from '../../test/row-copies.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { assertCompanyActive } from './index.ts';
import { COMPANY_LIST } from './company-lists.ts';
import { addMember, companyWithAdmin, errorOf, signIn, unchanged, VALID_COMPANY } from './companies.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

interface Row {
  id: string;
  name: string;
}
const ids = (body: { results: Row[] }) => body.results.map((r) => r.id);

/** A company registered through the API (unverified), named for searching. */
async function register(overrides: Partial<typeof VALID_COMPANY> = {}) {
  const owner = await signIn(ctx);
  const company = (await owner.client.post('/api/companies', { ...VALID_COMPANY, ...overrides })).json();
  return { owner, id: company.id as string };
}

describe('GET /api/companies (super admin)', () => {
  it('lists companies with team figures, filtered, searched and sorted', async () => {
    const { client } = await signIn(ctx, 'superadmin');
    const alpha = await register({ name: 'Zeta Alphaworks', businessname: 'Zeta S.p.A.', sector: 'FOOD', vat: '06363391001' });
    await addMember(ctx, alpha.id, { role: 'ADMIN', isBlocked: true });
    await addMember(ctx, alpha.id);
    const beta = await register({
      name: 'Beta Foods',
      businessname: 'Alphaworks Holding S.r.l.',
      sector: 'FOOD',
      country: 'DEU',
      vat: 'DE136695976',
      cap: '10115',
    });
    await client.post(`/api/companies/${beta.id}/verify`);

    const search = (await client.get('/api/companies?search=alphaworks&sort=name')).json();
    expect(ids(search)).toEqual([beta.id, alpha.id]);
    expect(search.results[1]).toEqual({
      id: alpha.id,
      name: 'Zeta Alphaworks',
      businessname: 'Zeta S.p.A.',
      vat: '06363391001',
      country: 'ITA',
      sector: 'FOOD',
      employees: 'SMALL',
      picture: null,
      isVerified: false,
      createdAt: expect.any(String),
      membersCount: 3,
      adminsCount: 1,
      owner: { userId: alpha.owner.user.id, username: alpha.owner.user.username, email: alpha.owner.user.email, firstName: 'Test', lastName: 'User' },
    });

    expect(ids((await client.get('/api/companies?search=alphaworks&isVerified=false')).json())).toEqual([alpha.id]);
    expect(ids((await client.get('/api/companies?search=alphaworks&country=DEU')).json())).toEqual([beta.id]);
    expect((await client.get('/api/companies?search=alphaworks&sector__in=FOOD,RETAIL')).json().count).toBe(2);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await client.get(`/api/companies?search=alphaworks&createdAt__gte=${future}`)).json()).toEqual({ count: 0, countCapped: false, results: [] });
    expect((await client.get(`/api/companies?search=alphaworks&createdAt__lte=${future}&sort=-createdAt`)).json().count).toBe(2);
  });

  it('pages with a count under the same conditions', async () => {
    const { client } = await signIn(ctx, 'superadmin');
    for (const n of [1, 2, 3]) await register({ name: `Pager ${n}` });
    const page = (await client.get('/api/companies?search=pager&sort=name&size=2&page=2')).json();
    expect([page.count, page.results.map((r: Row) => r.name)]).toEqual([3, ['Pager 3']]);
  });

  it('counts up to the cap, and says "more than" past it', async () => {
    const { client } = await signIn(ctx, 'superadmin');
    const staff = await signIn(ctx, 'staff');
    const source = await companyWithAdmin(ctx, { isVerified: true });
    const countOf = async (caller: typeof client, url: string) => {
      const page = (await caller.get(url)).json();
      return [page.count, page.countCapped];
    };
    const copy = (copies: number, name: SQL) =>
      insertCopies(ctx.db, 'companies', sql`id = ${source.companyId}`, copies, { name, reference_code: sql`'COPY-' || ${name}` });
    await copy(LIST_COUNT_CAP, sql`'Copiata ' || n`);
    // A search by words is counted from its page: the rows up to it, "more" while more follow, exact on the last page.
    const lastPage = `/api/companies?search=copiata&page=${LIST_COUNT_CAP / 10}`;
    expect(await countOf(client, '/api/companies?search=copiata')).toEqual([10, true]);
    expect(await countOf(client, lastPage)).toEqual([LIST_COUNT_CAP, false]);
    await copy(1, sql`'Copiata in più'`);
    expect(await countOf(client, lastPage)).toEqual([LIST_COUNT_CAP, true]);
    expect(await countOf(staff.client, '/api/companies/verified?search=copiata')).toEqual([10, true]);
    expect(await countOf(client, '/api/companies?search=copiata in')).toEqual([1, false]);
    // Past the end a page tells nothing: the matches are counted, up to the cap.
    expect(await countOf(client, '/api/companies?search=copiata&page=500')).toEqual([LIST_COUNT_CAP, true]);
    expect(await countOf(client, '/api/companies')).toEqual([LIST_COUNT_CAP, true]);
  });

  it('refuses filters and sorts off the allow-list with 400 INVALID_FILTER', async () => {
    const { client } = await signIn(ctx, 'superadmin');
    for (const query of ['referenceCode=BB-X', 'sort=vat', 'isVerified=maybe', 'sector=PIRACY', 'createdAt__gte=yesterday'])
      expect(errorOf(await client.get(`/api/companies?${query}`))).toEqual([400, 'INVALID_FILTER']);
  });

  it('searches with ILIKE that the trigram indexes serve, and treats % as a character', async () => {
    const { client } = await signIn(ctx, 'superadmin');
    await register({ name: '100% Secure' });
    expect((await client.get(`/api/companies?search=${encodeURIComponent('0% s')}`)).json().count).toBe(1);

    const plan = planList(listQuerySchema.parse({ search: 'alpha' }), COMPANY_LIST);
    const query = ctx.db.select({ id: companies.id }).from(companies).where(plan.where).getSQL();
    const text = await ctx.db.transaction(async (tx) => {
      // The test tables are tiny; forbid sequential scans to see which indexes the query can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(text).toContain('companies_name_trgm_idx');
    expect(text).toContain('companies_businessname_trgm_idx');
  });
});

describe('GET /api/companies/verified (staff, super admin)', () => {
  it('lists only verified companies, and refuses the isVerified filter', async () => {
    const staff = await signIn(ctx, 'staff');
    const pending = await register({ name: 'Verifiedlist Pending' });
    const verified = await companyWithAdmin(ctx, { isVerified: true });
    const response = (await staff.client.get('/api/companies/verified?size=100')).json();
    expect(ids(response)).toContain(verified.companyId);
    expect(ids(response)).not.toContain(pending.id);
    expect(errorOf(await staff.client.get('/api/companies/verified?isVerified=false'))).toEqual([400, 'INVALID_FILTER']);
  });
});

describe('GET /api/companies/{id} and POST /api/companies/{id}/verify', () => {
  it('shows staff the company with its reference code and team figures', async () => {
    const staff = await signIn(ctx, 'staff');
    const { id, owner } = await register();
    const detail = (await staff.client.get(`/api/companies/${id}`)).json();
    expect(detail).toMatchObject({
      id,
      isVerified: false,
      referenceCode: expect.stringMatching(/^BB-/),
      firstCallBookedAt: null,
      membersCount: 1,
      adminsCount: 1,
    });
    expect(detail.owner.userId).toBe(owner.user.id);
    expect(errorOf(await staff.client.get('/api/companies/00000000-0000-4000-8000-000000000000'))).toEqual([404, 'NOT_FOUND']);
  });

  it('verifies with an audit record; verifying again changes and records nothing', async () => {
    const { user: admin, client } = await signIn(ctx, 'superadmin');
    const { id, owner } = await register();
    const response = await client.post(`/api/companies/${id}/verify`);
    expect([response.statusCode, response.json().isVerified]).toEqual([200, true]);
    expect((await owner.client.get('/api/companies/me')).json().isVerified).toBe(true);
    const records = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.verify'), eq(auditLog.targetId, id)))
      .orderBy(desc(auditLog.createdAt));
    expect(records).toEqual([expect.objectContaining({ actorId: admin.id, targetType: 'company', details: { name: 'Acme', businessname: 'Acme S.r.l.' } })]);

    const again = await unchanged(ctx, () => client.post(`/api/companies/${id}/verify`));
    expect([again.statusCode, again.json().isVerified]).toEqual([200, true]);
  });

  it('answers 404 for unknown companies, changing nothing', async () => {
    const { client } = await signIn(ctx, 'superadmin');
    expect(errorOf(await unchanged(ctx, () => client.post('/api/companies/00000000-0000-4000-8000-000000000000/verify')))).toEqual([404, 'NOT_FOUND']);
  });

  it('lets only super admins verify', async () => {
    const staff = await signIn(ctx, 'staff');
    const { id } = await register();
    expect(errorOf(await unchanged(ctx, () => staff.client.post(`/api/companies/${id}/verify`)))).toEqual([403, 'FORBIDDEN']);
  });
});

describe('assertCompanyActive', () => {
  const codeOf = async (companyId: string) => {
    try {
      await assertCompanyActive(ctx.db, companyId);
      return 'ok';
    } catch (error) {
      return (error as AppError).code;
    }
  };

  it('refuses unapproved companies with COMPANY_NOT_ACTIVE and passes verified ones', async () => {
    const { id } = await register();
    expect(await codeOf(id)).toBe('COMPANY_NOT_ACTIVE');
    const verified = await companyWithAdmin(ctx, { isVerified: true });
    expect(await codeOf(verified.companyId)).toBe('ok');
    expect(await codeOf('00000000-0000-4000-8000-000000000000')).toBe('NOT_FOUND');
  });
});
