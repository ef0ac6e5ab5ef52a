import { matchPath } from 'react-router';
import { HACKER_PROFILE_ROUTES, TWO_FACTOR_PATH } from '../lib/paths.ts';

/**
 * Every address the signed-in app's router has a page for (router.tsx; app-paths.test.tsx keeps the two equal). The
 * server reads it through the public site's renderer: an address that is neither the app's nor the site's is answered
 * with the site's 404 page and a real 404 status.
 */
export const APP_PATH_PATTERNS: readonly string[] = [
  '/auth',
  '/auth/login',
  '/auth/signup',
  '/auth/signup/hacker',
  '/auth/signup/company',
  '/auth/verify-email',
  '/auth/activate',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/accept-invitation',
  '/auth/logout',
  '/opt',
  '/dev/mailbox',
  '/hall-of-fame',
  '/leaderboard',
  '/dashboard',
  '/notifications',
  '/integrations',
  '/account',
  '/verification',
  TWO_FACTOR_PATH,
  '/company-registration',
  '/company-profile',
  '/wallet',
  '/programs',
  '/programs/new',
  '/programs/:id/edit',
  '/programs/:id',
  '/reports',
  '/reports/new',
  '/reports/:id',
  '/create-report/:programId',
  ...HACKER_PROFILE_ROUTES.map(({ path }) => `/${path}`),
  '/users',
  '/companies',
  '/companies/:companyId',
  '/payments',
  '/settings',
  '/audit-log',
];

/** Whether the signed-in app has a page at this path. */
export function isAppPath(path: string): boolean {
  return APP_PATH_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}
