import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render.tsx';
import { api, ApiError, CSRF_HEADER, listQuery, xmlBody } from './api-client.ts';
import { setCurrentLanguage } from './language.ts';

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}
const header = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

beforeEach(() => setCurrentLanguage('it'));
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the CSRF cookie as x-csrf-token on unsafe methods only, with same-origin credentials', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { id: 'u1' } }),
      'POST /api/users/logout': () => ({ body: { ok: true } }),
      'PATCH /api/users/me': () => ({ body: { id: 'u1' } }),
      'DELETE /api/users': () => ({ body: { ok: true } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=abc%20123; path=/';

    await api.GET('/api/users/me');
    await api.POST('/api/users/logout');
    await api.PATCH('/api/users/me', { body: { firstName: 'Ada' } });
    await api.DELETE('/api/users', { body: { password: 'x' } });

    const [get, post, patch, del] = calls;
    expect(header(get?.init, CSRF_HEADER)).toBeNull();
    expect(header(post?.init, CSRF_HEADER)).toBe('abc 123');
    expect(header(patch?.init, CSRF_HEADER)).toBe('abc 123');
    expect(header(del?.init, CSRF_HEADER)).toBe('abc 123');
    for (const call of calls) expect(call.init?.credentials).toBe('same-origin');
    expect(header(patch?.init, 'Content-Type')).toBe('application/json');
    expect(patch?.init?.body).toBe(JSON.stringify({ firstName: 'Ada' }));
  });

  it('primes the CSRF cookie with a GET when it is missing', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/health') document.cookie = 'bb_csrf=fresh; path=/';
      else expect(header(init, CSRF_HEADER)).toBe('fresh');
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    await api.POST('/api/users/forgot-password', { body: { email: 'a@b.it' } });
    expect(calls).toEqual(['GET /api/health', 'POST /api/users/forgot-password']);
  });

  it('finds the production cookie __Host-bb_csrf as well as the local bb_csrf', async () => {
    const { fetchMock, calls } = mockFetch({ 'POST /api/users/logout': () => ({ body: { ok: true } }) });
    vi.stubGlobal('fetch', fetchMock);
    // jsdom runs on http, where browsers refuse __Host- cookies: stand in for document.cookie.
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => 'theme=dark; __Host-bb_csrf=prod%2Etoken' });
    try {
      await api.POST('/api/users/logout');
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
    expect(calls.map((call) => call.url)).toEqual(['/api/users/logout']);
    expect(header(calls[0]?.init, CSRF_HEADER)).toBe('prod.token');
  });

  it('after CSRF_INVALID gets the current token with a GET and tries once more', async () => {
    document.cookie = 'bb_csrf=stale; path=/';
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const token = header(init, CSRF_HEADER);
      calls.push(`${init?.method ?? 'GET'} ${url} ${token ?? ''}`.trim());
      if (url === '/api/health') {
        document.cookie = 'bb_csrf=current; path=/';
        return new Response(JSON.stringify({ status: 'ok' }), { status: 200 });
      }
      if (token !== 'current') return new Response(JSON.stringify({ code: 'CSRF_INVALID', message: '' }), { status: 403 });
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    await expect(api.POST('/api/users/logout')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['POST /api/users/logout stale', 'GET /api/health', 'POST /api/users/logout current']);

    // A refusal the token does not explain (another origin) is not retried in a loop.
    calls.length = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response(JSON.stringify({ code: 'CSRF_INVALID', message: '' }), { status: String(input) === '/api/health' ? 200 : 403 });
    });
    await expect(api.POST('/api/users/logout')).rejects.toMatchObject({ status: 403, code: 'CSRF_INVALID' });
    expect(calls).toEqual(['POST /api/users/logout', 'GET /api/health']);
  });

  it('sends the interface language as Accept-Language', async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/users/me': () => ({ body: {} }) });
    vi.stubGlobal('fetch', fetchMock);
    setCurrentLanguage('en');
    await api.GET('/api/users/me');
    expect(header(calls[0]?.init, 'Accept-Language')).toBe('en');
  });

  it('throws an ApiError with status, code, message and field errors', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/users/forgot-password': () => ({
        status: 422,
        body: { code: 'VALIDATION_ERROR', message: 'Errore di validazione', fields: { email: ['Email non valida'], username: ['a', 'b'] } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    const error = await api.POST('/api/users/forgot-password', { body: { email: 'x' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Errore di validazione',
      fields: { email: ['Email non valida'], username: ['a', 'b'] },
    });
  });

  it('falls back to the status code when the body carries no code, and to NETWORK_ERROR when nothing answers', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.GET('/api/users/me')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.GET('/api/users/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
  it('adds caller headers without letting them replace its own, and sends a raw body with its content type', async () => {
    const { fetchMock, calls } = mockFetch({
      'POST /api/banking/company-transfers/d1/approve': () => ({ body: { id: 'd1' } }),
      'POST /api/banking/company-transfers/import': () => ({ body: { created: 1 } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';

    await api.POST('/api/banking/company-transfers/{id}/approve', {
      params: { path: { id: 'd1' } },
      body: { companyId: 'c1' },
      headers: { 'Idempotency-Key': 'k-1', [CSRF_HEADER]: 'forged' },
    });
    await api.POST('/api/banking/company-transfers/import', xmlBody('<Document/>'));

    const [approve, upload] = calls;
    expect(headersOf(approve?.init)).toMatchObject({ 'idempotency-key': 'k-1', [CSRF_HEADER]: 't', 'content-type': 'application/json' });
    expect(approve?.init?.body).toBe(JSON.stringify({ companyId: 'c1' }));
    expect(header(upload?.init, 'Content-Type')).toBe('application/xml');
    expect(upload?.init?.body).toBe('<Document/>');
  });

  it('fills the path parameters, encoded, and sends typed query parameters without the empty ones', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/reports/a%2Fb': () => ({ body: { id: 'a/b' } }),
      'GET /api/wiki': () => ({ body: { results: [] } }),
      'GET /api/reports': () => ({ body: { results: [], count: 0 } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.GET('/api/reports/{id}', { params: { path: { id: 'a/b' } } })).resolves.toEqual({ id: 'a/b' });
    await api.GET('/api/wiki', { params: { query: { lang: 'it', search: '' } } });
    await api.GET('/api/reports', listQuery('status=new%2Ctriaged&page=2'));
    expect(calls.map((call) => call.url)).toEqual(['/api/reports/a%2Fb', '/api/wiki?lang=it', '/api/reports?status=new%2Ctriaged&page=2']);
  });

  it('answers nothing for a 204, and a Blob when asked for a file', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input).endsWith('.pdf')
        ? new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : new Response(null, { status: 204 }),
    );
    document.cookie = 'bb_csrf=t; path=/';
    await expect(api.POST('/api/users/logout')).resolves.toBeUndefined();
    const file = await api.GET('/api/reports/{id}/export.pdf', { params: { path: { id: 'r1' } }, parseAs: 'blob' });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('cannot be called, type-checked, with a path the document lacks, without a path parameter, or untyped', () => {
    // `npm run typecheck` fails unless each of these is the error it names: the document is the only way to the API.
    const refused = [
      // @ts-expect-error -- not a path of the document
      () => api.GET('/api/not-a-route'),
      // @ts-expect-error -- the report's id is required
      () => api.GET('/api/reports/{id}'),
      // @ts-expect-error -- the body's required email is missing
      () => api.POST('/api/users/forgot-password', { body: {} }),
      // @ts-expect-error -- the untyped api.get<T> is gone
      () => api.get('/api/reports'),
    ];
    expect(refused).toHaveLength(4);
  });
});
