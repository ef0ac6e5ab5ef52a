import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companyInfoSchema, inviteCollaboratorSchema, registerCompanySchema, updateCompanyBioSchema } from './schemas.ts';

const VALID_COMPANY = {
  name: 'Acme',
  businessname: 'Acme S.r.l.',
  vat: 'IT 06363391001',
  pec: 'Acme@PEC.it',
  address: 'Via Roma 1',
  city: 'Roma',
  cap: '00100',
  sdi: 'm5uxcr1',
  state: 'rm',
  country: 'ITA',
  sector: 'TECHNOLOGY',
  employees: 'SMALL',
};

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('registerCompanySchema', () => {
  it('normalises what the wizard sends', () => {
    expect(registerCompanySchema.parse(VALID_COMPANY)).toMatchObject({ vat: 'IT06363391001', pec: 'acme@pec.it', sdi: 'M5UXCR1', state: 'RM' });
  });

  it('requires every field', () => {
    const errors = fieldErrors(registerCompanySchema, {});
    expect(Object.keys(errors).sort()).toEqual([
      'address',
      'businessname',
      'cap',
      'city',
      'country',
      'employees',
      'name',
      'pec',
      'sdi',
      'sector',
      'state',
      'vat',
    ]);
    expect(new Set(Object.values(errors).flat())).toEqual(new Set(['validation.required']));
  });

  it('reports VAT and SDI problems together with other fields', () => {
    const errors = fieldErrors(registerCompanySchema, { ...VALID_COMPANY, vat: '06363391002', sdi: '12', sector: 'PIRACY' });
    expect(errors).toEqual({ vat: ['validation.company.vat'], sdi: ['validation.company.sdi'], sector: [expect.any(String)] });
  });

  it.each([
    [{ pec: 'not-an-email' }, 'pec', 'validation.email'],
    [{ state: '1' }, 'state', 'validation.required'],
    [{ state: 'r' }, 'state', 'validation.company.state'],
    [{ cap: '001' }, 'cap', 'validation.company.cap'],
    [{ country: 'USA' }, 'country', 'validation.required'],
    [{ employees: 'HUGE' }, 'employees', 'validation.required'],
    [{ vat: 'DE136695976' }, 'vat', 'validation.company.vat'],
  ])('refuses %o', (override, field, message) => {
    expect(fieldErrors(registerCompanySchema, { ...VALID_COMPANY, ...override })[field]).toEqual([message]);
  });

  it('checks foreign VAT numbers against their country', () => {
    expect(registerCompanySchema.safeParse({ ...VALID_COMPANY, country: 'DEU', vat: 'DE136695976', cap: '10115' }).success).toBe(true);
  });

  it('checks step 1 on its own for the wizard', () => {
    expect(companyInfoSchema.safeParse({ ...VALID_COMPANY, sector: undefined, employees: undefined }).success).toBe(true);
  });
});

describe('other company forms', () => {
  it('requires an http(s) website and a description', () => {
    expect(updateCompanyBioSchema.safeParse({ website: 'https://acme.it', description: 'Hi' }).success).toBe(true);
    expect(fieldErrors(updateCompanyBioSchema, { website: 'javascript:alert(1)', description: ' ' })).toEqual({
      website: ['validation.company.website'],
      description: ['validation.required'],
    });
    expect(fieldErrors(updateCompanyBioSchema, { website: 'ftp://acme.it', description: 'x' })).toEqual({ website: ['validation.company.website'] });
  });

  it('invites only as ADMIN or TRIAGER', () => {
    const invite = {
      companyId: '00000000-0000-4000-8000-000000000000',
      firstName: 'Ada',
      lastName: 'L',
      username: 'ada',
      email: 'ada@example.test',
      role: 'TRIAGER',
    };
    expect(inviteCollaboratorSchema.safeParse(invite).success).toBe(true);
    expect(fieldErrors(inviteCollaboratorSchema, { ...invite, role: 'OWNER' })).toEqual({ role: ['validation.required'] });
  });
});
