/**
 * The platform's cookie names. With Secure cookies (production) they carry the `__Host-` prefix:
 * browsers then accept them only when Secure, with Path=/ and no Domain, so a sibling subdomain
 * cannot plant a session or a CSRF token. Local http keeps the plain names (no Secure there).
 */
export function cookieNames(secure: boolean) {
  const prefix = secure ? '__Host-' : '';
  return { session: `${prefix}bb_session`, csrf: `${prefix}bb_csrf` } as const;
}
export type CookieNames = ReturnType<typeof cookieNames>;
