import type { HackerStats, PublicHackerProfile } from '@bb/domain';

export const HACKER_ID = '5a1c2b3d-0000-4000-8000-00000000c0de';
export const COMPANY_PICTURE_ID = '5a1c2b3d-0000-4000-8000-0000000000f1';

/** A hacker who has filled in nothing yet. */
export function buildPublicProfile(overrides: Partial<PublicHackerProfile> = {}): PublicHackerProfile {
  return {
    id: HACKER_ID,
    username: 'neo',
    picture: null,
    profileDescription: null,
    skills: [],
    cv: null,
    website: null,
    linkedin: null,
    twitter: null,
    discord: null,
    github: null,
    countryOfResidence: null,
    joinedAt: '2026-03-05T10:00:00.000Z',
    isBlocked: false,
    ...overrides,
  };
}

export const NO_STATS: HackerStats = { rank: null, points: 0, reportsSent: 0, reportsAccepted: 0, effectiveness: null };
