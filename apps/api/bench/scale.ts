/**
 * The scale part of `npm run bench`: seeds 1,000,000 users, 100,000 companies and 200,000 audit entries into the
 * bench database, signs in as the super admin (enrolling two-factor through the API) and measures the super
 * admin's lists against the target: p99 under 20 ms on loopback.
 */
import { generate } from 'otplib';
import { seedScale } from '../src/scripts/seed-scale.ts';

/** The demo super admin the server creates in an empty development database (ADMIN_EMAIL would stop the demo seeding). */
const SUPER_ADMIN = { email: 'admin@demo.bugbounty.local', password: 'Admin-Demo-2026!' };
const TARGET_P99_MS = 20;

interface Measure {
  (title: string, options: { url: string; headers: Record<string, string>; connections: number; duration: number }): Promise<{ latency: { p99: number } }>;
}

function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]));
}

async function call(base: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${base}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs the super admin in and enrols two-factor with a secret we keep, as a real admin would. */
async function superAdminHeaders(base: string): Promise<Record<string, string>> {
  const csrf = cookiesOf(await fetch(`${base}/api/health`)).bb_csrf!;
  const json = { 'content-type': 'application/json', cookie: `bb_csrf=${csrf}`, 'x-csrf-token': csrf };
  const login = await call(base, '/api/users/login', json, SUPER_ADMIN);
  const session = cookiesOf(login).bb_session!;
  const headers = { ...json, cookie: `bb_session=${session}; bb_csrf=${csrf}` };
  if (((await login.json()) as { otpEnrollmentRequired: boolean }).otpEnrollmentRequired) {
    const { secret } = (await (await call(base, '/api/users/me/otp/init', headers, {})).json()) as { secret: string };
    await call(base, '/api/users/me/otp/confirm', headers, { otp: await generate({ secret }) });
  }
  return { cookie: headers.cookie };
}

export async function benchScale(base: string, databaseUrl: string, run: Measure) {
  console.log('\nScale: seeding 1,000,000 users, 100,000 companies with members, 200,000 audit entries...');
  const started = performance.now();
  const seeded = await seedScale(databaseUrl, { log: (line) => process.stdout.write(`${line}\r`) });
  console.log(seeded ? `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s                    ` : 'scale data already present');

  const headers = await superAdminHeaders(base);
  const lists = [
    ['GET /api/companies?search=digital&sort=-createdAt', '/api/companies?search=digital&sort=-createdAt'],
    ['GET /api/users/hackers?search=rossi&sort=-createdAt', '/api/users/hackers?search=rossi&sort=-createdAt'],
    ['GET /api/users/hackers?search=rossi12345', '/api/users/hackers?search=rossi12345&sort=-createdAt'],
    ['GET /api/users/hackers (no search)', '/api/users/hackers?sort=-createdAt'],
    ['GET /api/admin/audit-log', '/api/admin/audit-log'],
    ['GET /api/admin/audit-log?action=user.block', '/api/admin/audit-log?action=user.block'],
  ] as const;
  for (const [title, url] of lists) {
    const probe = await fetch(`${base}${url}`, { headers });
    if (probe.status === 404) {
      console.log(`${title}: skipped, the route answers 404 (not built yet)`);
      continue;
    }
    if (!probe.ok) throw new Error(`${title}: ${probe.status} ${await probe.text()}`);
    const { count } = (await probe.json()) as { count: number };
    await run(`${title} warm-up`, { url, headers, connections: 4, duration: 2 });
    for (const connections of [1, 10]) {
      const result = await run(`${title} (${connections} conn, 10 s; count ${count})`, { url, headers, connections, duration: 10 });
      console.log(`  p99 under ${TARGET_P99_MS} ms: ${result.latency.p99 < TARGET_P99_MS ? 'met' : `NOT met (${result.latency.p99} ms)`}`);
    }
  }
}
