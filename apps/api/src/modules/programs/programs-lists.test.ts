import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@bb/domain';
import { programAdmissions } from '../../db/schema/index.ts';
import { insertCopies } from '../../test/row-copies.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { errorOf, signIn } from '../companies/companies.test-support.ts';
import { buildDefaultPolicyPdf } from './default-policy.ts';
import { activeProgram, createProgram, fundedCompany, setCoupon, target } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

type Card = { id: string; name: string; status: string };
const ids = (response: { json: () => { results: Card[] } }) => response.json().results.map((card) => card.id);

describe('who sees which program', () => {
  it('hackers see open public programs, and private ones only once admitted; never pending ones', async () => {
    const open = await activeProgram(ctx, { name: 'Pubblico' });
    const hidden = await activeProgram(ctx, { name: 'Privato', isPublic: false });
    const pending = await createProgram(open.client, open.companyId, { name: 'In attesa' });
    const hacker = await signIn(ctx, 'hacker');

    const list = await hacker.client.get('/api/programs?size=100');
    expect(ids(list)).toContain(open.program.id);
    expect(ids(list)).not.toContain(hidden.program.id);
    expect(ids(list)).not.toContain(pending.id);
    expect((await hacker.client.get(`/api/programs/${open.program.id}`)).json()).toMatchObject({ name: 'Pubblico', abilities: { edit: false, pause: false } });
    expect(errorOf(await hacker.client.get(`/api/programs/${hidden.program.id}`))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await hacker.client.get(`/api/programs/${pending.id}`))).toEqual([404, 'NOT_FOUND']);

    await ctx.db.insert(programAdmissions).values({ programId: hidden.program.id, hackerId: hacker.user.id, source: 'invitation', status: 'pending' });
    expect(errorOf(await hacker.client.get(`/api/programs/${hidden.program.id}`))).toEqual([404, 'NOT_FOUND']);
    await ctx.db
      .update(programAdmissions)
      .set({ status: 'accepted' })
      .where(sql`${programAdmissions.hackerId} = ${hacker.user.id}`);
    expect((await hacker.client.get(`/api/programs/${hidden.program.id}`)).statusCode).toBe(200);
    expect(ids(await hacker.client.get('/api/programs?size=100'))).toContain(hidden.program.id);
    const stranger = await signIn(ctx, 'hacker');
    expect(ids(await stranger.client.get('/api/programs?size=100'))).not.toContain(hidden.program.id);
  });

  it('companies list only their own programs; staff and super admins all but drafts', async () => {
    const a = await activeProgram(ctx, { name: 'Della A' });
    const b = await activeProgram(ctx, { name: 'Della B', isPublic: false });
    const mine = await a.client.get('/api/programs');
    expect(ids(mine)).toEqual([a.program.id]);
    // The same shape for another company: the statement kept for the first answers with the second's own programs.
    expect(ids(await b.client.get('/api/programs'))).toEqual([b.program.id]);
    expect(ids(await a.client.get('/api/programs/my-company'))).toEqual([a.program.id]);
    expect(errorOf(await a.client.get(`/api/programs?company=${b.companyId}`))).toEqual([400, 'INVALID_FILTER']);
    for (const userType of ['staff', 'superadmin'] as const) {
      const { client } = await signIn(ctx, userType);
      const all = await client.get('/api/programs?size=100');
      expect(ids(all)).toEqual(expect.arrayContaining([a.program.id, b.program.id]));
    }
  });

  it('anonymous callers get nothing', async () => {
    expect(errorOf(await new TestClient(ctx.app).get('/api/programs'))).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe('GET /api/programs filters and sort (staff)', () => {
  it('filters by name, status, isManaged, isPublic, tag, company and creation date, and sorts by name', async () => {
    const company = await fundedCompany(ctx, 100_000);
    const made = {
      alpha: await createProgram(company.client, company.companyId, {
        name: 'Zeta Alpha',
        isManaged: false,
        verificationService: false,
        scope: [target({ type: 'CIDR' })],
      }),
      beta: await createProgram(company.client, company.companyId, { name: 'Beta Banca', isPublic: false }),
      gamma: await createProgram(company.client, company.companyId, { name: 'Gamma Banca' }),
    };
    const staff = await signIn(ctx, 'staff');
    await staff.client.post(`/api/programs/${made.gamma.id}/approve`);
    const query = async (q: string) => ids(await staff.client.get(`/api/programs?company=${company.companyId}&${q}`));

    expect(await query('sort=name')).toEqual([made.beta.id, made.gamma.id, made.alpha.id]);
    expect(await query('sort=-createdAt')).toEqual([made.gamma.id, made.beta.id, made.alpha.id]);
    expect(await query('name__icontains=banca&sort=name')).toEqual([made.beta.id, made.gamma.id]);
    expect(await query('search=ALPHA')).toEqual([made.alpha.id]);
    expect(await query('status=active')).toEqual([made.gamma.id]);
    expect(await query('status=pending')).toEqual([made.beta.id, made.alpha.id]);
    expect(await query('status__in=pending,active&sort=name')).toEqual([made.beta.id, made.gamma.id, made.alpha.id]);
    expect(await query('isManaged=false')).toEqual([made.alpha.id]);
    expect(await query('isPublic=false')).toEqual([made.beta.id]);
    expect(await query('tag=CIDR')).toEqual([made.alpha.id]);
    expect(await query('tag__in=CIDR,API&sort=name')).toEqual([made.beta.id, made.gamma.id, made.alpha.id]);
    expect(await query('createdAt__gte=2999-01-01')).toEqual([]);
    expect(await query(`createdAt__lte=${new Date(Date.now() + 60_000).toISOString()}&sort=name`)).toHaveLength(3);

    for (const bad of ['tag=LINK', 'status=unknown', 'sort=budget', 'isManaged=yes', 'owner=1', 'company=not-a-uuid']) {
      expect(errorOf(await staff.client.get(`/api/programs?${bad}`)), bad).toEqual([400, 'INVALID_FILTER']);
    }
  });

  it('answers the card fields of the spec', async () => {
    const { program, staff } = await activeProgram(ctx, { name: 'Carta' });
    const card = (await staff.client.get(`/api/programs?name__icontains=Carta`)).json().results.find((c: Card) => c.id === program.id);
    expect(Object.keys(card).sort()).toEqual(
      [
        'budget',
        'budgetLeftPercentage',
        'company',
        'createdAt',
        'effectiveness',
        'id',
        'initialBudget',
        'isManaged',
        'isPublic',
        'name',
        'pendingReportsCount',
        'remainingBudget',
        'reward',
        'status',
        'tags',
        'updatedAt',
      ].sort(),
    );
    expect(card).toMatchObject({ budget: 7500, budgetLeftPercentage: 100, effectiveness: null, pendingReportsCount: 0, reward: 2000, status: 'active' });
  });
});

describe('queries per request', () => {
  it('reads a page of any size and a program page in a fixed number of queries (no N+1)', async () => {
    const company = await fundedCompany(ctx, 1_000_000);
    for (let i = 0; i < 12; i++)
      await createProgram(company.client, company.companyId, { scope: [target(), target({ type: 'API' }), target({ type: 'CIDR' })] });
    // The pool behind drizzle: every statement goes through its query method.
    const pool = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const original = pool.query.bind(pool);
    let queries = 0;
    pool.query = (...args: unknown[]) => {
      queries++;
      return original(...args);
    };
    try {
      const counted = async (url: string) => {
        queries = 0;
        expect((await company.client.get(url)).statusCode).toBe(200);
        return queries;
      };
      const small = await counted('/api/programs/my-company?size=2');
      const large = await counted('/api/programs/my-company?size=12');
      expect(small).toBeGreaterThanOrEqual(2);
      expect(large).toBe(small);
      const someId = (await company.client.get('/api/programs/my-company?size=1')).json().results[0].id;
      expect(await counted(`/api/programs/${someId}`)).toBeLessThanOrEqual(small + 1);
    } finally {
      pool.query = original;
    }
  });
});

describe('list counts', () => {
  it('the trigger-kept counters always equal a real count, through creations, status changes, edits and deletions', async () => {
    const { client, companyId, program, staff } = await activeProgram(ctx, { scope: [target({ type: 'CIDR' }), target({ type: 'API' })] });
    const second = await createProgram(client, companyId, { isPublic: false, isManaged: false, verificationService: false });
    await client.post('/api/programs/draft', { company: companyId, name: 'Bozza', scope: [{ type: 'DOMAIN' }] });
    await client.put(`/api/programs/${program.id}/pause`, { isPaused: true });
    await client.patch(`/api/programs/${program.id}`, { scope: [target({ type: 'MOBILE_IOS' })] });
    await client.delete(`/api/programs/${second.id}`);
    const counters = await ctx.db.execute<{ key: string; n: string }>(
      sql`select status || '/' || is_public || '/' || is_managed || '/' || tag as key, sum(n)::text as n from program_list_counts group by 1 having sum(n) <> 0 order by 1`,
    );
    const exact = await ctx.db.execute<{ key: string; n: string }>(sql`
      select status || '/' || is_public || '/' || is_managed || '/' || tag as key, count(*)::text as n
      from programs, unnest(array_append(tags, '')) as tag group by 1 order by 1`);
    expect(counters.rows).toEqual(exact.rows);
    // A count from the counters and one from the rows agree through the API too.
    const fromCounters = (await staff.client.get('/api/programs?status=paused&tag=MOBILE_IOS')).json().count;
    const fromRows = (await staff.client.get('/api/programs?status=paused&tag=MOBILE_IOS&createdAt__gte=2000-01-01')).json().count;
    expect(fromCounters).toBe(fromRows);
    expect(fromCounters).toBeGreaterThanOrEqual(1);
  });

  it('counts what the counters cannot answer up to the cap, and says "more than" past it', async () => {
    const { client, program, staff, companyId } = await activeProgram(ctx, { name: 'Originale unico' });
    const ofCompany = `company=${companyId}`;
    expect(await countOf(staff.client, ofCompany)).toEqual([1, false]);
    await insertCopies(ctx.db, 'programs', sql`id = ${program.id}`, LIST_COUNT_CAP - 1, { name: sql`'Copia ' || n` });
    // The cap itself is exact; one more is "more than".
    expect(await countOf(staff.client, ofCompany)).toEqual([LIST_COUNT_CAP, false]);
    expect(await countOf(client, '')).toEqual([LIST_COUNT_CAP, false]);
    await insertCopies(ctx.db, 'programs', sql`id = ${program.id}`, 1, { name: sql`'Copia in più'` });
    expect(await countOf(staff.client, ofCompany)).toEqual([LIST_COUNT_CAP, true]);
    expect(await countOf(client, '')).toEqual([LIST_COUNT_CAP, true]);
    // The counters stay exact at any size.
    const active = (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from programs where status = 'active'`)).rows[0]!.n;
    expect(await countOf(staff.client, 'status=active')).toEqual([active, false]);
  });

  it('counts a search by words from its page: "more than" while more follow, exact on the last page, for real past the end', async () => {
    const { client, program, staff } = await activeProgram(ctx, { name: 'Cercato 0' });
    await insertCopies(ctx.db, 'programs', sql`id = ${program.id}`, 24, { name: sql`'Cercato ' || n` });
    const hacker = await signIn(ctx, 'hacker');
    for (const caller of [staff.client, hacker.client, client]) {
      expect(await countOf(caller, 'name__icontains=cercato&size=10')).toEqual([10, true]);
      expect(await countOf(caller, 'name__icontains=cercato&size=10&page=2')).toEqual([20, true]);
      expect(await countOf(caller, 'name__icontains=cercato&size=10&page=3')).toEqual([25, false]);
      expect(await countOf(caller, 'search=cercato&size=25')).toEqual([25, false]);
      // A page past the end tells nothing: the matches are counted.
      expect(await countOf(caller, 'name__icontains=cercato&size=10&page=4')).toEqual([25, false]);
    }
    expect((await staff.client.get('/api/programs?name__icontains=cercato&size=10&page=3')).json().results).toHaveLength(5);
  });
});

const countOf = async (caller: TestClient, query: string) => {
  const page = (await caller.get(`/api/programs?${query}`)).json();
  return [page.count, page.countCapped];
};

describe('GET /api/programs/context', () => {
  it('gives the company its floors, fees, tiers, reward defaults, coupon and balance', async () => {
    const { client, companyId } = await fundedCompany(ctx, 1234.5);
    await setCoupon(ctx, companyId, 20, null);
    const context = (await client.get('/api/programs/context')).json();
    expect(context).toMatchObject({
      floors: { low: 100, medium: 300, high: 800, critical: 2000 },
      floorCutoffDate: '2024-11-15',
      managedFeePercent: 10,
      verificationFeePercent: 5,
      retestFee: 50,
      priceTiers: { BASE: 7500, STANDARD: 15000, PREMIUM: 30000 },
      company: { id: companyId, sector: 'TECHNOLOGY', employees: 'SMALL', isVerified: true },
      rewardTiers: { BASE: { low: 200, medium: 720, high: 1800, critical: 4500 }, STANDARD: { low: 300, medium: 1080, high: 2700, critical: 6750 } },
      coupon: { managementDiscount: 20, verificationDiscount: null },
      balance: 1234.5,
    });
  });

  it('lets staff pick the company, or get the platform figures alone', async () => {
    const { companyId } = await fundedCompany(ctx, 10);
    const staff = await signIn(ctx, 'staff');
    expect((await staff.client.get(`/api/programs/context?company=${companyId}`)).json()).toMatchObject({ company: { id: companyId }, balance: 10 });
    expect((await staff.client.get('/api/programs/context')).json()).toMatchObject({ company: null, rewardTiers: null, coupon: null, balance: null });
  });
});

describe('GET /api/programs/default-policy', () => {
  it('serves a well-formed PDF to anyone', async () => {
    const response = await new TestClient(ctx.app).get('/api/programs/default-policy');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // startxref points at the xref table, and every entry at its object.
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(7);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
    expect(text).toContain('(Politica di divulgazione responsabile / Responsible disclosure policy) Tj');
    expect(text).toContain('\\(CVSS 4.0\\)');
    expect(pdf.equals(buildDefaultPolicyPdf())).toBe(true);
  });
});
