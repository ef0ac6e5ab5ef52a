import { PUBLIC_PROGRAMS_PAGE_SIZE } from '@bb/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { programPoints, programs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { errorOf, signIn } from '../companies/companies.test-support.ts';
import { activeProgram, createProgram, fundedCompany, target } from '../programs/programs.test-support.ts';

let ctx: TestContext;
/** Signed out: no cookie at all. */
const visit = (url: string) => ctx.app.inject({ method: 'GET', url });

/** Open public programs of the fixture, newest first (the directory's order). */
const listed: { id: string; name: string }[] = [];
let hidden: Record<'private' | 'pending' | 'draft' | 'deleted', string>;
let alpha: { id: string; companyId: string };

beforeAll(async () => {
  ctx = await createTestApp();
  // Older programs, written directly (the list counters follow by trigger): they fill the first page.
  const owner = await fundedCompany(ctx, 0);
  const filler = Array.from({ length: PUBLIC_PROGRAMS_PAGE_SIZE - 1 }, (_, i) => ({
    companyId: owner.companyId,
    name: `Filler ${String(i).padStart(2, '0')}`,
    status: 'active' as const,
    isPublic: true,
    isManaged: true,
    tags: ['DOMAIN' as const],
    createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
  }));
  const inserted = await ctx.db.insert(programs).values(filler).returning({ id: programs.id, name: programs.name });
  listed.push(...inserted.reverse().map((row) => ({ id: row.id, name: row.name ?? '' })));

  const a = await activeProgram(ctx, { name: 'Alpha Shop' });
  alpha = { id: a.program.id, companyId: a.companyId };
  const beta = await activeProgram(ctx, {
    name: 'Beta Mobile',
    isManaged: false,
    scope: [target({ name: 'app', type: 'MOBILE_ANDROID', criticalPrize: 3500 })],
  });
  const gamma = await activeProgram(ctx, { name: 'Gamma Paused' });
  expect((await gamma.client.put(`/api/programs/${gamma.program.id}/pause`, { isPaused: true })).statusCode).toBe(200);
  listed.unshift({ id: gamma.program.id, name: 'Gamma Paused' }, { id: beta.program.id, name: 'Beta Mobile' }, { id: alpha.id, name: 'Alpha Shop' });

  const privateOne = await activeProgram(ctx, { name: 'Alpha Private', isPublic: false });
  const company = await fundedCompany(ctx);
  const pending = await createProgram(company.client, company.companyId, { name: 'Alpha Pending' });
  const draft = await company.client.post('/api/programs/draft', {
    company: company.companyId,
    name: 'Alpha Draft',
    isPublic: true,
    scope: [{ name: 'example.com' }],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const deleted = await activeProgram(ctx, { name: 'Alpha Deleted' });
  const removal = await deleted.client.delete(`/api/programs/${deleted.program.id}`);
  expect(removal.statusCode, removal.body).toBe(200);
  hidden = { private: privateOne.program.id, pending: pending.id, draft: (draft.json() as { id: string }).id, deleted: deleted.program.id };
});

describe('GET /api/programs/public', () => {
  it('lists the open public programs only, newest first, a page at a time, to a signed-out visitor', async () => {
    const first = await visit('/api/programs/public');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().count).toBe(listed.length);
    expect(first.json().results.map((card: { id: string }) => card.id)).toEqual(listed.slice(0, PUBLIC_PROGRAMS_PAGE_SIZE).map((one) => one.id));
    const second = (await visit('/api/programs/public?page=2')).json();
    expect(second).toMatchObject({ count: listed.length });
    expect(second.results.map((card: { id: string }) => card.id)).toEqual(listed.slice(PUBLIC_PROGRAMS_PAGE_SIZE).map((one) => one.id));
    const everything = [...first.json().results, ...second.results].map((card: { id: string }) => card.id);
    for (const id of Object.values(hidden)) expect(everything).not.toContain(id);
    expect((await visit('/api/programs/public?page=3')).json()).toEqual({ count: listed.length, results: [] });
  });

  it('answers cards with exactly the public fields (no budget figures)', async () => {
    const cards = (await visit('/api/programs/public?search=alpha')).json().results;
    expect(cards).toHaveLength(1);
    expect(Object.keys(cards[0]).sort()).toEqual(['company', 'createdAt', 'id', 'isManaged', 'name', 'reward', 'status', 'tags']);
    expect(cards[0]).toMatchObject({
      id: alpha.id,
      name: 'Alpha Shop',
      status: 'active',
      tags: ['WEB_APPLICATION', 'API'],
      isManaged: true,
      reward: 2000,
      company: { id: alpha.companyId, picture: null },
    });
    expect(Object.keys(cards[0].company).sort()).toEqual(['id', 'name', 'picture']);
  });

  it('filters by name, target type and management, with exact counts', async () => {
    const names = async (query: string) => {
      const body = (await visit(`/api/programs/public?${query}`)).json();
      return { count: body.count, names: body.results.map((card: { name: string }) => card.name) };
    };
    // The search goes through the trigram index; a draft, pending, private or deleted "Alpha ..." is not found.
    expect(await names('search=ALPHA')).toEqual({ count: 1, names: ['Alpha Shop'] });
    expect(await names('search=Filler%2001')).toEqual({ count: 1, names: ['Filler 01'] });
    expect(await names('type=MOBILE_ANDROID')).toEqual({ count: 1, names: ['Beta Mobile'] });
    expect(await names('type=API')).toEqual({ count: 2, names: ['Gamma Paused', 'Alpha Shop'] });
    expect(await names('management=self-managed')).toEqual({ count: 1, names: ['Beta Mobile'] });
    expect((await names('management=managed')).count).toBe(listed.length - 1);
    expect(await names('type=API&management=managed&search=gamma')).toEqual({ count: 1, names: ['Gamma Paused'] });
    expect(await names('type=CIDR')).toEqual({ count: 0, names: [] });
    expect((await visit('/api/programs/public?type=MOBILE_ANDROID')).json().results[0]).toMatchObject({ isManaged: false, reward: 3500 });
  });

  it('refuses a bad query with 422 VALIDATION_ERROR on the field', async () => {
    for (const [query, field] of [
      ['type=NOPE', 'type'],
      ['page=0', 'page'],
      ['management=both', 'management'],
    ] as const) {
      const response = await visit(`/api/programs/public?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: expect.any(Array) } });
    }
  });

  it('does not take the place of GET /api/programs/:id (still a signed-in route)', async () => {
    expect(errorOf(await visit(`/api/programs/${alpha.id}`))[0]).toBe(401);
  });
});

describe('GET /api/programs/:id/public', () => {
  it('shows the program with its response times and hall of fame to a signed-out visitor', async () => {
    const [alice, bob] = [await signIn(ctx, 'hacker'), await signIn(ctx, 'hacker')];
    await ctx.db.insert(programPoints).values([
      { programId: alpha.id, hackerId: alice.user.id, points: 5 },
      { programId: alpha.id, hackerId: bob.user.id, points: 40 },
    ]);
    const page = await visit(`/api/programs/${alpha.id}/public`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ id: alpha.id, name: 'Alpha Shop', status: 'active', reward: 2000, policy: null });
    expect(body).not.toHaveProperty('budget');
    expect(body.responseTimes).toMatchObject({ programId: alpha.id, windowDays: expect.any(Number), targets: expect.any(Array) });
    expect(body.hallOfFame).toEqual([
      { position: 1, hackerId: bob.user.id, name: bob.user.username, score: 40 },
      { position: 2, hackerId: alice.user.id, name: alice.user.username, score: 5 },
    ]);
    expect((await visit(`/api/programs/${listed[0]!.id}/public`)).json()).toMatchObject({ status: 'paused', hallOfFame: [] });
  });

  it('answers 404 NOT_FOUND for a private, pending, draft, deleted or unknown program', async () => {
    for (const id of [...Object.values(hidden), '00000000-0000-4000-8000-000000000000']) {
      expect(errorOf(await visit(`/api/programs/${id}/public`)), id).toEqual([404, 'NOT_FOUND']);
    }
  });
});
