/**
 * Calls to outside services over node's http(s) with a deadline. In production the connection resolves its host through
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

/** A guarded call's answer: its status (null when none came), how long it took, and its body when asked for. */
export interface HttpAnswer extends PostOutcome {
  body: string | null;
}

/**
 * One call to an outside service (webhook receivers, trackers): in production the URL must be https and its host is
 * resolved by `guardedLookup` on the connection itself, so the address checked is the address connected to (a name
 * that resolves to a public address when checked and to a private one when connected cannot slip through). Redirects
 * are not followed. With `readBody`, up to that many bytes of the answer are kept.
 */
export async function guardedRequest(input: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  production: boolean;
  readBody?: number;
}): Promise<HttpAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(input.url);
  const problem = input.production ? productionUrlProblem(url) : null;
  if (problem) return { status: null, ms: 0, error: problem, body: null };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const length = input.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(input.body)) };
  return new Promise<HttpAnswer>((resolve) => {
    const outgoing = send(url, {
      method: input.method,
      headers: { ...input.headers, ...length },
      timeout: input.timeoutMs,
      ...(input.production ? { lookup: guardedLookup } : {}),
    });
    outgoing.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (!input.readBody || kept >= input.readBody) return;
        chunks.push(chunk);
        kept += chunk.length;
      });
      const answer = (error: string | null) => ({
        status: response.statusCode ?? null,
        ms: elapsed(),
        error,
        body: input.readBody ? Buffer.concat(chunks).subarray(0, input.readBody).toString('utf8') : null,
      });
      response.on('end', () => resolve(answer(null)));
      response.on('error', (error) => resolve(answer(error.message.slice(0, ERROR_CHARS))));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${input.timeoutMs} ms`)));
    outgoing.on('error', (error) => resolve({ status: null, ms: elapsed(), error: error.message.slice(0, ERROR_CHARS), body: null }));
    outgoing.end(input.body);
  });
}

/** One delivery attempt: a receiver's answer counts by its status alone, its body is not read. */
export async function postJson(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  production: boolean;
}): Promise<PostOutcome> {
  const { body: _body, ...outcome } = await guardedRequest({ ...input, method: 'POST' });
  return outcome;
}
