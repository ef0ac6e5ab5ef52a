import type { ReportDetail } from '@bb/domain';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useReportAction, type ReportActionCall, type ReportActionPath } from '../api/report-actions.ts';

/**
 * Runs a report action: on success the action's toast (spec part 2 section 8) and `onDone` with the
 * new report; a failure goes to `onError` (the form's field mapping or the error modal).
 */
export function useRunAction() {
  const { t } = useTranslation();
  const mutation = useReportAction();
  const run = (call: ReportActionCall, { onDone, onError }: { onDone?: (report: ReportDetail) => void; onError: (error: unknown) => void }) =>
    mutation.mutate(call, {
      onSuccess: (report) => {
        notifySuccess(t(`reports.toasts.${call.action satisfies ReportActionPath}`));
        onDone?.(report);
      },
      onError,
    });
  return { run, pending: mutation.isPending };
}
