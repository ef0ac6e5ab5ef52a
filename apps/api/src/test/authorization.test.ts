/**
 * The authorization harness: for every route of test-data/spec/routes.tsv that the app implements,
 * call it as anonymous, a hacker, a company member of each of the five roles, a company user
 * without a company, staff and a super admin, and check that exactly the callers whose user type
 * the file declares and whose permissions (packages/domain permissions.ts) hold the route's
 * declared permission get past the route's checks. Also checks that the code declares the same
 * user types as the file, and a permission on every non-public route that those types can hold.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  COMPANY_ROLES,
  permissionsOf,
  scopesCover,
  scopesWrite,
  userTypesHolding,
  type CompanyRole,
  type Permission,
  type TokenScopes,
  type UserType,
} from '@bb/domain';
import type { RoutePermission } from '../plugins/types.ts';
import { readSpecRoutes, toFastifyPath } from './spec-routes.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import { clientAs, otpFor, signedInClient, type TestUser } from './factories.ts';
import { TestClient } from './test-client.ts';

interface Caller {
  name: string;
  userType: UserType | null;
  companyRole: CompanyRole | null;
}
const CALLERS: Caller[] = [
  { name: 'anonymous', userType: null, companyRole: null },
  { name: 'hacker', userType: 'hacker', companyRole: null },
  ...COMPANY_ROLES.map((companyRole) => ({ name: `company ${companyRole}`, userType: 'company' as const, companyRole })),
  { name: 'company without a company', userType: 'company', companyRole: null },
  { name: 'staff', userType: 'staff', companyRole: null },
  { name: 'superadmin', userType: 'superadmin', companyRole: null },
];

/** Routes the app has beyond routes.tsv, on purpose. */
const EXTRA_ROUTES = new Set([
  'GET /api/dev/mailbox',
  'PUT /api/uploads/:id/content',
  'POST /api/users/accept-invitation',
  // The activation itself: GET /api/users/activate (routes.tsv) only checks the code, since a GET never changes anything.
  'POST /api/users/activate',
  'GET /api/users/me/otp/recovery-codes',
  'POST /api/users/me/otp/recovery-codes',
  'POST /api/verification/sandbox/complete',
  'GET /api/payments/intents/:id/receipt.pdf',
  'POST /api/payments/intents/:id/skip',
  'POST /api/payments/bank-answers',
  // Making a bank batch: the beneficiaries.xml/.csv GETs of routes.tsv only download a batch already made.
  'POST /api/payments/batches',
  'GET /api/programs/:id/response-times',
  // Who is signed in, answered 200 to a visitor too (GET /api/users/me's 401 was a console error on every signed-out page).
  'GET /api/users/session',
  // Fix verification (issue 20): the retester records the outcome of a report's retest.
  'POST /api/reports/:id/verify-fix',
  'POST /api/reports/:id/fail-fix',
  // Admin features (issue 20): the program review's other answers, coupons, triagers' removal, the public support
  // address and feature switch, the head office and the fiscal data change requests.
  'POST /api/programs/:id/request-changes',
  'POST /api/programs/:id/reject',
  'POST /api/programs/:id/resubmit',
  'GET /api/companies/:id/coupons',
  'PUT /api/companies/:id/coupon',
  'POST /api/users/staff/:id/remove',
  'POST /api/users/staff/:id/restore',
  'GET /api/platform',
  'PATCH /api/companies/me/head-office',
  'GET /api/companies/me/data-changes',
  'POST /api/companies/me/data-changes',
  'GET /api/companies/data-changes',
  'POST /api/companies/data-changes/:id/approve',
  'POST /api/companies/data-changes/:id/reject',
  'POST /api/companies/data-changes/:id/withdraw',
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'POST /api/notifications/:id/read',
  'POST /api/notifications/read-all',
  // The landing of the emails' opt-out links (issue 21): the signed token, not a session, names the user.
  'GET /api/opt',
  'POST /api/opt',
  'POST /api/opt/one-click',
  // The company landing's quote form, demo booking and contact form (issue 21), public and limited per address and email.
  'POST /api/contact-requests',
  // The legal documents and the support wiki (issue 21), public reading.
  'GET /api/legal',
  'GET /api/legal/:document',
  'GET /api/legal/:document/pdf',
  'GET /api/wiki',
  'GET /api/wiki/:id',
  // The public site's program directory (issue 21): open public programs, no budget figures.
  'GET /api/programs/public',
  // The list screens' CSV exports (issue 23): the list route's auth and permission, its filters, sort and visibility.
  'GET /api/reports/export.csv',
  'GET /api/programs/export.csv',
  'GET /api/payments/intents/export.csv',
  'GET /api/companies/export.csv',
  'GET /api/banking/transactions/export.csv',
  'GET /api/banking/company-transfers/export.csv',
  'GET /api/users/staff/export.csv',
  'GET /api/users/hackers/export.csv',
  'GET /api/companies/:id/members/export.csv',
  'GET /api/companies/verified/export.csv',
  'GET /api/admin/audit-log/export.csv',
  // Public like GET /api/leaderboard, with a per-address rate.
  'GET /api/leaderboard/export.csv',
  // A report exported as JSON and PDF (issue 23): whoever may open GET /api/reports/:id, with the same 404.
  'GET /api/reports/:id/export.json',
  'GET /api/reports/:id/export.pdf',
  // Outbound webhooks (issue 23): a company's administrators for its endpoints, super admins for the platform-wide ones.
  'GET /api/integrations/webhooks',
  'POST /api/integrations/webhooks',
  'GET /api/integrations/webhooks/:id',
  'PATCH /api/integrations/webhooks/:id',
  'DELETE /api/integrations/webhooks/:id',
  'POST /api/integrations/webhooks/:id/test',
  'POST /api/integrations/webhooks/:id/rotate-secret',
  'GET /api/integrations/webhooks/:id/deliveries',
  'POST /api/integrations/webhooks/:id/deliveries/:deliveryId/redeliver',
  // The API reference page (issue 23) and the Swagger UI files it loads, public like GET /api/openapi.json.
  'GET /api/docs',
  'GET /api/docs/:file',
  // A user's own API tokens (issue 23), managed from a session only.
  'GET /api/integrations/tokens',
  'POST /api/integrations/tokens',
  'POST /api/integrations/tokens/:id/revoke',
  // The issue tracker (issue 23): the connection is the company administrators'; pushing and syncing, report handlers'.
  'GET /api/integrations/tracker',
  'PUT /api/integrations/tracker',
  'DELETE /api/integrations/tracker',
  'GET /api/reports/:id/tracker-issue',
  'POST /api/reports/:id/tracker-issue',
  'POST /api/reports/:id/tracker-issue/sync',
]);
/** Public routes that authenticate the caller by a signature of their own: their 401 is not the role check. */
const OWN_AUTHENTICATION_CODES = new Set(['INVALID_SIGNATURE']);

const fillParams = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
const permissionsOfRoute = (permission: RoutePermission | null): Permission[] =>
  permission === null ? [] : typeof permission === 'string' ? [permission] : [...permission];

function allowed(who: string[], permission: RoutePermission | null, caller: Caller): boolean {
  if (who.includes('public')) return true;
  if (!caller.userType) return false;
  if (!who.includes('any') && !who.includes(caller.userType)) return false;
  const held = permissionsOf(caller.userType, caller.companyRole);
  return permissionsOfRoute(permission).some((one) => held.has(one));
}

function declaredAs(who: string[]): string {
  return who.includes('public') ? 'public' : who.includes('any') ? 'any' : [...who].sort().join(',');
}

let ctx: TestContext;
const specRoutes = readSpecRoutes();

beforeAll(async () => {
  ctx = await createTestApp();
});

/** One user per caller, a fresh session per call (a route may end the session, e.g. logout). */
const users = new Map<string, Promise<TestUser>>();
async function callerUser(caller: Caller & { userType: UserType }): Promise<TestUser> {
  let user = users.get(caller.name);
  if (!user) {
    user = clientAs(ctx.app, ctx.db, caller.userType, { companyRole: caller.companyRole }).then((made) => made.user);
    users.set(caller.name, user);
  }
  return user;
}
async function callerClient(caller: Caller): Promise<TestClient> {
  if (!caller.userType) return new TestClient(ctx.app);
  return signedInClient(ctx.app, ctx.db, await callerUser({ ...caller, userType: caller.userType }));
}

/** A token of the caller's user, made from a session as a user would (staff and super admins confirm with a code). */
async function callerToken(caller: Caller & { userType: UserType }, scopes: TokenScopes): Promise<string> {
  const user = await callerUser(caller);
  const client = await signedInClient(ctx.app, ctx.db, user);
  const response = await client.post('/api/integrations/tokens', {
    name: 'harness',
    scopes,
    expiresInDays: 7,
    ...(user.otpSecret ? { otp: await otpFor(user) } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`token for ${caller.name}: ${response.body}`);
  return (response.json() as { token: string }).token;
}

interface WalkedRoute {
  method: string;
  path: string;
  who: string[];
  permission: RoutePermission | null;
}

/** The routes of routes.tsv the app implements, and its extra routes held to the user types their code declares. */
function implementedRoutes(): WalkedRoute[] {
  const declared = new Map(ctx.app.declaredRoutes.map((route) => [`${route.method} ${route.url}`, route.permission]));
  const extraRoutes = ctx.app.declaredRoutes
    .filter((route) => EXTRA_ROUTES.has(`${route.method} ${route.url}`) && route.auth !== 'public')
    .map((route) => ({ method: route.method, path: route.url.replace(/:(\w+)/g, '{$1}'), who: route.auth === 'any' ? ['any'] : [...route.auth] }));
  return [...specRoutes, ...extraRoutes]
    .filter((route) => ctx.app.hasRoute({ method: route.method as 'GET', url: toFastifyPath(route.path) }))
    .map((route) => ({ ...route, permission: declared.get(`${route.method} ${toFastifyPath(route.path)}`) ?? null }));
}

const call = (client: TestClient, route: WalkedRoute, headers?: Record<string, string>) => {
  const path = fillParams(route.path);
  return route.method === 'GET' ? client.get(path, headers) : client.request(route.method as 'POST', path, {}, headers);
};
const codeOf = (response: LightMyRequestResponse) => (response.headers['content-type']?.toString().includes('json') ? response.json().code : undefined);

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

  it('declares on every non-public route a permission each of its user types can hold', () => {
    const problems: string[] = [];
    for (const route of ctx.app.declaredRoutes) {
      if (route.auth === 'public') continue;
      const types: readonly UserType[] = route.auth === 'any' ? ['hacker', 'company', 'staff', 'superadmin'] : route.auth;
      const holders = new Set(permissionsOfRoute(route.permission).flatMap(userTypesHolding));
      for (const type of types) if (!holders.has(type)) problems.push(`${route.method} ${route.url}: ${type} can never hold ${String(route.permission)}`);
    }
    expect(problems).toEqual([]);
  });

  it('lets exactly the callers with the declared user type and permission through every implemented route', async () => {
    const routes = implementedRoutes();
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['GET /api/notifications', 'POST /api/payments/intents/{id}/skip', 'GET /api/programs/{id}/response-times']),
    );
    const failures: string[] = [];
    for (const route of routes) {
      // The callers of one route side by side: only refusals are judged, which no caller's call changes for another.
      const answers = await Promise.all(CALLERS.map(async (caller) => ({ caller, response: await call(await callerClient(caller), route) })));
      for (const { caller, response } of answers) {
        const code = codeOf(response);
        const refused =
          (response.statusCode === 401 && !OWN_AUTHENTICATION_CODES.has(code)) ||
          (response.statusCode === 403 && code === 'FORBIDDEN') ||
          code === 'UNAUTHENTICATED';
        const expected = allowed(route.who, route.permission, caller);
        if (expected && refused) failures.push(`${route.method} ${route.path} refused ${caller.name} (${response.statusCode} ${code})`);
        if (!expected) {
          const want = caller.userType ? [403, 'FORBIDDEN'] : [401, 'UNAUTHENTICATED'];
          if (response.statusCode !== want[0] || code !== want[1])
            failures.push(`${route.method} ${route.path} let ${caller.name} through (${response.statusCode} ${code})`);
        }
      }
    }
    expect(failures).toEqual([]);
    // About 2,000 calls: a minute on a quiet machine, more beside the rest of the suite on a 2-core CI machine.
  }, 300_000);

  // The same walk with API tokens (issue 23): no cookie, no CSRF header; a token passes where its user does and its
  // scopes cover the route's permission (writes need the area's write scope); its other refusals say TOKEN_SCOPE_MISSING.
  it('lets an API token through every route exactly where its user and its scopes both allow', async () => {
    const scopes: TokenScopes = { programs: 'write', reports: 'read', payments: 'write', wallet: 'read' };
    const signedIn = CALLERS.filter((caller): caller is Caller & { userType: UserType } => caller.userType !== null);
    const tokens = new Map(await Promise.all(signedIn.map(async (caller) => [caller.name, await callerToken(caller, scopes)] as const)));
    const failures: string[] = [];
    for (const route of implementedRoutes()) {
      const answers = await Promise.all(
        signedIn.map(async (caller) => ({
          caller,
          response: await call(new TestClient(ctx.app), route, { authorization: `Bearer ${tokens.get(caller.name)}` }),
        })),
      );
      for (const { caller, response } of answers) {
        const code = codeOf(response);
        const refused =
          (response.statusCode === 401 && !OWN_AUTHENTICATION_CODES.has(code)) ||
          code === 'FORBIDDEN' ||
          code === 'TOKEN_SCOPE_MISSING' ||
          code === 'CSRF_INVALID';
        const userMay = allowed(route.who, route.permission, caller);
        const held = permissionsOf(caller.userType, caller.companyRole);
        const needed = permissionsOfRoute(route.permission);
        const expected =
          route.who.includes('public') ||
          (userMay && needed.some((one) => held.has(one) && scopesCover(scopes, one)) && (route.method === 'GET' || scopesWrite(scopes, needed)));
        if (expected && refused) failures.push(`${route.method} ${route.path} refused ${caller.name}'s token (${response.statusCode} ${code})`);
        if (!expected && (response.statusCode !== 403 || code !== (userMay ? 'TOKEN_SCOPE_MISSING' : 'FORBIDDEN')))
          failures.push(`${route.method} ${route.path} answered ${caller.name}'s token ${response.statusCode} ${code}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  // A missing body, or one that is not the object a route reads, is the caller's mistake: a 4xx, never a 500 (a
  // form's cross-field rules once read the fields of a missing body).
  it('answers a write with no body, or a body of the wrong kind, with a client error on every route', async () => {
    const failures: string[] = [];
    for (const route of implementedRoutes().filter((one) => one.method !== 'GET')) {
      const caller = CALLERS.find((one) => allowed(route.who, route.permission, one));
      if (!caller) continue;
      for (const body of [undefined, [], 'text']) {
        const response = await (await callerClient(caller)).request(route.method as 'POST', fillParams(route.path), body);
        if (response.statusCode >= 500)
          failures.push(
            `${route.method} ${route.path} with ${JSON.stringify(body) ?? 'no body'} as ${caller.name}: ${response.statusCode} ${codeOf(response)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
