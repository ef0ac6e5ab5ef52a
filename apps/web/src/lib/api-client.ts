import { STATUS_FALLBACK_CODES } from '@bb/domain/error-kinds';
import type { FieldErrors } from '@bb/domain/errors';
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const UNSAFE_METHODS = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** Sends `body` as it is (a File, a string) with this Content-Type instead of as JSON. */
  contentType?: string;
  /** Extra headers (an Idempotency-Key ...); they cannot replace the CSRF or language headers. */
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

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

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function requestBody({ body, contentType }: RequestOptions): BodyInit | undefined {
  if (body === undefined) return undefined;
  return contentType ? (body as BodyInit) : JSON.stringify(body);
}

/**
 * Calls the API: same-origin credentials, JSON in and out, the CSRF header on unsafe methods and
 * the interface language. Throws ApiError; never shows anything or navigates (callers decide).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const send = async (csrfToken: string | null): Promise<Response> => {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', 'Accept-Language': getLanguage() };
    if (options.body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
    if (csrfToken) headers[CSRF_HEADER] = csrfToken;
    try {
      return await fetch(buildUrl(path, options.query), { method, headers, credentials: 'same-origin', body: requestBody(options), signal: options.signal });
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
  if (response.status === 204) return undefined as T;
  return (await readBody(response)) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
