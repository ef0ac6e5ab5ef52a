import { STATUS_FALLBACK_CODES, type FieldErrors } from '@bb/domain/errors';
import { readCookie } from './cookies.ts';
import { getLanguage } from './language.ts';

export const CSRF_COOKIE = 'bb_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Codes the client produces itself when there is no usable answer from the server. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'UNKNOWN_ERROR'] as const;

/** A failed call: the HTTP status (0 when nothing came back), the error code, the message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}) {
    super(message || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
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
  return new ApiError(response.status, code, message, parseFields(envelope.fields));
}

/** Maps fetch's own failures (offline, timeout) onto ApiError; a caller's abort is passed through. */
export function toNetworkError(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'TimeoutError') return new ApiError(0, 'TIMEOUT', error.message);
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof TypeError) return new ApiError(0, 'NETWORK_ERROR', error.message);
  return error;
}

let csrfPrimer: Promise<void> | null = null;

/** The server sets bb_csrf on any response where it is missing: one cheap GET primes it. */
async function ensureCsrfCookie(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  csrfPrimer ??= fetch('/api/health', { credentials: 'same-origin' })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      csrfPrimer = null;
    });
  await csrfPrimer;
  return readCookie(CSRF_COOKIE);
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
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', 'Accept-Language': getLanguage() };
  if (options.body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  if (UNSAFE_METHODS.has(method)) {
    const token = await ensureCsrfCookie();
    if (token) headers[CSRF_HEADER] = token;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: requestBody(options),
      signal: options.signal,
    });
  } catch (error) {
    throw toNetworkError(error);
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
