import { DEFAULT_NON_QUALIFYING } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { COMPANY_ID, programContext, programDetail } from '../test-fixtures.ts';
import { chargeFormula } from './recap-step.tsx';
import {
  editModeOf,
  initialValues,
  STEP,
  stepForErrors,
  toUpdateBody,
  validateWizard,
  valuesFromProgram,
  wizardCharge,
  type WizardValues,
} from './wizard-model.ts';

const context = programContext({
  rewardTiers: {
    BASE: { low: 150, medium: 500, high: 1200, critical: 3000 },
    STANDARD: { low: 230, medium: 750, high: 1800, critical: 4500 },
    PREMIUM: { low: 300, medium: 1000, high: 2400, critical: 6000 },
  },
});

function filled(overrides: Partial<WizardValues> = {}): WizardValues {
  const values = initialValues(context, 'it');
  return {
    ...values,
    name: 'Portale clienti',
    content: DEFAULT_NON_QUALIFYING.it,
    scope: values.scope.map((target) => ({ ...target, name: 'app.example.com', type: 'WEB_APPLICATION' })),
    ...overrides,
  };
}

describe('wizard submit routing', () => {
  it('accepts a complete program', () => {
    expect(validateWizard(filled(), context, COMPANY_ID).errors).toEqual({});
  });

  it('sends a prize under its floor to Rewards, before anything else', () => {
    const values = filled({ name: '', rewardTier: 'CUSTOM' });
    values.scope = values.scope.map((target) => ({ ...target, mediumPrize: 10 }));
    const { errors, floors } = validateWizard(values, context, COMPANY_ID);
    expect(floors).toBe(true);
    expect(errors['scope.0.mediumPrize']).toBe('floor:300');
    expect(stepForErrors(Object.keys(errors), floors)).toBe(STEP.rewards);
  });

  it('sends a target without name or type to Objectives', () => {
    const values = filled({ name: '' });
    values.scope = values.scope.map((target) => ({ ...target, type: null }));
    const { errors, floors } = validateWizard(values, context, COMPANY_ID);
    expect(errors['scope.0.type']).toBe('validation.program.targetNameType');
    expect(stepForErrors(Object.keys(errors), floors)).toBe(STEP.objectives);
  });

  it('otherwise goes to the first step with an error, server fields included', () => {
    const { errors, floors } = validateWizard(filled({ priceTier: 'CUSTOM', customBudget: 5000, nonQualifying: null }), context, COMPANY_ID);
    expect(Object.keys(errors).sort()).toEqual(['budget', 'nonQualifying']);
    expect(stepForErrors(Object.keys(errors), floors)).toBe(STEP.budget);
    expect(stepForErrors(['scope.1.highPrize'], false)).toBe(STEP.rewards);
    expect(stepForErrors(['policy', 'isManaged'], false)).toBe(STEP.management);
    expect(stepForErrors([], false)).toBeNull();
  });

  it('sends a zero low prize when low findings are not rewarded', () => {
    const values = filled({ lowNotRewarded: true });
    values.scope = values.scope.map((target) => ({ ...target, lowPrize: 5 }));
    expect(validateWizard(values, context, COMPANY_ID).errors).toEqual({});
  });
});

describe('wizard fees total', () => {
  it('adds the managed and Fix verification fees to the budget', () => {
    const charge = wizardCharge(filled({ priceTier: 'BASE', isManaged: true, verificationService: true }), context);
    expect(charge?.total).toBe(862_500);
    expect(chargeFormula(charge!)).toBe('7.500,00\u00a0€ + 750,00\u00a0€ + 375,00\u00a0€ = 8.625,00\u00a0€');
  });

  it('applies the coupon and leaves out the services not chosen', () => {
    const withCoupon = programContext({ coupon: { managementDiscount: 50, verificationDiscount: null } });
    const charge = wizardCharge(filled({ priceTier: 'STANDARD', isManaged: true, verificationService: false }), withCoupon);
    expect(charge).toEqual({ budget: 1_500_000, managedFee: 75_000, verificationFee: 0, total: 1_575_000 });
  });
});

const TARGET_ID = '5a1b2c3d-0000-4000-8000-0000000000aa';
const storedTarget = {
  id: TARGET_ID,
  name: 'app.example.com',
  type: 'WEB_APPLICATION' as const,
  lowPrize: 0,
  mediumPrize: 500,
  highPrize: 1200,
  criticalPrize: 3000,
};

describe('a saved program back into the wizard', () => {
  it('loads a live program, its scope and its paid services as they are', () => {
    const program = programDetail({
      status: 'active',
      name: 'Portale clienti',
      isPublic: false,
      language: 'en',
      content: DEFAULT_NON_QUALIFYING.it,
      nonQualifying: DEFAULT_NON_QUALIFYING.en,
      scope: [storedTarget],
      policy: { id: TARGET_ID, fileName: 'policy.pdf' },
      budget: 8000,
      priceTier: 'BASE',
      rewardTier: 'CUSTOM',
      isManaged: false,
      verificationService: true,
    });
    const values = valuesFromProgram(program, context);
    expect(values).toMatchObject({
      name: 'Portale clienti',
      isPublic: false,
      language: 'en',
      content: DEFAULT_NON_QUALIFYING.it,
      nonQualifying: DEFAULT_NON_QUALIFYING.en,
      outOfScope: null,
      lowNotRewarded: true,
      rewardTier: 'CUSTOM',
      priceTier: 'BASE',
      customBudget: null,
      isManaged: false,
      verificationService: true,
      policy: { id: TARGET_ID, fileName: 'policy.pdf' },
    });
    expect(values.scope).toEqual([expect.objectContaining({ name: 'app.example.com', type: 'WEB_APPLICATION', lowPrize: 0, mediumPrize: 500 })]);
    expect(values.scope[0]).not.toHaveProperty('id');
  });

  it('fills what a draft still misses: a blank target with the tier prizes and the non-qualifying prefill', () => {
    const draft = programDetail({
      status: 'draft',
      name: null,
      content: null,
      nonQualifying: null,
      scope: [],
      budget: 12_000,
      priceTier: null,
      rewardTier: 'BASE',
      language: 'it',
    });
    const values = valuesFromProgram(draft, context);
    expect(values.name).toBe('');
    expect(values.nonQualifying).toEqual(DEFAULT_NON_QUALIFYING.it);
    expect(values.scope).toEqual([expect.objectContaining({ name: '', type: null, lowPrize: 150, criticalPrize: 3000 })]);
    expect(values.lowNotRewarded).toBe(false);
    expect(values).toMatchObject({ priceTier: 'CUSTOM', customBudget: 12_000 });
    expect(valuesFromProgram(programDetail({ status: 'draft', budget: 15_000, priceTier: null }), context).priceTier).toBe('STANDARD');
    expect(valuesFromProgram(programDetail({ status: 'draft', budget: null, priceTier: null }), context).priceTier).toBe('BASE');
  });

  it('starts a description the editor cannot hold empty, so the wizard asks for it again', () => {
    const values = valuesFromProgram(programDetail({ content: { type: 'doc', content: [{ type: 'blockquote' }] } }), context);
    expect(values.content).toBeNull();
  });
});

describe('edit mode', () => {
  it('opens drafts for their company to finalize and live programs for whoever may edit them', () => {
    const abilities = programDetail().abilities;
    expect(editModeOf(programDetail({ status: 'draft', abilities: { ...abilities, finalize: true } }))).toBe('draft');
    expect(editModeOf(programDetail({ status: 'draft', abilities: { ...abilities, finalize: false, edit: true } }))).toBe('edit');
    expect(editModeOf(programDetail({ status: 'active' }))).toBe('edit');
    expect(editModeOf(programDetail({ status: 'deleted', abilities: { ...abilities, edit: false } }))).toBeNull();
  });

  it('patches the content and scope only: no company, budget, tiers or paid services', () => {
    const body = toUpdateBody(filled({ lowNotRewarded: true }));
    expect(Object.keys(body).sort()).toEqual(
      ['content', 'isPublic', 'language', 'name', 'nonQualifying', 'outOfScope', 'policy', 'retester', 'rewardTier', 'scope'].sort(),
    );
    expect(body.scope[0]).toMatchObject({ name: 'app.example.com', lowPrize: 0 });
  });

  it('does not check the budget of a program whose budget grew past its tier', () => {
    const values = filled({ priceTier: 'BASE', customBudget: null });
    expect(validateWizard(values, context, COMPANY_ID, { mode: 'edit' }).errors).toEqual({});
    expect(validateWizard(filled({ name: '' }), context, COMPANY_ID, { mode: 'edit' }).errors).toHaveProperty('name');
  });

  it('skips the floors for a program created before the cutoff date', () => {
    const values = filled({ rewardTier: 'CUSTOM' });
    values.scope = values.scope.map((target) => ({ ...target, mediumPrize: 10 }));
    expect(validateWizard(values, context, COMPANY_ID, { mode: 'edit', createdAt: '2024-11-14T10:00:00.000Z' }).floors).toBe(false);
    expect(validateWizard(values, context, COMPANY_ID, { mode: 'edit', createdAt: '2024-11-15T10:00:00.000Z' }).floors).toBe(true);
  });
});
