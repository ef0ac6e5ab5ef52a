import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { cookieNames, type CookieNames } from '../plugins/cookies.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client for app.inject: keeps cookies between calls and sends the CSRF header
 * the way the web app does (`names`: the production cookie names for an app built with NODE_ENV=production).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    public language: 'it' | 'en' = 'en',
    readonly names: CookieNames = cookieNames(false),
  ) {}

  /** Like the web app: one cheap GET (with the cookies, so the token is bound to the session) when there is no token. */
  private async ensureCsrf() {
    if (!this.cookies.has(this.names.csrf)) this.store(await this.app.inject({ method: 'GET', url: '/api/health', cookies: Object.fromEntries(this.cookies) }));
  }

  private store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      const expired = cookie.expires && new Date(cookie.expires).getTime() < Date.now();
      if (cookie.value === '' || expired || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    if (method !== 'GET') await this.ensureCsrf();
    const options: InjectOptions = {
      method,
      url,
      headers: {
        'accept-language': this.language,
        ...(method !== 'GET' ? { 'x-csrf-token': this.cookies.get(this.names.csrf) ?? '' } : {}),
        ...headers,
      },
      cookies: Object.fromEntries(this.cookies),
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    };
    const response = await this.app.inject(options);
    this.store(response);
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', url, body ?? {}, headers);
  patch = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('PATCH', url, body ?? {}, headers);
  delete = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('DELETE', url, body, headers);
}
