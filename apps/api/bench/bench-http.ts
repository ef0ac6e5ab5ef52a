/** Signing in to the bench server the way the web app does: the session cookie, and the CSRF token bound to it. */
import { generate } from 'otplib';

export function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]));
}

/** A GET, or a POST (or `method`) of `body` as JSON; a non-2xx answer is an error. */
export async function call(base: string, path: string, headers: Record<string, string>, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs in; the headers carry the session and the CSRF token it was issued (for JSON calls). */
export async function signIn(base: string, credentials: { email: string; password: string }) {
  const csrf = cookiesOf(await fetch(`${base}/api/health`)).bb_csrf!;
  const json = { 'content-type': 'application/json', cookie: `bb_csrf=${csrf}`, 'x-csrf-token': csrf };
  const login = await call(base, '/api/users/login', json, credentials);
  // The CSRF token is bound to the session: sign-in issues a new one.
  const cookies = cookiesOf(login);
  const token = cookies.bb_csrf ?? csrf;
  const headers = { ...json, 'x-csrf-token': token, cookie: `bb_session=${cookies.bb_session!}; bb_csrf=${token}` };
  return { headers, body: (await login.json()) as { id: string; otpEnrollmentRequired?: boolean } };
}

/** Enrols two-factor for a signed-in staff member or super admin, with a secret we then forget, as a real admin would at first sign-in. */
export async function enrolTwoFactor(base: string, headers: Record<string, string>) {
  const { secret } = (await (await call(base, '/api/users/me/otp/init', headers, {})).json()) as { secret: string };
  await call(base, '/api/users/me/otp/confirm', headers, { otp: await generate({ secret }) });
}
