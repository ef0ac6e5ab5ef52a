import { programAcceptsReports, toListQueryString, type hackerCompletionSchema, type ProgramDetail } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, listQuery, isApiError } from '../../../lib/api-client.ts';
import { VERIFICATION_PATH, programPath } from '../../../lib/paths.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

type HackerCompletion = z.infer<typeof hackerCompletionSchema>;

/** GET /api/profile/completion (shared key: the dashboard checklist reads the same answer). */
const completionQueryOptions = queryOptions({
  queryKey: sharedQueryKeys.hackerCompletion,
  queryFn: () => api.GET('/api/profile/completion'),
});

/** GET /api/programs/{id}, under the key the program page caches it (same call, same answer). */
export function reportProgramQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['programs', 'detail', id] as const,
    queryFn: () => api.GET('/api/programs/{id}', { params: { path: { id } } }),
    enabled: Boolean(id),
  });
}

export function useReportProgram(id: string) {
  return useQuery(reportProgramQueryOptions(id));
}

/** Staff's program picker: active programs by name (GET /api/programs answers what staff see). */
export function useActivePrograms(name: string) {
  const query = toListQueryString({ filters: { status: 'active', name__icontains: name.trim() }, sort: 'name', size: 50 });
  return useQuery({
    queryKey: ['programs', 'list', 'report-picker', name.trim()] as const,
    queryFn: () => api.GET('/api/programs', listQuery(query)),
    placeholderData: keepPreviousData,
  });
}

/** What may stop a hacker from reporting to a program, in the order the server checks them. */
export const REPORT_CHECKS = ['kycCompleted', 'taxRegimeConfigured', 'ibanConfigured', 'programAdmitted', 'programActive'] as const;
export type ReportCheck = (typeof REPORT_CHECKS)[number];

const PAYMENTS_TAB_PATH = '/account?tab=payments';

/** Where the hacker fixes each missing item. */
export function reportCheckLink(check: ReportCheck, programId: string): string {
  switch (check) {
    case 'kycCompleted':
      return VERIFICATION_PATH;
    case 'taxRegimeConfigured':
    case 'ibanConfigured':
      return PAYMENTS_TAB_PATH;
    case 'programAdmitted':
    case 'programActive':
      // The program page: its request-access notice for a private one, its status otherwise.
      return programPath(programId);
  }
}

/** The missing items, given the completion and the program (a 404 means a private program not joined). */
export function missingReportChecks(completion: HackerCompletion, program: ProgramDetail | null): ReportCheck[] {
  const done: Record<ReportCheck, boolean> = {
    kycCompleted: completion.kycCompleted,
    taxRegimeConfigured: completion.taxRegimeConfigured,
    ibanConfigured: completion.ibanConfigured,
    programAdmitted: program !== null,
    // Nothing to say about the status of a program the hacker cannot see.
    programActive: program === null || programAcceptsReports(program.status),
  };
  return REPORT_CHECKS.filter((check) => !done[check]);
}

const isHidden = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 422);

export type ReportChecksState = { state: 'loading' } | { state: 'error' } | { state: 'ready'; missing: ReportCheck[]; program: ProgramDetail | null };

/** The reporting gate (KYC, tax regime, IBAN) and the program's (admitted, active), for the hacker. */
export function useReportChecks(programId: string): ReportChecksState {
  const completion = useQuery(completionQueryOptions);
  const program = useReportProgram(programId);
  const hidden = program.isError && isHidden(program.error);
  if (completion.isError || (program.isError && !hidden)) return { state: 'error' };
  if (!completion.data || (!program.data && !hidden)) return { state: 'loading' };
  const detail = program.data ?? null;
  return { state: 'ready', missing: missingReportChecks(completion.data, detail), program: detail };
}
