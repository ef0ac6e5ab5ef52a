import { STATUS_FALLBACK_CODES } from '@bb/domain/error-kinds';
import type { FieldErrors } from '@bb/domain/errors';
import createClient, { createQuerySerializer, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { paths } from './api/openapi.gen.ts';
import { readCookie } from './cookies.ts';
import { getLanguage } from './language.ts';

/** The CSRF cookie: `__Host-bb_csrf` in production (https), `bb_csrf` on local http; whichever is there. */
export const CSRF_COOKIES = ['__Host-bb_csrf', 'bb_csrf'] as const;
export const CSRF_HEADER = 'x-csrf-token';

/** Codes the client produces itself when there is no usable answer from the server. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'UNKNOWN_ERROR'] as const;

/**
 * A failed call: the HTTP status (0 when nothing came back), the error code, the message, field errors and, when the
 * server says when to try again (a limit reached: Retry-After), after how many seconds.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  readonly retryAfterSeconds: number | null;

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}, retryAfterSeconds: number | null = null) {
    super(message || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseFields(value: unknown): FieldErrors {
  if (!isObject(value)) return {};
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) fields[name] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') fields[name] = [messages];
  }
  return fields;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Turns an error response into an ApiError; a body without a code falls back by HTTP status. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const envelope = isObject(body) ? body : {};
  const code = typeof envelope.code === 'string' ? envelope.code : (STATUS_FALLBACK_CODES[response.status] ?? 'UNKNOWN_ERROR');
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  return new ApiError(response.status, code, message, parseFields(envelope.fields), retryAfterOf(response));
}

/** Retry-After in seconds, as the API sends it (the HTTP-date form is not used here). */
function retryAfterOf(response: Response): number | null {
  const value = Number(response.headers.get('retry-after') ?? '');
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Maps fetch's own failures (offline, timeout) onto ApiError; a caller's abort is passed through. */
export function toNetworkError(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'TimeoutError') return new ApiError(0, 'TIMEOUT', error.message);
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof TypeError) return new ApiError(0, 'NETWORK_ERROR', error.message);
  return error;
}

function readCsrfCookie(): string | null {
  for (const name of CSRF_COOKIES) {
    const value = readCookie(name);
    if (value) return value;
  }
  return null;
}

let csrfPrimer: Promise<void> | null = null;

/**
 * The server sets the CSRF cookie on any safe request where it is missing or belongs to another
 * session (it is bound to the session cookie): one cheap GET primes it.
 */
async function primeCsrfCookie(): Promise<string | null> {
  csrfPrimer ??= fetch('/api/health', { credentials: 'same-origin' })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      csrfPrimer = null;
    });
  await csrfPrimer;
  return readCsrfCookie();
}

async function ensureCsrfCookie(): Promise<string | null> {
  return readCsrfCookie() ?? primeCsrfCookie();
}

/** How a call leaves: the browser's fetch, or the server's own when it paints a signed-in page (sendApiCallsThrough). */
type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * Sends the client's calls through `send` instead of the browser's fetch: the server's renderer, which paints a
 * signed-in page with the API's own answers (app/first-paint-server.tsx). Never called in the browser.
 */
export function sendApiCallsThrough(send: Transport): void {
  transport = send;
}

/**
 * Sends one call to the API: same-origin credentials, the interface language, JSON unless the caller asks for another
 * answer, and the CSRF header on unsafe methods (the caller's headers cannot replace it). Throws ApiError on a failure
 * or when nothing answers; never shows anything or navigates (callers decide).
 */
async function sendToApi(url: string, init: RequestInit): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const send = async (csrfToken: string | null): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set('Accept-Language', getLanguage());
    headers.delete(CSRF_HEADER);
    if (csrfToken) headers.set(CSRF_HEADER, csrfToken);
    try {
      return await transport(url, { ...init, method, headers, credentials: 'same-origin' });
    } catch (error) {
      throw toNetworkError(error);
    }
  };

  const unsafe = UNSAFE_METHODS.has(method);
  const token = unsafe ? await ensureCsrfCookie() : null;
  let response = await send(token);
  // A token left from another session (signed in or out elsewhere, a session cookie that expired):
  // nothing was done, so get the current one and try once more.
  if (unsafe && response.status === 403 && (await toApiError(response.clone())).code === 'CSRF_INVALID') {
    const fresh = await primeCsrfCookie();
    if (fresh && fresh !== token) response = await send(fresh);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * What openapi-fetch hands to the client's fetch in place of the Request it would build: the address as it made it
 * (relative, which a Request cannot hold outside a page: the tests, the public site's server render) and the init as
 * it is (a File body stays the File, the caller's AbortSignal its own), for sendToApi to send as they are.
 */
class PreparedCall {
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {}

  get method(): string {
    return this.init.method ?? 'GET';
  }
}

const serializeQuery = createQuerySerializer();

const client = createClient<paths>({
  // openapi-fetch only constructs it and hands it back to `fetch` below: the cast names the stand-in's type to it.
  Request: PreparedCall as unknown as typeof Request,
  fetch: (call) => sendToApi((call as unknown as PreparedCall).url, (call as unknown as PreparedCall).init),
  // An empty value is no filter: left out, as undefined and null are.
  querySerializer: (query) => serializeQuery(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))),
});

/** openapi-fetch's optional or required options argument (its own InitParam, not exported). */
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

/** The success answer's body: a failure never returns here (sendToApi throws ApiError). */
type DataOf<Result> = Result extends { data: infer Data } ? Data : never;

type ApiMethod<Method extends HttpMethod> = <Path extends PathsWithMethod<paths, Method>, Init extends MaybeOptionalInit<paths[Path], Method>>(
  path: Path,
  ...init: InitParam<Init>
) => Promise<DataOf<FetchResponse<Extract<paths[Path][Method], Record<string | number, unknown>>, Init, MediaType>>>;

/** One method of the typed client, answering the body itself (typed by the document) instead of `{ data, error }`. */
function returningData<Method extends 'get' | 'post' | 'put' | 'patch' | 'delete'>(method: Method): ApiMethod<Method> {
  // openapi-fetch's own signature checks each call's path, parameters and body (ApiMethod repeats it); this only unwraps.
  const request = client.request as unknown as (method: string, path: string, init?: object) => Promise<{ data?: unknown }>;
  return (async (path: string, init?: object) => (await request(method, path, init)).data) as ApiMethod<Method>;
}

/**
 * The API, typed from its OpenAPI document (lib/api/openapi.gen.ts, `npm run openapi:types`):
 * `await api.GET('/api/reports/{id}', { params: { path: { id } } })` answers the report. Failures throw ApiError.
 * A file answer: `{ parseAs: 'blob' }`; a list's own query string: `listQuery(...)`.
 */
export const api = {
  GET: returningData('get'),
  POST: returningData('post'),
  PUT: returningData('put'),
  PATCH: returningData('patch'),
  DELETE: returningData('delete'),
};

/**
 * A list's query string as its page builds it (toListQueryString's `{field}__{op}` filters, which the document names
 * only as "any other key"), sent in place of typed query parameters.
 */
export function listQuery(queryString: string) {
  return { querySerializer: () => queryString };
}

/** An XML document as the body, as it is (the routes that import bank files read the text). */
export function xmlBody(text: string) {
  return { body: text, bodySerializer: (body: string) => body, headers: { 'Content-Type': 'application/xml' } };
}
