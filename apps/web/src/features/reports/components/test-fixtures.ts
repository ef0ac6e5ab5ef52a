import { REPORT_ACTIONS, type ReportAbilities, type ReportDetail, type ReportEvent, type ReportListItem } from '@bb/domain';

export const REPORT_ID = '9c1d2e3f-0000-4000-8000-000000000001';
export const ORIGINAL_ID = '9c1d2e3f-0000-4000-8000-000000000002';
export const PROGRAM_ID = '5a1b2c3d-0000-4000-8000-000000000001';
export const HACKER_ID = '3e4f5a6b-0000-4000-8000-000000000003';
export const TRIAGER_ID = '3e4f5a6b-0000-4000-8000-000000000004';

export const VECTOR_HIGH = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';
export const VECTOR_LOWER = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:L/VI:L/VA:N/SC:N/SI:N/SA:N';

/** Every ability false, then the ones given. */
export function abilities(allowed: Partial<ReportAbilities> = {}): ReportAbilities {
  const none = Object.fromEntries([...REPORT_ACTIONS, 'comment'].map((action) => [action, false])) as ReportAbilities;
  return Object.assign(none, allowed);
}

export function reportListItem(overrides: Partial<ReportListItem> = {}): ReportListItem {
  return {
    id: REPORT_ID,
    title: 'XSS riflesso nella ricerca',
    status: 'new',
    severity: 'high',
    cvssScore: 8.7,
    program: { id: PROGRAM_ID, name: 'Portale clienti', isManaged: false },
    company: { id: '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a', name: 'Demo Srl', picture: null },
    target: { id: '1a2b3c4d-0000-4000-8000-000000000009', name: 'app.demo.it', type: 'WEB_APPLICATION' },
    hacker: { id: HACKER_ID, username: 'ada', picture: null },
    reward: null,
    breached: false,
    retestStatus: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function reportEvent(overrides: Partial<ReportEvent> = {}): ReportEvent {
  return {
    id: '8b7a6c5d-0000-4000-8000-000000000010',
    type: 'submitted',
    actor: { id: HACKER_ID, username: 'ada', picture: null },
    createdAt: '2026-03-02T09:00:00.000Z',
    status: null,
    oldStatus: null,
    reason: null,
    severity: null,
    oldSeverity: null,
    vector: null,
    oldVector: null,
    score: null,
    oldScore: null,
    reward: null,
    content: null,
    contentHtml: null,
    media: [],
    ...overrides,
  };
}

const due = (dueAt: string) => ({ dueAt, doneAt: null, state: 'due' as const });

export function reportDetail(overrides: Partial<ReportDetail> = {}): ReportDetail {
  return {
    ...reportListItem(),
    severityDescription: VECTOR_HIGH,
    content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Il parametro q viene riflesso.' }] }] },
    contentHtml: '<p>Il parametro q viene riflesso.</p>',
    endpoint: 'https://app.demo.it/search',
    payload: '<script>alert(1)</script>',
    bugChain: null,
    bugChainHtml: null,
    media: [],
    environment: 'Chrome 130',
    ipAddress: '203.0.113.7',
    defaultReward: 1500,
    rewardBudget: null,
    reviewDocument: null,
    duplicateOf: null,
    receipt: { sha256: 'a'.repeat(64), at: '2026-03-02T09:00:00.000Z' },
    pointsRedeemed: false,
    payment: null,
    retest: null,
    responseTargets: {
      firstResponse: due('2026-03-04T09:00:00.000Z'),
      triage: due('2026-03-09T09:00:00.000Z'),
      bounty: due('2026-03-30T09:00:00.000Z'),
      resolution: due('2026-07-06T09:00:00.000Z'),
    },
    timeline: [reportEvent()],
    abilities: abilities(),
    ...overrides,
  };
}
