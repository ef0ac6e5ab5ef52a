/**
 * The authorization harness: for every route of ../shared/spec/routes.tsv that the app implements,
 * call it as anonymous, hacker, company, staff and super admin, and check that exactly the roles
 * the file declares get past the role check. Also checks that the code declares the same roles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@bb/domain';
import { readSpecRoutes, toFastifyPath } from './spec-routes.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import { clientAs } from './factories.ts';
import { TestClient } from './test-client.ts';

const CALLERS = ['anonymous', 'hacker', 'company', 'staff', 'superadmin'] as const;
type Caller = (typeof CALLERS)[number];
/** Routes the app has beyond routes.tsv, on purpose. */
const EXTRA_ROUTES = new Set([
  'GET /api/dev/mailbox',
  'PUT /api/uploads/:id/content',
  'POST /api/users/accept-invitation',
  'POST /api/verification/sandbox/complete',
]);
/** Public routes that authenticate the caller by a signature of their own: their 401 is not the role check. */
const OWN_AUTHENTICATION_CODES = new Set(['INVALID_SIGNATURE']);

const fillParams = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

function allowed(who: string[], caller: Caller): boolean {
  if (who.includes('public')) return true;
  if (caller === 'anonymous') return false;
  return who.includes('any') || who.includes(caller);
}

function declaredAs(who: string[]): string {
  return who.includes('public') ? 'public' : who.includes('any') ? 'any' : [...who].sort().join(',');
}

let ctx: TestContext;
const specRoutes = readSpecRoutes();

beforeAll(async () => {
  ctx = await createTestApp();
});

async function callerClient(caller: Caller): Promise<TestClient> {
  if (caller === 'anonymous') return new TestClient(ctx.app);
  return (await clientAs(ctx.app, ctx.db, caller as UserType)).client;
}

describe('authorization harness', () => {
  it('implements at least the account routes', () => {
    const implemented = specRoutes.filter((r) => ctx.app.hasRoute({ method: r.method as 'GET', url: toFastifyPath(r.path) }));
    expect(implemented.length).toBeGreaterThanOrEqual(23);
  });

  it('declares in code the same roles as routes.tsv, and no undeclared route', () => {
    const spec = new Map(specRoutes.map((r) => [`${r.method} ${toFastifyPath(r.path)}`, declaredAs(r.who)]));
    for (const route of ctx.app.declaredRoutes) {
      const key = `${route.method} ${route.url}`;
      if (EXTRA_ROUTES.has(key) || route.url.startsWith('/api/test/')) continue;
      const auth = typeof route.auth === 'string' ? route.auth : [...route.auth].sort().join(',');
      expect({ key, auth }).toEqual({ key, auth: spec.get(key) });
    }
  });

  it('lets exactly the declared roles through every implemented route', async () => {
    const failures: string[] = [];
    for (const route of specRoutes) {
      if (!ctx.app.hasRoute({ method: route.method as 'GET', url: toFastifyPath(route.path) })) continue;
      for (const caller of CALLERS) {
        const client = await callerClient(caller);
        const url = fillParams(route.path);
        const response = route.method === 'GET' ? await client.get(url) : await client.request(route.method as 'POST', url, {});
        const code = response.headers['content-type']?.toString().includes('json') ? response.json().code : undefined;
        const refused =
          (response.statusCode === 401 && !OWN_AUTHENTICATION_CODES.has(code)) ||
          (response.statusCode === 403 && code === 'FORBIDDEN') ||
          code === 'UNAUTHENTICATED';
        const expected = allowed(route.who, caller);
        if (expected && refused) failures.push(`${route.method} ${route.path} refused ${caller} (${response.statusCode} ${code})`);
        if (!expected) {
          const want = caller === 'anonymous' ? [401, 'UNAUTHENTICATED'] : [403, 'FORBIDDEN'];
          if (response.statusCode !== want[0] || code !== want[1])
            failures.push(`${route.method} ${route.path} let ${caller} through (${response.statusCode} ${code})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
