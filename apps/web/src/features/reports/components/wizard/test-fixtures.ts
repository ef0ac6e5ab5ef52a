import type { ProgramDetail } from '@bb/domain';

export const PROGRAM_ID = '5a1b2c3d-0000-4000-8000-000000000001';
export const TARGET_ID = '6b2c3d4e-0000-4000-8000-000000000002';
export const REPORT_ID = '7c3d4e5f-0000-4000-8000-000000000003';

/** An active public program with one web target, as GET /api/programs/{id} answers a hacker. */
export function reportProgram(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  return {
    id: PROGRAM_ID,
    name: 'Portale clienti',
    status: 'active',
    tags: ['WEB_APPLICATION'],
    isPublic: true,
    isManaged: true,
    budget: 7500,
    remainingBudget: 6000,
    budgetLeftPercentage: 80,
    effectiveness: null,
    initialBudget: 7500,
    pendingReportsCount: 0,
    reward: 1500,
    company: { id: '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a', name: 'Demo Srl', picture: null },
    createdAt: '2026-02-10T10:00:00.000Z',
    updatedAt: '2026-02-10T10:00:00.000Z',
    content: null,
    contentHtml: '<p>Testate il portale.</p>',
    outOfScope: null,
    outOfScopeHtml: '',
    nonQualifying: null,
    nonQualifyingHtml: '',
    scope: [{ id: TARGET_ID, name: 'portale.example.it', type: 'WEB_APPLICATION', lowPrize: 100, mediumPrize: 300, highPrize: 700, criticalPrize: 1500 }],
    policy: null,
    language: 'it',
    verificationService: false,
    isPaused: false,
    pausedForBudget: false,
    priceTier: 'BASE',
    rewardTier: 'BASE',
    coupon: { managementDiscount: null, verificationDiscount: null },
    floorsApply: true,
    testingAccountMinScore: null,
    payableReports: { low: 12, medium: 6, high: 3, critical: 1 },
    abilities: {
      edit: false,
      finalize: false,
      approve: false,
      pause: false,
      resume: false,
      activate: false,
      delete: false,
      increaseBudget: false,
      invite: false,
      manageTestingAccounts: false,
      saveDraft: false,
      budgetPause: false,
      budgetResume: false,
    },
    ...overrides,
  };
}
