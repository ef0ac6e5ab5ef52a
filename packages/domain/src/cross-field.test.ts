import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fiscalDataSchema, requestDataChangeSchema } from './companies/data-changes.ts';
import { companyInfoSchema, registerCompanySchema } from './companies/schemas.ts';
import { regimeSettingsSchema } from './hackers/schemas.ts';
import { programFormSchema } from './programs/schemas.ts';

/** Every schema whose rules read several fields, checked even when a field failed (evenWithFieldErrors). */
const CROSS_FIELD_SCHEMAS: Record<string, z.ZodType> = {
  registerCompanySchema,
  companyInfoSchema,
  fiscalDataSchema,
  requestDataChangeSchema,
  regimeSettingsSchema,
  programFormSchema,
};

describe('cross-field rules on something that is not an object', () => {
  for (const [name, schema] of Object.entries(CROSS_FIELD_SCHEMAS)) {
    it(`${name} answers a validation failure for a missing body rather than throwing`, () => {
      for (const input of [undefined, null, 'text', 42]) {
        const result = schema.safeParse(input);
        expect(result.success).toBe(false);
        expect(result.error?.issues.length).toBeGreaterThan(0);
      }
    });
  }
});
