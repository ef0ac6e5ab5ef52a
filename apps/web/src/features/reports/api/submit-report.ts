import type { ReportDetail, ReportFormInput } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { asReportDetail } from './report.ts';

/** Everything cached about reports (lists, details): a new report changes the lists. */
const reportsQueryKey = ['reports'] as const;

/** POST /api/reports: the hacker's report, or staff's on a company's behalf (with `hacker`). */
export async function submitReport(body: ReportFormInput): Promise<ReportDetail> {
  return asReportDetail(await api.POST('/api/reports', { body }));
}

export function useSubmitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReport,
    onSuccess: async (report) => {
      // The program's pending count and the report lists moved.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['programs', 'detail', report.program.id] }),
      ]);
    },
  });
}
