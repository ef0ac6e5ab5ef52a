import type { ProgramAccess, ProgramCard, ProgramContext, ProgramDetail } from '@bb/domain';

export const PROGRAM_ID = '5a1b2c3d-0000-4000-8000-000000000001';
export const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';

export function programCard(overrides: Partial<ProgramCard> = {}): ProgramCard {
  return {
    id: PROGRAM_ID,
    name: 'Portale clienti',
    status: 'active',
    tags: ['WEB_APPLICATION', 'API'],
    isPublic: true,
    isManaged: true,
    budget: 7500,
    remainingBudget: 6000,
    budgetLeftPercentage: 80,
    effectiveness: null,
    initialBudget: 7500,
    pendingReportsCount: 0,
    reward: 7500,
    company: { id: COMPANY_ID, name: 'Demo Srl', picture: null },
    createdAt: '2026-02-10T10:00:00.000Z',
    updatedAt: '2026-02-10T10:00:00.000Z',
    ...overrides,
  };
}

export function programDetail(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  return {
    ...programCard(),
    content: null,
    contentHtml: '<p>Testate il portale.</p>',
    outOfScope: null,
    outOfScopeHtml: '',
    nonQualifying: null,
    nonQualifyingHtml: '<p>Clickjacking</p>',
    scope: [],
    policy: null,
    language: 'it',
    verificationService: true,
    retester: 'staff',
    isPaused: false,
    pausedForBudget: false,
    lowestPrize: 200,
    priceTier: 'BASE',
    rewardTier: 'BASE',
    coupon: { managementDiscount: null, verificationDiscount: null },
    reviewNote: null,
    floorsApply: true,
    testingAccountMinScore: null,
    payableReports: { low: 12, medium: 6, high: 3, critical: 1 },
    updatedAt: '2026-02-10T10:00:00.000Z',
    abilities: {
      edit: true,
      finalize: false,
      approve: false,
      requestChanges: false,
      reject: false,
      resubmit: false,
      pause: true,
      resume: false,
      activate: false,
      delete: true,
      increaseBudget: true,
      invite: true,
      manageTestingAccounts: true,
      saveDraft: false,
      budgetPause: false,
      budgetResume: false,
    },
    ...overrides,
  };
}

export function programContext(overrides: Partial<ProgramContext> = {}): ProgramContext {
  return {
    floors: { low: 100, medium: 300, high: 700, critical: 1500 },
    floorCutoffDate: '2024-11-15',
    managedFeePercent: 10,
    verificationFeePercent: 5,
    retestFee: 50,
    priceTiers: { BASE: 7500, STANDARD: 15000, PREMIUM: 30000 },
    limits: { createMinBudget: 7500, increaseMinBudget: 100, increaseStep: 100, maxBudget: 999_999_999 },
    company: { id: COMPANY_ID, name: 'Demo Srl', sector: 'TECHNOLOGY', employees: 'SMALL', isVerified: true },
    rewardTiers: null,
    coupon: { managementDiscount: null, verificationDiscount: null },
    balance: 1000,
    ...overrides,
  };
}

/** A hacker's access to PROGRAM_ID: none yet, so they may ask for it. */
export function programAccess(overrides: Partial<ProgramAccess> = {}): ProgramAccess {
  return {
    programId: PROGRAM_ID,
    status: 'none',
    source: null,
    createdAt: null,
    decidedAt: null,
    abilities: { requestAccess: true, accept: false, reject: false },
    ...overrides,
  };
}
