import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { tinyPdf, tinyPng, uploadFile } from '../uploads/uploads.test-support.ts';
import { BANK, en, errorOf, hacker, ITALIAN_REGIME, signIn, unchanged } from './hackers.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const PROFILE = {
  profileDescription: '  Web and API security.  ',
  skills: [' xss ', '', 'sqli', 'xss'],
  cv: null,
  website: 'https://alice.example',
  linkedin: '',
  twitter: null,
  discord: 'alice#1234',
  github: 'https://github.com/alice',
};
const PERSONAL = { firstName: 'Alice', lastName: 'Rossi', dateOfBirth: '1990-05-17', birthPlace: 'Torino', countryOfBirth: 'ITA', countryOfResidence: 'DEU' };

describe('GET and PUT /api/profile', () => {
  it('starts empty, then saves the Profile tab: trimmed bio, skills without empties or repeats, empty links as null', async () => {
    const { client, user } = await hacker(ctx);
    expect((await client.get('/api/profile')).json()).toMatchObject({
      id: user.id,
      username: user.username,
      profileDescription: null,
      skills: [],
      cv: null,
      website: null,
      dateOfBirth: null,
    });
    const saved = (await client.put('/api/profile', PROFILE)).json();
    expect(saved).toMatchObject({
      profileDescription: 'Web and API security.',
      skills: ['xss', 'sqli'],
      website: 'https://alice.example',
      linkedin: null,
      twitter: null,
      discord: 'alice#1234',
    });
  });

  it('saves the Personal information tab without touching the Profile tab', async () => {
    const { client } = await hacker(ctx);
    await client.put('/api/profile', PROFILE);
    const saved = (await client.put('/api/profile', PERSONAL)).json();
    expect(saved).toMatchObject({ ...PERSONAL, skills: ['xss', 'sqli'], profileDescription: 'Web and API security.' });
    expect((await client.get('/api/users/me')).json()).toMatchObject({ firstName: 'Alice', lastName: 'Rossi' });
  });

  it('attaches an uploaded CV (pdf), readable by anyone signed in', async () => {
    const { client } = await hacker(ctx);
    const id = await uploadFile(ctx, client, 'cv', tinyPdf(), 'application/pdf', 'cv.pdf');
    expect((await client.put('/api/profile', { cv: id })).json().cv).toEqual({ id, fileName: 'cv.pdf', fileType: 'application/pdf' });
    expect((await ctx.db.select().from(uploads).where(eq(uploads.id, id)))[0]).toMatchObject({ attachedKind: 'hacker_cv' });
    const company = await signIn(ctx, 'company');
    expect((await company.client.get(`/api/uploads/${id}`)).statusCode).toBe(200);
    expect((await client.put('/api/profile', { cv: null })).json().cv).toBeNull();
  });

  it.each([
    ['a link that is not http', { github: 'javascript:alert(1)' }, { github: [en('validation.company.website')] }],
    ['a future birth date', { dateOfBirth: '2999-01-01' }, { dateOfBirth: [en('validation.hacker.dateOfBirth')] }],
    ['a country that is not ISO alpha-3', { countryOfResidence: 'IT' }, { countryOfResidence: [en('validation.hacker.country')] }],
    ['an empty first name', { firstName: '  ' }, { firstName: [en('validation.required')] }],
    ['too many skills', { skills: Array.from({ length: 51 }, (_, i) => `skill${i}`) }, { skills: [en('validation.hacker.skills')] }],
    ['a bio over 2000 characters', { profileDescription: 'x'.repeat(2001) }, { profileDescription: [en('validation.name.max')] }],
  ])('refuses %s with 422, changing nothing', async (_case, body, fields) => {
    const { client } = await hacker(ctx);
    await client.put('/api/profile', { ...PROFILE, ...PERSONAL });
    const response = await unchanged(ctx, () => client.put('/api/profile', body, { 'accept-language': 'en' }));
    expect([response.statusCode, response.json().fields]).toEqual([422, fields]);
  });

  it("refuses someone else's upload and a picture as CV with 422 on cv, changing nothing", async () => {
    const { client } = await hacker(ctx);
    const other = await hacker(ctx);
    const theirs = await uploadFile(ctx, other.client, 'cv', tinyPdf(), 'application/pdf');
    const picture = await uploadFile(ctx, client, 'picture', tinyPng(), 'image/png');
    for (const cv of [theirs, picture]) {
      const response = await unchanged(ctx, () => client.put('/api/profile', { ...PROFILE, cv }, { 'accept-language': 'en' }));
      expect([response.statusCode, Object.keys(response.json().fields)]).toEqual([422, ['cv']]);
    }
  });

  it('is for hackers only', async () => {
    const company = await signIn(ctx, 'company');
    expect(errorOf(await unchanged(ctx, () => company.client.put('/api/profile', PROFILE)))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await company.client.get('/api/profile'))).toEqual([403, 'FORBIDDEN']);
  });
});

describe('public profile, stats and hacktivity', () => {
  it('shows the profile to any signed-in user without personal, tax or bank data', async () => {
    const owner = await hacker(ctx, { points: 40 });
    await owner.client.put('/api/profile', { ...PROFILE, ...PERSONAL });
    await owner.client.put('/api/payments/settings/regime', ITALIAN_REGIME);
    await owner.client.put('/api/payments/settings/payment', BANK);
    const company = await signIn(ctx, 'company');
    const response = await company.client.get(`/api/profile/${owner.user.id}`);
    expect(response.json()).toEqual({
      id: owner.user.id,
      username: owner.user.username,
      picture: null,
      profileDescription: 'Web and API security.',
      skills: ['xss', 'sqli'],
      cv: null,
      website: 'https://alice.example',
      linkedin: null,
      twitter: null,
      discord: 'alice#1234',
      github: 'https://github.com/alice',
      countryOfResidence: 'DEU',
      joinedAt: expect.any(String),
      isBlocked: false,
    });
    const secrets = ['IT60X0542811101000000123456', 'BCITITMM', 'RSSMRA80A01H501U', '1990-05-17'];
    for (const secret of [...secrets, 'Rossi']) expect(response.body).not.toContain(secret);
    const anonymous = new TestClient(ctx.app);
    const lists = [
      anonymous.get('/api/leaderboard?size=100'),
      anonymous.get('/api/programs/hall-of-fame?size=100'),
      company.client.get(`/api/profile/${owner.user.id}/stats`),
      company.client.get(`/api/users/profile/${owner.user.id}`),
    ];
    for (const listed of await Promise.all(lists)) {
      expect(listed.statusCode).toBe(200);
      for (const secret of secrets) expect(listed.body).not.toContain(secret);
    }
    expect((await anonymous.get('/api/leaderboard?size=100')).body).toContain(owner.user.username);
  });

  it('gives rank, points and report counts (none sent yet)', async () => {
    const first = await hacker(ctx, { points: 1_000_000 });
    const viewer = await signIn(ctx, 'staff');
    expect((await viewer.client.get(`/api/profile/${first.user.id}/stats`)).json()).toEqual({
      rank: 1,
      points: 1_000_000,
      reportsSent: 0,
      reportsAccepted: 0,
      effectiveness: null,
    });
    const unranked = await hacker(ctx);
    expect((await viewer.client.get(`/api/profile/${unranked.user.id}/stats`)).json()).toEqual({
      rank: null,
      points: 0,
      reportsSent: 0,
      reportsAccepted: 0,
      effectiveness: null,
    });
    expect((await viewer.client.get(`/api/profile/${first.user.id}/hacktivity?page=1&size=10`)).json()).toEqual({ count: 0, results: [] });
  });

  it('answers 404 for users who are not hackers, deactivated hackers and unknown ids', async () => {
    const viewer = await hacker(ctx);
    const company = await signIn(ctx, 'company');
    const gone = await hacker(ctx);
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.user.id));
    for (const id of [company.user.id, gone.user.id, '00000000-0000-4000-8000-000000000000']) {
      for (const path of ['', '/stats', '/hacktivity']) expect(errorOf(await viewer.client.get(`/api/profile/${id}${path}`))).toEqual([404, 'NOT_FOUND']);
    }
    expect(errorOf(await new TestClient(ctx.app).get(`/api/profile/${viewer.user.id}`))).toEqual([401, 'UNAUTHENTICATED']);
  });
});
