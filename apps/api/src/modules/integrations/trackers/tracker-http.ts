/**
 * One call to a tracker's REST API: JSON in and out with a deadline, through the webhooks' guarded request (in
 * production the address connected to is the one checked). A refusal of the credentials
 * (401, 403, 404: GitHub and GitLab answer 404 for a private project the token may not see) is
 * TRACKER_CREDENTIALS_REFUSED, anything else that is not a 2xx, or no answer, TRACKER_REQUEST_FAILED; both carry the
 * service's status in `fields.tracker` when there was one. In production the address must be https and public, as for
 * webhooks (the same guard).
 */
import { TRACKER_RULES } from '@bb/domain';
import { AppError } from '../../../lib/app-error.ts';
import { guardedRequest, isAllowedInProduction } from '../webhooks/index.ts';

export interface TrackerCall {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface TrackerHttp {
  /** The answer's JSON on a 2xx; an AppError otherwise. */
  json(call: TrackerCall): Promise<unknown>;
}

const REFUSED_STATUSES = new Set([401, 403, 404]);
/** An issue or a project is a few KB; an answer larger than this is not one the documentation describes. */
const MAX_ANSWER_BYTES = 1_000_000;

const failure = (code: 'TRACKER_CREDENTIALS_REFUSED' | 'TRACKER_REQUEST_FAILED', status: number | null) =>
  new AppError(code, status === null ? undefined : { tracker: [`HTTP ${status}`] });

export function trackerHttp(options: { production: boolean; timeoutMs?: number }): TrackerHttp {
  return {
    async json(call) {
      if (options.production && !(await isAllowedInProduction(call.url))) throw new AppError('TRACKER_URL_NOT_ALLOWED');
      const answer = await guardedRequest({
        method: call.method,
        url: call.url,
        headers: { accept: 'application/json', ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        timeoutMs: options.timeoutMs ?? TRACKER_RULES.timeoutMs,
        production: options.production,
        readBody: MAX_ANSWER_BYTES,
      });
      if (answer.status === null) throw failure('TRACKER_REQUEST_FAILED', null);
      if (REFUSED_STATUSES.has(answer.status)) throw failure('TRACKER_CREDENTIALS_REFUSED', answer.status);
      if (answer.status < 200 || answer.status >= 300) throw failure('TRACKER_REQUEST_FAILED', answer.status);
      try {
        return JSON.parse(answer.body ?? '') as unknown;
      } catch {
        throw failure('TRACKER_REQUEST_FAILED', answer.status);
      }
    },
  };
}

/** Reads a service's answer through a schema: an answer that is not what the documentation says is a failed request. */
export function parseAnswer<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw failure('TRACKER_REQUEST_FAILED', null);
  return parsed.data;
}
