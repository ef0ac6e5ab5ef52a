import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render.tsx';
import { api, ApiError, CSRF_HEADER } from './api-client.ts';
import { setCurrentLanguage } from './language.ts';

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

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

    await api.get('/api/users/me');
    await api.post('/api/users/logout');
    await api.patch('/api/users/me', { firstName: 'Ada' });
    await api.delete('/api/users', { password: 'x' });

    const [get, post, patch, del] = calls;
    expect(headersOf(get?.init)[CSRF_HEADER]).toBeUndefined();
    expect(headersOf(post?.init)[CSRF_HEADER]).toBe('abc 123');
    expect(headersOf(patch?.init)[CSRF_HEADER]).toBe('abc 123');
    expect(headersOf(del?.init)[CSRF_HEADER]).toBe('abc 123');
    for (const call of calls) expect(call.init?.credentials).toBe('same-origin');
    expect(headersOf(patch?.init)['Content-Type']).toBe('application/json');
    expect(patch?.init?.body).toBe(JSON.stringify({ firstName: 'Ada' }));
  });

  it('primes the CSRF cookie with a GET when it is missing', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/health') document.cookie = 'bb_csrf=fresh; path=/';
      else expect((init?.headers as Record<string, string>)[CSRF_HEADER]).toBe('fresh');
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    await api.post('/api/users/forgot-password', { email: 'a@b.it' });
    expect(calls).toEqual(['GET /api/health', 'POST /api/users/forgot-password']);
  });

  it('finds the production cookie __Host-bb_csrf as well as the local bb_csrf', async () => {
    const { fetchMock, calls } = mockFetch({ 'POST /api/users/logout': () => ({ body: { ok: true } }) });
    vi.stubGlobal('fetch', fetchMock);
    // jsdom runs on http, where browsers refuse __Host- cookies: stand in for document.cookie.
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => 'theme=dark; __Host-bb_csrf=prod%2Etoken' });
    try {
      await api.post('/api/users/logout');
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
    expect(calls.map((call) => call.url)).toEqual(['/api/users/logout']);
    expect(headersOf(calls[0]?.init)[CSRF_HEADER]).toBe('prod.token');
  });

  it('after CSRF_INVALID gets the current token with a GET and tries once more', async () => {
    document.cookie = 'bb_csrf=stale; path=/';
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const token = (init?.headers as Record<string, string> | undefined)?.[CSRF_HEADER];
      calls.push(`${init?.method ?? 'GET'} ${url} ${token ?? ''}`.trim());
      if (url === '/api/health') {
        document.cookie = 'bb_csrf=current; path=/';
        return new Response(JSON.stringify({ status: 'ok' }), { status: 200 });
      }
      if (token !== 'current') return new Response(JSON.stringify({ code: 'CSRF_INVALID', message: '' }), { status: 403 });
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    await expect(api.post('/api/users/logout')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['POST /api/users/logout stale', 'GET /api/health', 'POST /api/users/logout current']);

    // A refusal the token does not explain (another origin) is not retried in a loop.
    calls.length = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response(JSON.stringify({ code: 'CSRF_INVALID', message: '' }), { status: String(input) === '/api/health' ? 200 : 403 });
    });
    await expect(api.post('/api/users/logout')).rejects.toMatchObject({ status: 403, code: 'CSRF_INVALID' });
    expect(calls).toEqual(['POST /api/users/logout', 'GET /api/health']);
  });

  it('sends the interface language as Accept-Language', async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/users/me': () => ({ body: {} }) });
    vi.stubGlobal('fetch', fetchMock);
    setCurrentLanguage('en');
    await api.get('/api/users/me');
    expect(headersOf(calls[0]?.init)['Accept-Language']).toBe('en');
  });

  it('throws an ApiError with status, code, message and field errors', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/users/signup': () => ({
        status: 422,
        body: { code: 'VALIDATION_ERROR', message: 'Errore di validazione', fields: { email: ['Email non valida'], username: ['a', 'b'] } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    const error = await api.post('/api/users/signup', {}).catch((caught: unknown) => caught);
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
    await expect(api.get('/api/users/me')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/users/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
  it('adds caller headers without letting them replace its own, and sends a raw body with its content type', async () => {
    const { fetchMock, calls } = mockFetch({
      'POST /api/banking/company-transfers/d1/approve': () => ({ body: { id: 'd1' } }),
      'POST /api/banking/company-transfers/import': () => ({ body: { created: 1 } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';

    await api.post('/api/banking/company-transfers/d1/approve', { companyId: 'c1' }, { headers: { 'Idempotency-Key': 'k-1', [CSRF_HEADER]: 'forged' } });
    const file = new File(['<Document/>'], 'statement.xml', { type: 'text/xml' });
    await api.post('/api/banking/company-transfers/import', file, { contentType: 'application/xml' });

    const [approve, upload] = calls;
    expect(headersOf(approve?.init)).toMatchObject({ 'Idempotency-Key': 'k-1', [CSRF_HEADER]: 't', 'Content-Type': 'application/json' });
    expect(approve?.init?.body).toBe(JSON.stringify({ companyId: 'c1' }));
    expect(headersOf(upload?.init)['Content-Type']).toBe('application/xml');
    expect(upload?.init?.body).toBe(file);
  });
});
