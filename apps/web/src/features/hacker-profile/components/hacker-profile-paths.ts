import type { UserType } from '@bb/domain';

export const LEADERBOARD_PATH = '/leaderboard';
/** Where a failed hacker profile load goes (spec part 2 section 2). */
export const NOT_FOUND_PATH = '/404';

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
