import { REPORT_SEVERITIES, REPORT_STATUSES, RETEST_STATUSES, type ReportSeverity, type ReportStatus, type RetestStatus } from '@bb/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_SORTS, type ReportSort } from '../api/reports.ts';

export type YesNo = 'yes' | 'no';

/** What a reports list keeps in its URL query, so a reload or a shared link shows the same page. */
export interface ReportListState {
  title: string;
  status: ReportStatus | null;
  severity: ReportSeverity | null;
  /** Days as YYYY-MM-DD (the date pickers' values). */
  from: string | null;
  to: string | null;
  company: string | null;
  program: string | null;
  breached: YesNo | null;
  /** Open reports whose next response is due within a day (the dashboards' "about to breach"). */
  dueSoon: boolean;
  /** Managed programs only (the platform's own work, as the staff dashboards count it). */
  managed: boolean;
  /** Fix verification: the state of the latest retest. */
  retest: RetestStatus | null;
  sort: ReportSort;
  page: number;
}

/** The URL parameter of each field (`tab` stays the page's). */
const PARAMS = {
  title: 'title',
  status: 'status',
  severity: 'severity',
  from: 'from',
  to: 'to',
  company: 'company',
  program: 'program',
  breached: 'breached',
  dueSoon: 'dueSoon',
  managed: 'managed',
  retest: 'retest',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof ReportListState, string>;

/** What a list shows while its URL says nothing: a platform triager's starts on the managed programs, the ones they handle. */
export interface ReportListDefaults {
  managed: boolean;
}

const NO_DEFAULTS: ReportListDefaults = { managed: false };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

const matching = (pattern: RegExp, raw: string | null): string | null => (raw !== null && pattern.test(raw) ? raw : null);

const yesOrNo = (raw: string | null): boolean | null => (raw === 'true' ? true : raw === 'false' ? false : null);

/** The state a query string holds; anything unknown or malformed is ignored (the list's defaults). */
export function readReportListState(params: URLSearchParams, defaults: ReportListDefaults = NO_DEFAULTS): ReportListState {
  const page = Number(params.get(PARAMS.page));
  return {
    title: params.get(PARAMS.title) ?? '',
    status: oneOf(REPORT_STATUSES, params.get(PARAMS.status)),
    severity: oneOf(REPORT_SEVERITIES, params.get(PARAMS.severity)),
    from: matching(DAY, params.get(PARAMS.from)),
    to: matching(DAY, params.get(PARAMS.to)),
    company: matching(UUID, params.get(PARAMS.company)),
    program: matching(UUID, params.get(PARAMS.program)),
    breached: oneOf(['yes', 'no'] as const, params.get(PARAMS.breached)),
    dueSoon: params.get(PARAMS.dueSoon) === 'true',
    managed: yesOrNo(params.get(PARAMS.managed)) ?? defaults.managed,
    retest: oneOf(RETEST_STATUSES, params.get(PARAMS.retest)),
    sort: oneOf(REPORT_SORTS, params.get(PARAMS.sort)) ?? '-createdAt',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** Whether `value` is what `key` holds when the URL does not name it (then it leaves the URL). */
function isDefaultValue(key: keyof ReportListState, value: ReportListState[keyof ReportListState], defaults: ReportListDefaults): boolean {
  if (key === 'managed') return value === defaults.managed;
  return value === null || value === '' || value === false || (key === 'sort' && value === '-createdAt') || (key === 'page' && value === 1);
}

/**
 * A reports list's filters, sort and page in the URL query. Any change but the page's goes back to
 * page 1 (spec part 2 section 9); default values leave the URL (a default that is on is turned off
 * as `managed=false`).
 */
export function useReportListParams(defaults: ReportListDefaults = NO_DEFAULTS): [ReportListState, (next: Partial<ReportListState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const managedByDefault = defaults.managed;
  const state = useMemo(() => readReportListState(searchParams, { managed: managedByDefault }), [searchParams, managedByDefault]);
  const update = useCallback(
    (next: Partial<ReportListState>) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(next) as [keyof ReportListState, ReportListState[keyof ReportListState]][]) {
            if (isDefaultValue(key, value, { managed: managedByDefault })) params.delete(PARAMS[key]);
            else params.set(PARAMS[key], String(value));
          }
          if (!('page' in next)) params.delete(PARAMS.page);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams, managedByDefault],
  );
  return [state, update];
}
