import type { HackerProfile, PaymentSettings } from '@bb/domain';
import type { mockFetch } from '../../../test/render.tsx';

export function buildHackerProfile(overrides: Partial<HackerProfile> = {}): HackerProfile {
  return {
    id: '0b6f3c5e-8d1a-4c7e-9f00-1a2b3c4d5e6f',
    username: 'ada',
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
    joinedAt: '2025-01-15T10:00:00.000Z',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: null,
    birthPlace: null,
    countryOfBirth: null,
    ...overrides,
  };
}

export function buildPaymentSettings(overrides: Partial<PaymentSettings> = {}): PaymentSettings {
  return {
    version: 0,
    taxRegime: null,
    vatNumber: null,
    taxId: null,
    residenceCountry: null,
    residenceState: null,
    residenceAddress: null,
    residenceCity: null,
    residenceCap: null,
    iban: null,
    swift: null,
    updatedAt: null,
    ...overrides,
  };
}

type Routes = Parameters<typeof mockFetch>[0];

/** The body of the first call made with this method to this path, parsed. */
export function sentBody(calls: ReturnType<typeof mockFetch>['calls'], method: string, path: string): unknown {
  const call = calls.find((item) => item.init?.method === method && item.url === path);
  return call ? JSON.parse(String(call.init?.body)) : undefined;
}

/** PUT answers that echo what was sent over the given starting record. */
export function echoPut<T extends object>(record: T): Routes[string] {
  return (init) => ({ body: { ...record, ...(JSON.parse(String(init?.body)) as object) } });
}
