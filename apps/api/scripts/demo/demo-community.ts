/**
 * The demo's wider community: hackers from around the world with only a public profile (no reports, no payments),
 * so the super admin's nationality map and top countries have something to show (issue 14). With the named demo
 * hackers (five in Italy, one in Spain, one in Germany) residents span eleven countries. They sign in with the
 * other demo hackers' password; none is verified, so none may report.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { clock } from '../../src/lib/clock.ts';
import { hackerProfiles, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, newReferralCode } from '../../src/modules/accounts/registration.service.ts';

const COMMUNITY = [
  { username: 'lince_sicura', firstName: 'Luca', lastName: 'Ferri', country: 'ITA' },
  { username: 'gatto_nero', firstName: 'Sara', lastName: 'Conti', country: 'ITA' },
  { username: 'renard_blanc', firstName: 'Camille', lastName: 'Martin', country: 'FRA' },
  { username: 'hibou_gris', firstName: 'Hugo', lastName: 'Bernard', country: 'FRA' },
  { username: 'fuchs_rot', firstName: 'Lena', lastName: 'Weber', country: 'DEU' },
  { username: 'lobo_gris', firstName: 'Pablo', lastName: 'García', country: 'ESP' },
  { username: 'polvo_azul', firstName: 'Inês', lastName: 'Costa', country: 'PRT' },
  { username: 'tulp_zwart', firstName: 'Daan', lastName: 'de Vries', country: 'NLD' },
  { username: 'zubr_czarny', firstName: 'Kasia', lastName: 'Nowak', country: 'POL' },
  { username: 'red_kite', firstName: 'Oliver', lastName: 'Smith', country: 'GBR' },
  { username: 'bald_eagle', firstName: 'Emily', lastName: 'Johnson', country: 'USA' },
  { username: 'arara_verde', firstName: 'Thiago', lastName: 'Silva', country: 'BRA' },
  { username: 'vulpe_alba', firstName: 'Andrei', lastName: 'Popescu', country: 'ROU' },
] as const;

const DAY_MS = 86_400_000;
/** The community joined over the demo's year, one every few weeks: the newest 12 days ago, the oldest some 300. */
const registeredAt = (index: number) => new Date(clock.now().getTime() - (12 + index * 24) * DAY_MS);

/** Inserts the community hackers with their country of residence (once: the demo runs on an empty database). */
export async function seedDemoCommunity(db: Database, password: string): Promise<number> {
  const passwordHash = await hashPassword(password || randomBytes(16).toString('hex'));
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values(
        COMMUNITY.map((hacker, index) => ({
          email: `${hacker.username}@community.demo.bugbounty.local`,
          username: hacker.username,
          passwordHash,
          userType: 'hacker' as const,
          firstName: hacker.firstName,
          lastName: hacker.lastName,
          isActive: true,
          referralCode: newReferralCode(),
          notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
          createdAt: registeredAt(index),
        })),
      )
      .returning({ id: users.id, username: users.username, createdAt: users.createdAt });
    const countryOf = new Map<string, string>(COMMUNITY.map((hacker) => [hacker.username, hacker.country]));
    await tx
      .insert(hackerProfiles)
      .values(rows.map((row) => ({ userId: row.id, countryOfResidence: countryOf.get(row.username) ?? null, createdAt: row.createdAt })));
  });
  return COMMUNITY.length;
}
