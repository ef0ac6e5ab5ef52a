import { describe, expect, it } from 'vitest';
import { COMPANY_SECTORS, COMPANY_SIZES } from '../companies/rules.ts';
import { toCents } from '../money.ts';
import { permissionsOf } from '../permissions.ts';
import { translateValidationMessage, messageWithParams } from '../validation-messages.ts';
import {
  budgetLeftPercentage,
  budgetRuleOutcome,
  filterProgramName,
  floorViolations,
  floorsApply,
  isValidProgramName,
  lowestPrize,
  payableReports,
  PROGRAM_ACTIONS,
  PROGRAM_STATUSES,
  PROGRAM_WORKFLOW,
  programCharge,
  rewardDefaults,
  SECTOR_RISK,
} from './rules.ts';

const FLOORS = { low: 100, medium: 300, high: 800, critical: 2000 };
const target = (low: number, medium: number, high: number, critical: number) => ({
  lowPrize: low,
  mediumPrize: medium,
  highPrize: high,
  criticalPrize: critical,
});
const RATES = { managedFeePercent: 10, verificationFeePercent: 5 };

describe('reward defaults', () => {
  it('follows the spec table by risk class and size', () => {
    expect(rewardDefaults('FINANCIAL', 'LARGE', 'BASE')).toEqual({ low: 500, medium: 1800, high: 5000, critical: 15000 });
    expect(rewardDefaults('TRANSPORT', 'SMALL', 'BASE')).toEqual({ low: 180, medium: 600, high: 1500, critical: 3600 });
    expect(rewardDefaults('EDUCATION', 'MEDIUM', 'BASE')).toEqual({ low: 180, medium: 600, high: 1500, critical: 3600 });
    expect(rewardDefaults('AGRICULTURE', 'SMALL', 'BASE')).toEqual({ low: 150, medium: 500, high: 1200, critical: 3000 });
  });

  it('scales Standard by 1.5 and Premium by 2, to the nearest 10 euro (half up)', () => {
    expect(rewardDefaults('AGRICULTURE', 'SMALL', 'STANDARD')).toEqual({ low: 230, medium: 750, high: 1800, critical: 4500 });
    expect(rewardDefaults('TRANSPORT', 'SMALL', 'STANDARD')).toEqual({ low: 270, medium: 900, high: 2250, critical: 5400 });
    expect(rewardDefaults('FINANCIAL', 'SMALL', 'PREMIUM')).toEqual({ low: 400, medium: 1440, high: 3600, critical: 9000 });
    expect(rewardDefaults('FINANCIAL', 'SMALL', 'CUSTOM')).toEqual(rewardDefaults('FINANCIAL', 'SMALL', 'BASE'));
  });

  it('classes OTHER as medium risk and every tier value is a multiple of 10', () => {
    expect(SECTOR_RISK.OTHER).toBe('MEDIUM');
    for (const sector of COMPANY_SECTORS)
      for (const size of COMPANY_SIZES)
        for (const tier of ['BASE', 'STANDARD', 'PREMIUM'] as const) {
          for (const value of Object.values(rewardDefaults(sector, size, tier))) expect(value % 10).toBe(0);
        }
  });
});

describe('floors', () => {
  it('lets low be 0 (not rewarded) but not between 0 and the floor', () => {
    expect(floorViolations([target(0, 300, 800, 2000)], FLOORS)).toEqual([]);
    expect(floorViolations([target(99, 300, 800, 2000)], FLOORS)).toEqual([{ index: 0, severity: 'low', field: 'lowPrize', floor: 100 }]);
  });

  it('names every prize below its floor, per target', () => {
    const violations = floorViolations([target(100, 300, 800, 2000), target(100, 0, 799, 1999)], FLOORS);
    expect(violations.map((v) => [v.index, v.severity, v.floor])).toEqual([
      [1, 'medium', 300],
      [1, 'high', 800],
      [1, 'critical', 2000],
    ]);
  });

  it('skips programs created before 2024-11-15', () => {
    expect(floorsApply(new Date('2024-11-14T23:59:59Z'))).toBe(false);
    expect(floorsApply('2024-11-15T00:00:00Z')).toBe(true);
    expect(floorsApply(null)).toBe(true);
    expect(floorViolations([target(1, 1, 1, 1)], FLOORS, new Date('2023-01-01'))).toEqual([]);
  });

  it('translates the floor message with the floor in euro', () => {
    expect(translateValidationMessage(messageWithParams('validation.program.floor', { floor: 2000 }), 'it')).toBe(
      'Il premio minimo per questa gravità è di 2.000 €',
    );
    expect(translateValidationMessage(messageWithParams('validation.program.floor', { floor: 2000 }), 'en')).toBe(
      'The minimum reward for this severity is €2,000',
    );
  });
});

describe('program charge', () => {
  it('is budget + 10% managed + 5% Fix verification (the 7,500 + 750 + 375 = 8,625 example)', () => {
    expect(programCharge({ budgetCents: toCents(7500), isManaged: true, verificationService: true, rates: RATES })).toEqual({
      budget: 750_000,
      managedFee: 75_000,
      verificationFee: 37_500,
      total: 862_500,
    });
  });

  it('charges no fee for a self-managed program without extras', () => {
    expect(programCharge({ budgetCents: 10_000, isManaged: false, verificationService: false, rates: RATES }).total).toBe(10_000);
  });

  it('reduces each fee by its coupon percent, rounding half up to the cent', () => {
    const charge = programCharge({
      budgetCents: 750_000,
      isManaged: true,
      verificationService: true,
      rates: RATES,
      coupon: { managementDiscount: 50, verificationDiscount: 100 },
    });
    expect(charge).toEqual({ budget: 750_000, managedFee: 37_500, verificationFee: 0, total: 787_500 });
    expect(
      programCharge({
        budgetCents: 10_005,
        isManaged: true,
        verificationService: false,
        rates: RATES,
        coupon: { managementDiscount: 33.33, verificationDiscount: null },
      }).managedFee,
    ).toBe(667);
  });
});

describe('name filter', () => {
  it('keeps letters (accented too), digits, spaces, apostrophes and hyphens', () => {
    expect(filterProgramName("Sito dell'Università - 2025 <script>!")).toBe("Sito dell'Università - 2025 script");
    expect(isValidProgramName("L'app è sicura-2")).toBe(true);
    expect(isValidProgramName('a<b')).toBe(false);
    expect(isValidProgramName('   ')).toBe(false);
  });
});

describe('status table', () => {
  it('allows exactly the documented moves', () => {
    const allowed = PROGRAM_ACTIONS.flatMap((action) =>
      PROGRAM_STATUSES.filter((s) => PROGRAM_WORKFLOW.next(action, s) !== null).map((s) => `${action}:${s}->${PROGRAM_WORKFLOW.next(action, s)}`),
    );
    expect(allowed).toEqual([
      'edit:draft->draft',
      'edit:pending->pending',
      'edit:changesRequested->changesRequested',
      'edit:active->active',
      'edit:paused->paused',
      'saveDraft:draft->draft',
      'finalize:draft->pending',
      'approve:pending->active',
      'requestChanges:pending->changesRequested',
      'reject:pending->rejected',
      'reject:changesRequested->rejected',
      'resubmit:changesRequested->pending',
      'pause:active->paused',
      'resume:paused->active',
      'activate:paused->active',
      'delete:draft->deleted',
      'delete:pending->deleted',
      'delete:changesRequested->deleted',
      'delete:active->deleted',
      'delete:paused->deleted',
      'increaseBudget:pending->pending',
      'increaseBudget:changesRequested->changesRequested',
      'increaseBudget:active->active',
      'increaseBudget:paused->paused',
      'invite:pending->pending',
      'invite:changesRequested->changesRequested',
      'invite:active->active',
      'invite:paused->paused',
      'manageTestingAccounts:draft->draft',
      'manageTestingAccounts:pending->pending',
      'manageTestingAccounts:changesRequested->changesRequested',
      'manageTestingAccounts:active->active',
      'manageTestingAccounts:paused->paused',
      'budgetPause:active->paused',
      'budgetResume:paused->active',
    ]);
  });

  it('gives each role its buttons', () => {
    const abilities = (status: Parameters<typeof PROGRAM_WORKFLOW.abilities>[1], ...subject: Parameters<typeof permissionsOf>) =>
      PROGRAM_WORKFLOW.abilities(permissionsOf(...subject), status);
    expect(abilities('pending', 'staff', null)).toMatchObject({ approve: true, delete: false, increaseBudget: false, edit: true });
    expect(abilities('paused', 'company', 'ADMIN')).toMatchObject({ resume: true, activate: false, delete: true, increaseBudget: true });
    expect(abilities('paused', 'company', 'FINANCE')).toMatchObject({ resume: false, edit: false, delete: false, increaseBudget: true });
    expect(abilities('paused', 'company', 'PROGRAM_MANAGER')).toMatchObject({ resume: true, edit: true, delete: true, increaseBudget: false });
    expect(abilities('active', 'company', 'TRIAGER')).toEqual(Object.fromEntries(PROGRAM_ACTIONS.map((a) => [a, false])));
    expect(abilities('active', 'hacker', null)).toEqual(Object.fromEntries(PROGRAM_ACTIONS.map((a) => [a, false])));
    expect(abilities('deleted', 'superadmin', null)).toEqual(Object.fromEntries(PROGRAM_ACTIONS.map((a) => [a, false])));
  });
});

describe('budget rule', () => {
  it('finds the lowest non-zero prize', () => {
    expect(lowestPrize([target(0, 300, 800, 2000), target(150, 400, 900, 3000)])).toBe(150);
    expect(lowestPrize([target(0, 0, 0, 0)])).toBeNull();
  });

  it('counts the reports of each severity the remaining budget can still pay, at the highest prize', () => {
    expect(payableReports(10_000, [target(0, 300, 800, 2000), target(150, 400, 900, 3000)])).toEqual({ low: 66, medium: 25, high: 11, critical: 3 });
    expect(payableReports(299, [target(0, 300, 0, 0)])).toEqual({ low: null, medium: 0, high: null, critical: null });
    expect(payableReports(-5, [target(100, 100, 100, 100)])).toEqual({ low: 0, medium: 0, high: 0, critical: 0 });
  });

  it('pauses an active program below it and resumes one paused for budget once covered', () => {
    expect(budgetRuleOutcome({ status: 'active', pausedForBudget: false, remainingCents: 9_999, lowestPrizeCents: 10_000 })).toBe('pause');
    expect(budgetRuleOutcome({ status: 'active', pausedForBudget: false, remainingCents: 10_000, lowestPrizeCents: 10_000 })).toBeNull();
    expect(budgetRuleOutcome({ status: 'paused', pausedForBudget: true, remainingCents: 10_000, lowestPrizeCents: 10_000 })).toBe('resume');
    expect(budgetRuleOutcome({ status: 'paused', pausedForBudget: false, remainingCents: 1_000_000, lowestPrizeCents: 10_000 })).toBeNull();
    expect(budgetRuleOutcome({ status: 'pending', pausedForBudget: false, remainingCents: 0, lowestPrizeCents: 10_000 })).toBeNull();
  });

  it('computes the budget left in whole percent', () => {
    expect(budgetLeftPercentage(250, 1000)).toBe(25);
    expect(budgetLeftPercentage(0, 0)).toBe(100);
  });
});
