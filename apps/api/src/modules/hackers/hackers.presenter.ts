import type { CountryCode, HackerProfile, LeaderboardRow, PaymentSettings, PublicHackerProfile, TaxRegime } from '@bb/domain';
import { isoTime } from '../../lib/iso-time.ts';
import type { HackerRecord } from './hackers.repository.ts';
import type { PaymentSettingsRecord } from './payment-settings.repository.ts';
import type { RankedHacker } from './ranking.ts';

const pictureOf = (pictureId: string | null) => (pictureId ? { id: pictureId } : null);
// Text columns whose values the domain schemas checked on the way in.
const country = (code: string | null) => code as CountryCode | null;

/** What anyone signed in may see: no names, birth data, tax or bank data. */
function publicFields(hacker: HackerRecord) {
  return {
    id: hacker.id,
    username: hacker.username,
    picture: pictureOf(hacker.pictureId),
    profileDescription: hacker.profileDescription,
    skills: hacker.skills ?? [],
    cv: hacker.cvId ? { id: hacker.cvId, fileName: hacker.cvFileName ?? '', fileType: hacker.cvContentType ?? '' } : null,
    website: hacker.website,
    linkedin: hacker.linkedin,
    twitter: hacker.twitter,
    discord: hacker.discord,
    github: hacker.github,
    countryOfResidence: country(hacker.countryOfResidence),
    joinedAt: isoTime(hacker.createdAt),
  };
}

export function presentPublicProfile(hacker: HackerRecord): PublicHackerProfile {
  return { ...publicFields(hacker), isBlocked: hacker.isBlocked };
}

/** The hacker's own profile, with the personal information. */
export function presentOwnProfile(hacker: HackerRecord): HackerProfile {
  return {
    ...publicFields(hacker),
    firstName: hacker.firstName,
    lastName: hacker.lastName,
    dateOfBirth: hacker.dateOfBirth,
    birthPlace: hacker.birthPlace,
    countryOfBirth: country(hacker.countryOfBirth),
  };
}

/** Only ever sent to the hacker the settings belong to. */
export function presentPaymentSettings(settings: PaymentSettingsRecord | null): PaymentSettings {
  return {
    version: settings?.version ?? 0,
    taxRegime: (settings?.taxRegime ?? null) as TaxRegime | null,
    vatNumber: settings?.vatNumber ?? null,
    taxId: settings?.taxId ?? null,
    residenceCountry: country(settings?.residenceCountry ?? null),
    residenceState: settings?.residenceState ?? null,
    residenceAddress: settings?.residenceAddress ?? null,
    residenceCity: settings?.residenceCity ?? null,
    residenceCap: settings?.residenceCap ?? null,
    iban: settings?.iban ?? null,
    swift: settings?.swift ?? null,
    updatedAt: settings ? isoTime(settings.updatedAt) : null,
  };
}

export function presentLeaderboardRow(row: RankedHacker & { position: number }): LeaderboardRow {
  return { position: row.position, hacker: { id: row.id, username: row.username, picture: pictureOf(row.pictureId) }, points: row.points };
}
