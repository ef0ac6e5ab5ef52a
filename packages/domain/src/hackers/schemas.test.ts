import { describe, expect, it } from 'vitest';
import { bankSettingsSchema, regimeSettingsSchema, updateHackerProfileSchema } from './schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const italian = {
  residenceCountry: 'ITA',
  taxRegime: 'it_occasional_employee',
  taxId: ' rssmra80a01h501u ',
  residenceState: 'mi-lano',
  residenceAddress: 'Via Roma 1',
  residenceCity: 'Milano',
  residenceCap: '20100',
};

describe('regime settings', () => {
  it('uppercases the tax code and keeps the first 2 letters of the province', () => {
    const data = regimeSettingsSchema.parse(italian);
    expect(data).toMatchObject({ taxId: 'RSSMRA80A01H501U', residenceState: 'MI', vatNumber: null });
  });

  it('takes a VAT number only with a VAT regime, and requires it there', () => {
    expect(issues(regimeSettingsSchema.safeParse({ ...italian, vatNumber: '01114601006' }))).toEqual({ vatNumber: 'validation.hacker.vatNotAllowed' });
    expect(issues(regimeSettingsSchema.safeParse({ ...italian, taxRegime: 'it_flat_rate' }))).toEqual({ vatNumber: 'validation.required' });
    expect(issues(regimeSettingsSchema.safeParse({ ...italian, taxRegime: 'it_flat_rate', vatNumber: '01114601007' }))).toEqual({
      vatNumber: 'validation.company.vat',
    });
    expect(regimeSettingsSchema.parse({ ...italian, taxRegime: 'it_flat_rate', vatNumber: '011 146 010 06' }).vatNumber).toBe('01114601006');
  });

  it('matches the regime to the country', () => {
    expect(issues(regimeSettingsSchema.safeParse({ ...italian, taxRegime: 'foreign_occasional' }))).toEqual({ taxRegime: 'validation.hacker.regimeCountry' });
    const german = { ...italian, residenceCountry: 'DEU', taxId: null, residenceCap: '10115' };
    expect(issues(regimeSettingsSchema.safeParse(german))).toEqual({ taxRegime: 'validation.hacker.regimeCountry' });
    expect(regimeSettingsSchema.parse({ ...german, taxRegime: 'foreign_vat', vatNumber: 'DE 136 695 976' }).vatNumber).toBe('136695976');
  });

  it('checks the codice fiscale of Italian residents, and requires it', () => {
    expect(issues(regimeSettingsSchema.safeParse({ ...italian, taxId: 'RSSMRA80A01H501A' }))).toEqual({ taxId: 'validation.hacker.taxId' });
    expect(issues(regimeSettingsSchema.safeParse({ ...italian, taxId: '' }))).toEqual({ taxId: 'validation.required' });
  });

  it('names every missing field at once', () => {
    expect(issues(regimeSettingsSchema.safeParse({}))).toEqual({
      residenceCountry: 'validation.required',
      taxRegime: 'validation.required',
      residenceState: 'validation.required',
      residenceAddress: 'validation.required',
      residenceCity: 'validation.required',
      residenceCap: 'validation.required',
    });
  });
});

describe('bank settings', () => {
  it('drops spaces and uppercases', () => {
    expect(bankSettingsSchema.parse({ iban: 'it60 x054 2811 1010 0000 0123 456', swift: 'bcit itmm' })).toEqual({
      iban: 'IT60X0542811101000000123456',
      swift: 'BCITITMM',
    });
  });

  it('refuses a bad checksum and a bad BIC', () => {
    expect(issues(bankSettingsSchema.safeParse({ iban: 'IT61X0542811101000000123456', swift: 'BCIT1TMM' }))).toEqual({
      iban: 'validation.hacker.iban',
      swift: 'validation.hacker.swift',
    });
    expect(issues(bankSettingsSchema.safeParse({ iban: ' ', swift: '' }))).toEqual({ iban: 'validation.required' });
  });

  it('needs no BIC for an IBAN of the SEPA area, and one outside it', () => {
    expect(bankSettingsSchema.parse({ iban: 'IT60 X054 2811 1010 0000 0123 456', swift: '' })).toEqual({ iban: 'IT60X0542811101000000123456', swift: null });
    expect(bankSettingsSchema.parse({ iban: 'DE89370400440532013000' })).toEqual({ iban: 'DE89370400440532013000', swift: null });
    // Brazil is outside the SEPA area.
    expect(issues(bankSettingsSchema.safeParse({ iban: 'BR1800360305000010009795493C1', swift: '' }))).toEqual({ swift: 'validation.hacker.swiftRequired' });
    expect(bankSettingsSchema.parse({ iban: 'BR1800360305000010009795493C1', swift: 'BOFABR2X' }).swift).toBe('BOFABR2X');
  });
});

describe('profile update', () => {
  it('trims skills, drops empties and repeats, and stores empty links as null', () => {
    expect(updateHackerProfileSchema.parse({ skills: [' xss ', '', 'sqli', 'xss'], website: '', discord: ' ' })).toEqual({
      skills: ['xss', 'sqli'],
      website: null,
      discord: null,
    });
  });

  it('refuses a non-http link, a future birth date and an unknown country', () => {
    expect(issues(updateHackerProfileSchema.safeParse({ github: 'javascript:alert(1)', dateOfBirth: '2999-01-01', countryOfBirth: 'XXX' }))).toEqual({
      github: 'validation.company.website',
      dateOfBirth: 'validation.hacker.dateOfBirth',
      countryOfBirth: 'validation.hacker.country',
    });
  });
});
