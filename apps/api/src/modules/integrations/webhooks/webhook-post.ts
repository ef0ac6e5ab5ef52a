/**
 * One attempt: a POST over node's http(s) with a deadline. In production the connection resolves its host through
 * `guardedLookup` (the address it connects to is the one checked) and refuses non-https URLs and forbidden literals.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, productionUrlProblem } from './address-guard.ts';

export interface PostOutcome {
  /** The receiver's status code; null when none came (refused, unreachable, timed out). */
  status: number | null;
  ms: number;
  error: string | null;
}

/** A receiver's answer counts as received on any 2xx. */
export const isSuccess = (outcome: PostOutcome) => outcome.status !== null && outcome.status >= 200 && outcome.status < 300;

/** How much of an error body is kept in the log. */
const ERROR_CHARS = 500;

export async function postJson(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  production: boolean;
}): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(input.url);
  const problem = input.production ? productionUrlProblem(url) : null;
  if (problem) return { status: null, ms: 0, error: problem };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostOutcome>((resolve) => {
    const outgoing = send(url, {
      method: 'POST',
      headers: { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) },
      timeout: input.timeoutMs,
      ...(input.production ? { lookup: guardedLookup } : {}),
    });
    outgoing.on('response', (response: IncomingMessage) => {
      // The body is not read beyond a glance: a receiver's answer is its status.
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? null, ms: elapsed(), error: null }));
      response.on('error', (error) => resolve({ status: response.statusCode ?? null, ms: elapsed(), error: error.message.slice(0, ERROR_CHARS) }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${input.timeoutMs} ms`)));
    outgoing.on('error', (error) => resolve({ status: null, ms: elapsed(), error: error.message.slice(0, ERROR_CHARS) }));
    outgoing.end(input.body);
  });
}
