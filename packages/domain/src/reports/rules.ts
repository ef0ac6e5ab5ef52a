/**
 * Report rules shared by the wizard, the lists and the API (spec part 2 sections 3-5 and 9,
 * DECISIONS "Reports"): statuses, severities, the two state tables (managed and self-managed
 * programs), points, response targets and the text filters of the form.
 */
import { SEVERITY_KEYS, type SeverityKey } from '../admin/platform-constants.ts';
import { LIST_COUNT_CAP } from '../lists/list-query.ts';
import { defineWorkflow, type WorkflowAction } from '../workflow.ts';

export const REPORT_STATUSES = [
  'new',
  'triaged',
  'moreInfo',
  'forApproval',
  'rewarded',
  'fixed',
  'informative',
  'duplicate',
  'outOfScope',
  'invalid',
  'spam',
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The statuses a rejection leads to: its reason (DECISIONS: the five rejection statuses). */
export const REJECT_REASONS = ['duplicate', 'informative', 'outOfScope', 'invalid', 'spam'] as const satisfies readonly ReportStatus[];
export type RejectReason = (typeof REJECT_REASONS)[number];

/** Decided reports: rewarded or fixed (accepted) and rejected ones. Effectiveness is accepted over closed. */
export const ACCEPTED_REPORT_STATUSES = ['rewarded', 'fixed'] as const satisfies readonly ReportStatus[];
export const CLOSED_REPORT_STATUSES = [...ACCEPTED_REPORT_STATUSES, ...REJECT_REASONS] as const satisfies readonly ReportStatus[];
/** Waiting for someone to act: a program card's pendingReportsCount. */
export const OPEN_REPORT_STATUSES = ['new', 'triaged', 'moreInfo', 'forApproval'] as const satisfies readonly ReportStatus[];
export const isClosedReportStatus = (status: ReportStatus): boolean => (CLOSED_REPORT_STATUSES as readonly ReportStatus[]).includes(status);
export const isAcceptedReportStatus = (status: ReportStatus): boolean => (ACCEPTED_REPORT_STATUSES as readonly ReportStatus[]).includes(status);

/** Severity 1 low to 4 critical (spec): the same keys as the prizes of a target. */
export const REPORT_SEVERITIES = SEVERITY_KEYS;
export type ReportSeverity = SeverityKey;
export const SEVERITY_LEVEL: Record<ReportSeverity, number> = { low: 1, medium: 2, high: 3, critical: 4 };

/**
 * How a caller stands towards a report: `handler` handles it (staff on a managed program, the
 * program's company on a self-managed one), `owner` is a member of the program's company,
 * `platform` is staff, `reporter` is the hacker who sent it.
 */
export const REPORT_RELATIONS = ['handler', 'owner', 'platform', 'reporter'] as const;
export type ReportRelation = (typeof REPORT_RELATIONS)[number];

const NOT_DECIDED = ['new', 'triaged', 'moreInfo', 'forApproval'] as const satisfies readonly ReportStatus[];

type ReportRow = WorkflowAction<ReportStatus, ReportRelation>;

/** The rows both kinds of program share (DECISIONS "Reports", the transitions table). */
const SHARED = {
  start: { from: ['new'], to: 'triaged', permission: 'report.handle', relations: ['handler'], invalidStatus: 'REPORT_ALREADY_STARTED' },
  moreInfo: { from: ['new', 'triaged'], to: 'moreInfo', permission: 'report.handle', relations: ['handler'] },
  // The reporting hacker's comment on a report waiting for them: back to where it was.
  answer: { from: ['moreInfo'], to: { back: true }, permission: 'report.comment', relations: ['reporter'] },
  reject: { from: NOT_DECIDED, to: { oneOf: REJECT_REASONS }, permission: 'report.handle', relations: ['handler'] },
  fix: { from: ['rewarded'], to: 'fixed', permission: 'report.handle', relations: ['owner', 'platform'] },
  changeSeverity: { from: NOT_DECIDED, to: null, permission: 'report.handle', relations: ['handler'] },
  redeemPoints: { from: ['rewarded', 'fixed'], to: null, permission: 'report.share', relations: ['reporter'], invalidStatus: 'INVALID_REPORT_PUBLISH' },
  // A fix that failed its retest (Fix verification, retests.ts): the platform gives the report back to the company.
  reopen: { from: ['fixed'], to: 'rewarded', permission: 'report.retestOutcome' },
} as const satisfies Record<string, ReportRow>;

/** On a managed program staff triage and approve; the company rewards or sends it back. */
export const MANAGED_REPORT_WORKFLOW = defineWorkflow({
  name: 'report',
  statuses: REPORT_STATUSES,
  relations: REPORT_RELATIONS,
  invalidStatus: 'INVALID_REPORT_STATUS',
  actions: {
    ...SHARED,
    approve: { from: ['triaged'], to: 'forApproval', permission: 'report.approve', relations: ['handler'] },
    sendBack: { from: ['forApproval'], to: 'triaged', permission: 'report.handle', relations: ['owner', 'platform'] },
    reward: { from: ['forApproval'], to: 'rewarded', permission: 'report.reward', relations: ['owner'] },
  },
});

/** On a self-managed program the company does it all: no approval step, it rewards what it triaged. */
export const SELF_MANAGED_REPORT_WORKFLOW = defineWorkflow({
  name: 'report',
  statuses: REPORT_STATUSES,
  relations: REPORT_RELATIONS,
  invalidStatus: 'INVALID_REPORT_STATUS',
  actions: {
    ...SHARED,
    approve: { from: [], to: 'forApproval', permission: 'report.approve', relations: ['handler'] },
    sendBack: { from: ['forApproval'], to: 'triaged', permission: 'report.handle', relations: ['owner', 'platform'] },
    reward: { from: ['triaged'], to: 'rewarded', permission: 'report.reward', relations: ['owner'] },
  },
});

export type ReportAction = (typeof MANAGED_REPORT_WORKFLOW.actionNames)[number];
export const REPORT_ACTIONS = MANAGED_REPORT_WORKFLOW.actionNames;

/** The table of a report's program. */
export const reportWorkflow = (isManaged: boolean) => (isManaged ? MANAGED_REPORT_WORKFLOW : SELF_MANAGED_REPORT_WORKFLOW);

/** The relations a report offers its caller, given who they are and the program's management. */
export function reportRelations(input: { isManaged: boolean; isStaff: boolean; isProgramCompanyMember: boolean; isReporter: boolean }): Set<ReportRelation> {
  const relations = new Set<ReportRelation>();
  if (input.isStaff) relations.add('platform');
  if (input.isProgramCompanyMember) relations.add('owner');
  if (input.isReporter) relations.add('reporter');
  if (input.isManaged ? input.isStaff : input.isProgramCompanyMember) relations.add('handler');
  return relations;
}

// ---------------------------------------------------------------- points

/** DECISIONS "Reports": points for a rewarded report by severity, for some rejections, for sharing. */
export const REPORT_POINTS = {
  rewarded: { low: 10, medium: 25, high: 50, critical: 100 } satisfies Record<ReportSeverity, number>,
  duplicate: 2,
  informative: 1,
  share: 5,
} as const;

/** The points a decision earns the reporting hacker. */
export function pointsForDecision(status: ReportStatus, severity: ReportSeverity): number {
  if (status === 'rewarded') return REPORT_POINTS.rewarded[severity];
  if (status === 'duplicate') return REPORT_POINTS.duplicate;
  if (status === 'informative') return REPORT_POINTS.informative;
  return 0;
}

/** Accepted over closed, in whole percent; null before anything is closed. */
export function effectiveness(accepted: number, closed: number): number | null {
  return closed > 0 ? Math.round((accepted * 100) / closed) : null;
}

// ---------------------------------------------------------------- response targets

/** Response targets "about to breach": due within this many hours and not done yet. */
export const ABOUT_TO_BREACH_HOURS = 24;

export const RESPONSE_TARGETS = ['firstResponse', 'triage', 'bounty', 'resolution'] as const;
export type ResponseTarget = (typeof RESPONSE_TARGETS)[number];

/** Business days from submission (DECISIONS "Reports"); bounty depends on who handles the program. */
export function responseTargetDays(isManaged: boolean): Record<ResponseTarget, number> {
  return { firstResponse: 2, triage: 5, bounty: isManaged ? 14 : 21, resolution: 90 };
}

/** `days` business days (Monday to Friday) after `from`, at the same time of day. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date;
}

/** When each response is due for a report submitted at `createdAt`. */
export function responseDueDates(createdAt: Date, isManaged: boolean): Record<ResponseTarget, Date> {
  const days = responseTargetDays(isManaged);
  return Object.fromEntries(RESPONSE_TARGETS.map((target) => [target, addBusinessDays(createdAt, days[target])])) as Record<ResponseTarget, Date>;
}

export const RESPONSE_STATES = ['due', 'met', 'breached', 'notApplicable'] as const;
export type ResponseState = (typeof RESPONSE_STATES)[number];

/**
 * A target's state: met when done in time, breached when done late or still undone past its due
 * time, due otherwise; not applicable when the report was rejected before it was done (a rejected
 * report is never triaged further, rewarded or fixed).
 */
export function responseState(due: Date, doneAt: Date | null, status: ReportStatus, now: Date = new Date()): ResponseState {
  if (doneAt) return doneAt <= due ? 'met' : 'breached';
  if ((REJECT_REASONS as readonly ReportStatus[]).includes(status)) return 'notApplicable';
  return now > due ? 'breached' : 'due';
}

// ---------------------------------------------------------------- form text

const TITLE_DISALLOWED = /[^\p{L}\p{M}\p{N} '’-]/gu;

/** What the title input keeps: letters (accented too), digits, spaces, apostrophes and hyphens. */
export const filterReportTitle = (value: string): string => value.replace(TITLE_DISALLOWED, '');

/** What the IP address input keeps: digits, dots and commas, repeated dots and commas collapsed (several addresses comma separated). */
export function filterIpAddress(value: string): string {
  return value
    .replace(/[^0-9.,]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/,{2,}/g, ',');
}

export const REPORT_LIMITS = {
  titleMax: 200,
  endpointMax: 2_000,
  payloadMax: 20_000,
  environmentMax: 2_000,
  ipAddressMax: 200,
  reasonMax: 5_000,
  messageMax: 20_000,
  /** A reward is at least 1 euro. */
  rewardMin: 1,
} as const;

/**
 * A list whose filters the aggregates cannot count (a title, a date range, breached) counts at most
 * this many and says so (`countCapped`): past it a page number means little, and an exact count of a
 * million reports costs more than the page itself.
 */
export const REPORT_LIST_COUNT_CAP = LIST_COUNT_CAP;

export const REPORT_UI = {
  pageSize: 10,
  filterDebounceMs: 1000,
} as const;

// ---------------------------------------------------------------- exports

/** A report export's file name without extension: `report-` and the id's first block. */
export const reportExportName = (id: string): string => `report-${id.slice(0, 8)}`;
