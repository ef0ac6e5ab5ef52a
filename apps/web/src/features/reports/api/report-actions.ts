import type {
  ApproveReportInput,
  ChangeSeverityInput,
  FailFixInput,
  MoreInfoInput,
  RedeemPointsInput,
  RejectReportInput,
  ReportCommentInput,
  ReportDetail,
  RewardReportInput,
  SendBackInput,
  VerifyFixInput,
} from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { storeReport } from './report.ts';

/** Each action's path segment and body (DECISIONS "Reports", shapes); start and fix send none. */
interface ReportActionBodies {
  start: undefined;
  fix: undefined;
  'more-info': MoreInfoInput;
  approve: ApproveReportInput;
  reward: RewardReportInput;
  'send-back': SendBackInput;
  reject: RejectReportInput;
  'change-severity': ChangeSeverityInput;
  'redeem-points': RedeemPointsInput;
  comment: ReportCommentInput;
  /** Fix verification: the retester's outcome of the report's retest. */
  'verify-fix': VerifyFixInput;
  'fail-fix': FailFixInput;
}
export type ReportActionPath = keyof ReportActionBodies;

export type ReportActionCall = {
  [A in ReportActionPath]: { id: string; action: A; body: ReportActionBodies[A]; idempotencyKey?: string };
}[ReportActionPath];

/** POST /api/reports/{id}/{action}: every action answers the report with the caller's new abilities. A reward sends its Idempotency-Key. */
export function postReportAction({ id, action, body, idempotencyKey }: ReportActionCall): Promise<ReportDetail> {
  return api.post<ReportDetail>(`/api/reports/${encodeURIComponent(id)}/${action}`, body ?? {}, {
    headers: idempotencyKey ? idempotencyHeaders(idempotencyKey) : undefined,
  });
}

/** One mutation for every report action: the answer replaces the cached detail; lists refetch; a reward moves the company's money. */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReportAction,
    onSuccess: async (report, call) => {
      await storeReport(queryClient, report);
      if (call.action === 'reward') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: sharedQueryKeys.companyBalance }),
          queryClient.invalidateQueries({ queryKey: sharedQueryKeys.transactions }),
        ]);
      }
    },
  });
}
