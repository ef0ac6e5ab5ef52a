import { DEFAULT_NON_QUALIFYING } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { COMPANY_ID, programContext } from '../test-fixtures.ts';
import { chargeFormula } from './recap-step.tsx';
import { initialValues, STEP, stepForErrors, validateWizard, wizardCharge, type WizardValues } from './wizard-model.ts';

const context = programContext({ rewardTiers: { BASE: { low: 150, medium: 500, high: 1200, critical: 3000 }, STANDARD: { low: 230, medium: 750, high: 1800, critical: 4500 }, PREMIUM: { low: 300, medium: 1000, high: 2400, critical: 6000 } } });

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
