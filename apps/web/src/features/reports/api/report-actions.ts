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
import { asReportDetail, storeReport, type ReportAnswer } from './report.ts';

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

type ActionInit<A extends ReportActionPath> = { params: { path: { id: string } }; body: ReportActionBodies[A]; headers?: Record<string, string> };

/** Each action's call, typed by the document (its path, and its body against the domain's input type). */
const SEND_ACTION: { [A in ReportActionPath]: (init: ActionInit<A>) => Promise<ReportAnswer> } = {
  start: ({ params, headers }) => api.POST('/api/reports/{id}/start', { params, headers }),
  fix: ({ params, headers }) => api.POST('/api/reports/{id}/fix', { params, headers }),
  'more-info': (init) => api.POST('/api/reports/{id}/more-info', init),
  approve: (init) => api.POST('/api/reports/{id}/approve', init),
  reward: (init) => api.POST('/api/reports/{id}/reward', init),
  'send-back': (init) => api.POST('/api/reports/{id}/send-back', init),
  reject: (init) => api.POST('/api/reports/{id}/reject', init),
  'change-severity': (init) => api.POST('/api/reports/{id}/change-severity', init),
  'redeem-points': (init) => api.POST('/api/reports/{id}/redeem-points', init),
  comment: (init) => api.POST('/api/reports/{id}/comment', init),
  'verify-fix': (init) => api.POST('/api/reports/{id}/verify-fix', init),
  'fail-fix': (init) => api.POST('/api/reports/{id}/fail-fix', init),
};

function sendAction<A extends ReportActionPath>({
  id,
  action,
  body,
  idempotencyKey,
}: {
  id: string;
  action: A;
  body: ReportActionBodies[A];
  idempotencyKey?: string;
}) {
  const headers = idempotencyKey ? idempotencyHeaders(idempotencyKey) : undefined;
  return SEND_ACTION[action]({ params: { path: { id } }, body, headers });
}

/** POST /api/reports/{id}/{action}: every action answers the report with the caller's new abilities. A reward sends its Idempotency-Key. */
export async function postReportAction(call: ReportActionCall): Promise<ReportDetail> {
  return asReportDetail(await sendAction(call));
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
