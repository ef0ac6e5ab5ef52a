import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportTrackerSchema, trackerConnectSchema, trackerConnectionAnswerSchema } from '@bb/domain';
import { requireActor } from '../../../plugins/auth.ts';
import type { TrackersService } from './trackers.service.ts';

/** The company's administrators manage the connection. */
const MANAGERS = { auth: ['company'], permission: 'tracker.manage' } as const;
/** Whoever handles the company's reports pushes them and reads their issue back; the hacker never sees the link. */
const HANDLERS = { auth: ['company'], permission: 'report.handle' } as const;
const BASE = '/api/integrations/tracker';
const reportParams = z.object({ id: z.uuid() });

/** The company's issue tracker or code host (Jira Cloud, GitHub, GitLab) and the issues its reports were pushed as. */
export function trackersRoutes(app: FastifyInstance, deps: { trackers: TrackersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];

  r.get(
    BASE,
    {
      config: MANAGERS,
      schema: { tags, summary: "The company's tracker connection, without its token (null when none)", response: { 200: trackerConnectionAnswerSchema } },
    },
    async (request) => deps.trackers.connection(requireActor(request)),
  );

  r.put(
    BASE,
    {
      config: MANAGERS,
      schema: {
        tags,
        summary:
          'Connect (or replace) the tracker; the credentials are checked with a read of the project first (TRACKER_CREDENTIALS_REFUSED, TRACKER_REQUEST_FAILED, TRACKER_URL_NOT_ALLOWED)',
        body: trackerConnectSchema,
        response: { 200: trackerConnectionAnswerSchema },
      },
    },
    async (request) => deps.trackers.connect(requireActor(request), request.body),
  );

  r.delete(
    BASE,
    { config: MANAGERS, schema: { tags, summary: 'Disconnect the tracker; pushed issues stay linked', response: { 200: trackerConnectionAnswerSchema } } },
    async (request) => deps.trackers.disconnect(requireActor(request)),
  );

  r.get(
    '/api/reports/:id/tracker-issue',
    {
      config: HANDLERS,
      schema: { tags, summary: "The report's issue in the tracker, if pushed", params: reportParams, response: { 200: reportTrackerSchema } },
    },
    async (request) => deps.trackers.issue(requireActor(request), request.params.id),
  );

  r.post(
    '/api/reports/:id/tracker-issue',
    {
      config: HANDLERS,
      schema: {
        tags,
        summary:
          'Push the report to the tracker as an issue, once: a second push answers the first issue, or TRACKER_PUSH_IN_PROGRESS while the first is still calling the tracker (TRACKER_NOT_CONNECTED, TRACKER_CREDENTIALS_REFUSED, TRACKER_REQUEST_FAILED)',
        params: reportParams,
        response: { 200: reportTrackerSchema },
      },
    },
    async (request) => deps.trackers.push(requireActor(request), request.params.id),
  );

  r.post(
    '/api/reports/:id/tracker-issue/sync',
    {
      config: HANDLERS,
      schema: { tags, summary: "Read the issue's state in the tracker now", params: reportParams, response: { 200: reportTrackerSchema } },
    },
    async (request) => deps.trackers.sync(requireActor(request), request.params.id),
  );
}
