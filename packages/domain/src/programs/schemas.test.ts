import { describe, expect, it } from 'vitest';
import { DEFAULT_NON_QUALIFYING } from './rich-text.ts';
import { increaseBudgetSchema, programDraftSchema, programFormSchema, updateProgramSchema } from './schemas.ts';

const content = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Test our site' }] }] };
const valid = {
  company: '6f1c2b4e-8d7a-4c1e-9b2a-1234567890ab',
  name: "L'app di prova",
  content,
  nonQualifying: DEFAULT_NON_QUALIFYING.it,
  scope: [{ name: 'example.com', type: 'DOMAIN', lowPrize: 100, mediumPrize: 300, highPrize: 800, criticalPrize: 2000 }],
  budget: 7500,
};

function fieldsOf(schema: typeof programFormSchema | typeof increaseBudgetSchema | typeof updateProgramSchema, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('program form', () => {
  it('fills the defaults of spec section 3', () => {
    expect(programFormSchema.parse(valid)).toMatchObject({
      isPublic: true,
      language: 'it',
      policy: null,
      outOfScope: null,
      isManaged: true,
      verificationService: false,
      rewardTier: 'CUSTOM',
    });
  });

  it.each([
    ['budget below 7,500', { budget: 7499 }, { budget: ['validation.program.budgetMin'] }],
    ['budget with decimals', { budget: 7500.5 }, { budget: ['validation.program.budgetDigits'] }],
    ['budget too large', { budget: 1_000_000_000 }, { budget: ['validation.program.budgetMax'] }],
    ['budget not matching its tier', { budget: 8000, priceTier: 'BASE' }, { budget: ['validation.program.budgetTier'] }],
    ['an empty description', { content: { type: 'doc', content: [{ type: 'paragraph' }] } }, { content: ['validation.program.descriptionEmpty'] }],
    ['a null description', { content: null }, { content: ['validation.program.descriptionEmpty'] }],
    ['empty non-qualifying text', { nonQualifying: null }, { nonQualifying: ['validation.program.descriptionEmpty'] }],
    ['a target without a name', { scope: [{ ...valid.scope[0], name: ' ' }] }, { 'scope.0.name': ['validation.program.targetNameType'] }],
    ['a target without a type', { scope: [{ ...valid.scope[0], type: undefined }] }, { 'scope.0.type': ['validation.program.targetNameType'] }],
    ['a prize with decimals', { scope: [{ ...valid.scope[0], highPrize: 800.5 }] }, { 'scope.0.highPrize': ['validation.program.prize'] }],
    ['no targets', { scope: [] }, { scope: ['validation.program.scopeRequired'] }],
    ['a name with symbols', { name: 'Prog<ram>' }, { name: ['validation.program.name'] }],
    ['a missing name', { name: '' }, { name: ['validation.required'] }],
    ['a script in the description', { content: { type: 'doc', content: [{ type: 'script' }] } }, { 'content.content.0.type': ['validation.richText.invalid'] }],
  ])('refuses %s', (_, override, fields) => {
    const result = fieldsOf(programFormSchema, { ...valid, ...override });
    for (const [field, messages] of Object.entries(fields)) {
      const found = Object.entries(result).find(([path]) => path === field || (field.startsWith('content.') && path.startsWith('content')));
      expect(found?.[1] ?? result[field], JSON.stringify(result)).toEqual(field.startsWith('content.') ? expect.any(Array) : messages);
    }
    expect(Object.keys(result).length).toBeGreaterThan(0);
  });

  it('answers message keys for wrong types too', () => {
    expect(fieldsOf(programFormSchema, { ...valid, isPublic: 'yes', language: 'fr', company: 'acme' })).toEqual({
      isPublic: ['validation.invalid'],
      language: ['validation.invalid'],
      company: ['validation.program.companyNotFound'],
    });
  });

  it('accepts the preset tier budgets and a custom one', () => {
    expect(programFormSchema.safeParse({ ...valid, budget: 15000, priceTier: 'STANDARD' }).success).toBe(true);
    expect(programFormSchema.safeParse({ ...valid, budget: 12345, priceTier: 'CUSTOM' }).success).toBe(true);
  });
});

describe('draft, update and increase', () => {
  it('lets a draft miss everything but the company, and keeps only name characters', () => {
    const draft = programDraftSchema.parse({ company: valid.company, name: 'Bozza <1>', scope: [{ name: 'x' }] });
    expect(draft).toMatchObject({ name: 'Bozza 1', content: null, budget: null, scope: [{ name: 'x', type: null, lowPrize: null }] });
    expect(programDraftSchema.safeParse({}).success).toBe(false);
  });

  it('has no budget in an update', () => {
    expect(updateProgramSchema.parse({ budget: 1, name: 'Nuovo nome' })).toEqual({ name: 'Nuovo nome' });
  });

  it('needs at least 100 whole euro for an increase', () => {
    expect(fieldsOf(increaseBudgetSchema, { budget: 99 })).toEqual({ budget: ['validation.program.increaseMin'] });
    expect(fieldsOf(increaseBudgetSchema, { budget: '100' })).toEqual({ budget: ['validation.program.budgetDigits'] });
    expect(fieldsOf(increaseBudgetSchema, {})).toEqual({ budget: ['validation.required'] });
    expect(increaseBudgetSchema.parse({ budget: 100 })).toEqual({ budget: 100 });
  });
});
