import { REPORT_SEVERITIES, REPORT_STATUSES, type ReportSeverity, type ReportStatus } from '@bb/domain';
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
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof ReportListState, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

const matching = (pattern: RegExp, raw: string | null): string | null => (raw !== null && pattern.test(raw) ? raw : null);

/** The state a query string holds; anything unknown or malformed is ignored (the list's defaults). */
export function readReportListState(params: URLSearchParams): ReportListState {
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
    managed: params.get(PARAMS.managed) === 'true',
    sort: oneOf(REPORT_SORTS, params.get(PARAMS.sort)) ?? '-createdAt',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * A reports list's filters, sort and page in the URL query. Any change but the page's goes back to
 * page 1 (spec part 2 section 9); default values leave the URL.
 */
export function useReportListParams(): [ReportListState, (next: Partial<ReportListState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readReportListState(searchParams), [searchParams]);
  const update = useCallback(
    (next: Partial<ReportListState>) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(next) as [keyof ReportListState, ReportListState[keyof ReportListState]][]) {
            const isDefault =
              value === null || value === '' || value === false || (key === 'sort' && value === '-createdAt') || (key === 'page' && value === 1);
            if (isDefault) params.delete(PARAMS[key]);
            else params.set(PARAMS[key], String(value));
          }
          if (!('page' in next)) params.delete(PARAMS.page);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [state, update];
}
