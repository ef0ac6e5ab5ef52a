import type { UserType } from '@bb/domain';

/**
 * Where the screens live. Features link to each other's screens through these paths (never by
 * importing each other), the router mounts the screens on them.
 */
export const DASHBOARD_PATH = '/dashboard';
/** Where a record that cannot be shown goes (spec part 2 section 2). */
export const NOT_FOUND_PATH = '/404';

// ---------------------------------------------------------------- account
/** The two-factor enrolment screen, the only one open to staff who have not enrolled yet. */
export const TWO_FACTOR_PATH = '/account/two-factor';

/** Where to go after signing in: a same-site path from ?next=, else the dashboard. */
export function safeNextPath(next: string | null): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/auth/')) return next;
  return DASHBOARD_PATH;
}

// ---------------------------------------------------------------- companies
export const COMPANY_PROFILE_PATH = '/company-profile';
export const COMPANY_REGISTRATION_PATH = '/company-registration';
/** The company wallet (the sidebar, the dashboard and the wizard link to it). */
export const WALLET_PATH = '/wallet';

// ---------------------------------------------------------------- programs
export const PROGRAMS_PATH = '/programs';
export const NEW_PROGRAM_PATH = '/programs/new';
export const programPath = (id: string): string => `${PROGRAMS_PATH}/${encodeURIComponent(id)}`;
/** Where a saved program opens in the wizard: edit a live one, continue a draft. */
export const editProgramPath = (id: string): string => `${programPath(id)}/edit`;
/** The wizard for staff and super admins creating a program for a company. */
export const newProgramForCompanyPath = (companyId: string): string => `${NEW_PROGRAM_PATH}?company=${encodeURIComponent(companyId)}`;

// ---------------------------------------------------------------- reports
export const REPORTS_PATH = '/reports';
export const reportPath = (id: string): string => `${REPORTS_PATH}/${encodeURIComponent(id)}`;
/** The navigation state of a report page opened right after its submission (the page shows the receipt first). */
export const JUST_SENT_STATE = { justSent: true } as const;
export const isJustSent = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<typeof JUST_SENT_STATE>).justSent === true;

// ---------------------------------------------------------------- hackers
/** The hacker's identity verification (KYC) screen. */
export const VERIFICATION_PATH = '/verification';
export const LEADERBOARD_PATH = '/leaderboard';

/** Where each viewer opens a hacker's public profile: hackers, companies and staff have their own routes. */
const PROFILE_BASE_BY_VIEWER = {
  hacker: '/hackers',
  company: '/company/hackers',
  staff: '/staff/hackers',
  superadmin: '/staff/hackers',
} as const satisfies Record<UserType, string>;

/** The public profile routes (`:hackerId` is the hacker's id), each open to its own viewers. */
export const HACKER_PROFILE_ROUTES: readonly { path: string; viewers: readonly UserType[] }[] = [
  { path: `${PROFILE_BASE_BY_VIEWER.hacker.slice(1)}/:hackerId`, viewers: ['hacker'] },
  { path: `${PROFILE_BASE_BY_VIEWER.company.slice(1)}/:hackerId`, viewers: ['company'] },
  { path: `${PROFILE_BASE_BY_VIEWER.staff.slice(1)}/:hackerId`, viewers: ['staff', 'superadmin'] },
];

/** The public profile of `hackerId` as a viewer of type `userType` opens it (links to it open in a new tab). */
export function hackerProfilePath(userType: UserType, hackerId: string): string {
  return `${PROFILE_BASE_BY_VIEWER[userType]}/${encodeURIComponent(hackerId)}`;
}

// ---------------------------------------------------------------- super admin
export function adminCompanyPath(companyId: string): string {
  return `/companies/${encodeURIComponent(companyId)}`;
}
