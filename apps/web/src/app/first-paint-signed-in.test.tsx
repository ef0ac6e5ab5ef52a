import { describe, expect, it } from 'vitest';
import { buildHackerStats } from '../features/dashboard/components/test-fixtures.ts';
import { programCard } from '../features/programs/components/test-fixtures.ts';
import { INERT_MARK } from '../lib/first-paint.ts';
import { buildUser, mockFetch } from '../test/render.tsx';
import { renderSignedInFirstPaint, type ApiCall } from './first-paint-server.tsx';

const hacker = buildUser({ userType: 'hacker', username: 'giulia' });

/** The API as the server's paint asks it: the session's user, the programs list, the unread count. */
function apiFor(user: ReturnType<typeof buildUser> | null, overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/users/session': () => ({ body: { user } }),
    'GET /api/programs': () => ({
      body: {
        count: 2,
        results: [programCard({ name: 'Portale clienti' }), programCard({ id: 'b'.repeat(8) + '-0000-4000-8000-000000000002', name: 'App </script> mobile' })],
      },
    }),
    'GET /api/notifications/unread-count': () => ({ body: { unread: 3 } }),
    ...overrides,
  });
}

const paint = (url: string, api: { fetchMock: ApiCall }) => renderSignedInFirstPaint(url, 'it', api.fetchMock);
/** The HTML without the comments React puts between adjacent texts ("@<!-- -->giulia"). */
const joined = (html: string) => html.replaceAll('<!-- -->', '');

describe("the server's paint of a signed-in page", () => {
  it('renders the whole page with the answers of the calls it makes, and hands those answers on', async () => {
    const api = apiFor(hacker);
    const painted = await paint('/programs', api);
    expect(painted).not.toBeNull();
    expect(painted!.html).toContain('Portale clienti');
    expect(painted!.html).toContain('App &lt;/script&gt; mobile');
    // The layout too: the user's name in the sidebar, the phone header's unread count.
    expect(joined(painted!.html)).toContain('@giulia');
    const asked = api.calls.map(({ url }) => url.split('?')[0]);
    expect(new Set(asked)).toEqual(new Set(['/api/users/session', '/api/programs', '/api/notifications/unread-count']));
    expect(api.calls.every(({ init }) => (init?.method ?? 'GET') === 'GET')).toBe(true);
    const answered = painted!.answers.queries.map((query) => query.queryKey[0]);
    expect(answered).toEqual(expect.arrayContaining(['users', 'programs']));
    expect(painted!.answers.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it("paints a hacker's dashboard with its figures, the chart's place kept until the app draws it", async () => {
    const api = apiFor(hacker, {
      'GET /api/stats/dashboard': () => ({ body: buildHackerStats({ rank: 12, points: 340 }) }),
      'GET /api/profile/completion': () => ({ body: { kycCompleted: true, taxRegimeConfigured: false, ibanConfigured: false, progressPercentage: 33 } }),
    });
    const painted = await paint('/dashboard', api);
    expect(painted).not.toBeNull();
    const html = joined(painted!.html);
    expect(html).toMatch(/data-testid="hacker-rank"[^>]*>12°</);
    expect(html).toMatch(/data-testid="hacker-points"[^>]*>340</);
    expect(html).toContain('33%');
    // The chart's canvas in its place, its size kept (nothing moves when the app draws on it) and its summary said.
    expect(html).toMatch(/height:calc\(15rem[^"]*"[^>]*><!--\$--><canvas role="img"[^>]*aria-label="[^"]*ricompense/);
    const answered = painted!.answers.queries.map((query) => query.queryKey.join('/'));
    expect(answered).toEqual(expect.arrayContaining(['stats/dashboard', 'profile/completion']));
  });

  it('asks each call once, however many renders the page needs', async () => {
    const api = apiFor(hacker);
    await paint('/programs?tab=all', api);
    const asked = api.calls.map(({ url }) => url);
    expect(asked.length).toBe(new Set(asked).size);
  });

  it('paints nothing that acts before the app has started: buttons say they are disabled, fields are read-only, each marked', async () => {
    const painted = (await paint('/programs', apiFor(hacker)))!;
    const buttons = painted.html.match(/<button[^>]*>/g) ?? [];
    const fields = painted.html.match(/<(input|textarea)[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(0);
    expect(fields.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button).toMatch(/aria-disabled="true"/);
    for (const field of fields) expect(field).toMatch(/ readonly/);
    for (const field of fields) expect(field).toMatch(/aria-disabled="true"/);
    // A control names the inert attributes it was given, for the app to take them away; one it had is not named.
    expect(painted.html).toContain(`${INERT_MARK}="aria-disabled"`);
    expect(painted.html).toContain(`${INERT_MARK}="readonly aria-disabled"`);
    for (const field of fields) expect(field.match(/ readonly/g)).toHaveLength(1);
  });

  it('paints nothing for a visitor without a session, or one who must first enrol in two-factor', async () => {
    expect(await paint('/programs', apiFor(null))).toBeNull();
    expect(await paint('/programs', apiFor(buildUser({ otpEnrollmentRequired: true })))).toBeNull();
  });

  it('paints nothing when a call fails: the app asks again and says why', async () => {
    const api = apiFor(hacker, { 'GET /api/programs': () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'down' } }) });
    expect(await paint('/programs', api)).toBeNull();
  });

  it('leaves the pages it does not paint to the app, without asking anything', async () => {
    const api = apiFor(hacker);
    for (const url of ['/wallet', '/programs/new', '/reports', '/auth/login']) expect(await paint(url, api)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('sends a page unpainted while four paints are under way, and paints again once they are done', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const api = apiFor(hacker);
    const held: ApiCall = async (url, init) => {
      await gate;
      return api.fetchMock(url, init);
    };
    const underWay = [1, 2, 3, 4].map(() => renderSignedInFirstPaint('/programs', 'it', held));
    const shed = apiFor(hacker);
    expect(await paint('/programs', shed)).toBeNull();
    expect(shed.calls).toEqual([]);
    open();
    for (const painted of await Promise.all(underWay)) expect(painted).not.toBeNull();
    expect(await paint('/programs', apiFor(hacker))).not.toBeNull();
  });

  it('keeps each paint to its own session, however many run at once', async () => {
    const names = ['anna', 'bruno', 'carla', 'dario'];
    const painted = await Promise.all(names.map((username) => paint('/programs', apiFor(buildUser({ userType: 'hacker', username })))));
    painted.forEach((page, index) => {
      expect(joined(page!.html)).toContain(`@${names[index]}`);
      for (const other of names.filter((_, at) => at !== index)) expect(joined(page!.html)).not.toContain(`@${other}`);
    });
  });
});
