import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveReportSchema,
  changeSeveritySchema,
  moreInfoSchema,
  redeemPointsSchema,
  rejectReportSchema,
  reportCommentSchema,
  reportDetailSchema,
  rewardReportSchema,
  sendBackSchema,
  type Permission,
  type UserType,
  type WriteLimitName,
} from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import { idempotencyClaim } from '../ledger/index.ts';
import type { ReportActionsService } from './report-actions.service.ts';

const params = z.object({ id: z.uuid() });
const IDEMPOTENT = 'Send an Idempotency-Key header: a repeated key answers the first result and moves nothing twice.';

/** The report actions of DECISIONS "Reports", each answering the report with the caller's abilities. */
export function reportActionsRoutes(app: FastifyInstance, deps: { actions: ReportActionsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  // An action that tells the other party (a comment, a status or severity change) counts against a write limit.
  const config = (auth: readonly UserType[] | 'any', permission: Permission, writeLimit: WriteLimitName | null = 'reportAction') => ({
    auth,
    permission,
    ...(writeLimit ? { writeLimit } : {}),
  });
  const response = { 200: reportDetailSchema };
  const { actions } = deps;

  r.post(
    '/api/reports/:id/comment',
    {
      config: config('any', 'report.comment', 'reportComment'),
      schema: {
        tags,
        summary: 'Comment (rich text, attachments of purpose commentAttachment); the reporting hacker’s comment answers a request for more information',
        params,
        body: reportCommentSchema,
        response,
      },
    },
    async (request) => actions.comment(requireActor(request), request.params.id, request.body),
  );

  r.post(
    '/api/reports/:id/start',
    {
      config: config(['company', 'staff'], 'report.handle'),
      schema: { tags, summary: 'Take in charge: new -> triaged, the prize is reserved (REPORT_ALREADY_STARTED)', params, response },
    },
    async (request) => actions.start(requireActor(request), request.params.id),
  );

  r.post(
    '/api/reports/:id/more-info',
    {
      config: config(['company', 'staff'], 'report.handle'),
      schema: { tags, summary: 'Ask the hacker for more information: new or triaged -> more info', params, body: moreInfoSchema, response },
    },
    async (request) => actions.moreInfo(requireActor(request), request.params.id, request.body.message),
  );

  r.post(
    '/api/reports/:id/approve',
    {
      config: config(['staff'], 'report.approve'),
      schema: {
        tags,
        summary: 'Approve (staff, managed programs): triaged -> for approval, with the reviewed text and the review PDF',
        params,
        body: approveReportSchema,
        response,
      },
    },
    async (request) => actions.approve(requireActor(request), request.params.id, request.body),
  );

  r.post(
    '/api/reports/:id/reward',
    {
      config: config(['company'], 'report.reward'),
      schema: {
        tags,
        summary: 'Reward: the amount (the target’s prize by default) goes to the hacker; irreversible (PROGRAM_LOW_BUDGET)',
        description: IDEMPOTENT,
        params,
        body: rewardReportSchema,
        response,
      },
    },
    async (request) => actions.reward(requireActor(request), request.params.id, request.body.amount, idempotencyClaim(request)),
  );

  r.post(
    '/api/reports/:id/send-back',
    {
      config: config(['company', 'staff'], 'report.handle'),
      schema: { tags, summary: 'Send back to triage: for approval -> triaged, with a reason', params, body: sendBackSchema, response },
    },
    async (request) => actions.sendBack(requireActor(request), request.params.id, request.body.reason),
  );

  r.post(
    '/api/reports/:id/reject',
    {
      config: config(['company', 'staff'], 'report.handle'),
      schema: {
        tags,
        summary: 'Reject with a reason (the status) and details; a duplicate names its original; irreversible',
        params,
        body: rejectReportSchema,
        response,
      },
    },
    async (request) => actions.reject(requireActor(request), request.params.id, request.body),
  );

  r.post(
    '/api/reports/:id/fix',
    { config: config(['company', 'staff'], 'report.handle'), schema: { tags, summary: 'Mark as resolved: rewarded -> fixed', params, response } },
    async (request) => actions.fix(requireActor(request), request.params.id),
  );

  r.post(
    '/api/reports/:id/change-severity',
    {
      config: config(['company', 'staff'], 'report.handle'),
      schema: {
        tags,
        summary: 'Change the severity and its CVSS 4.0 vector; with a vector the severity follows its score; a lower severity needs a reason',
        description:
          '`severityDescription` omitted keeps the report’s vector, a vector replaces it, `null` removes it (shown in the timeline). With a vector, ' +
          'a `severity` other than its score’s is 422 on `severityDescription`; a change that changes nothing is 422 on `severity`.',
        params,
        body: changeSeveritySchema,
        response,
      },
    },
    async (request) => actions.changeSeverity(requireActor(request), request.params.id, request.body),
  );

  r.post(
    '/api/reports/:id/redeem-points',
    {
      config: config(['hacker'], 'report.share', null),
      schema: {
        tags,
        summary: 'The hacker shared the rewarded report on X or LinkedIn: 5 points, once (INVALID_REPORT_PUBLISH)',
        params,
        body: redeemPointsSchema,
        response,
      },
    },
    async (request) => actions.redeemPoints(requireActor(request), request.params.id),
  );
}
