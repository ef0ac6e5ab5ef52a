import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const PAGE = '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';

/** A build directory of its own (the tests replace its files), as `npm run build -w apps/web` writes it. */
function buildDirectory(): string {
  const root = mkdtempSync(join(tmpdir(), 'bb-web-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), PAGE);
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'export {};\n');
  return root;
}

let ctx: TestContext;
let root: string;
beforeAll(async () => {
  root = buildDirectory();
  ctx = await createTestApp({ WEB_DIST_DIR: root });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('the web app behind deep links', () => {
  it("answers every report page's deep link with the app", async () => {
    for (let i = 0; i < 200; i++) {
      const response = await get(`/reports/${randomUUID()}${i % 2 ? '?tab=timeline' : ''}`);
      expect([response.statusCode, response.headers['content-type'], response.body]).toEqual([200, 'text/html; charset=utf-8', PAGE]);
    }
  });

  it('serves the build files, answers a missing one and an unknown API path 404, never with the page', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    // A file keeps the headers a subresource needs; a document's policy is on the page, not on each of its files.
    expect([asset.headers['x-content-type-options'], asset.headers['cross-origin-resource-policy']]).toEqual(['nosniff', 'same-origin']);
    expect([asset.headers['content-security-policy'], asset.headers['x-frame-options']]).toEqual([undefined, undefined]);
    expect(String((await get('/reports/1')).headers['content-security-policy'])).toContain("script-src 'self'");
    for (const url of ['/assets/app-gone.js', '/api/nothing-here']) {
      const response = await get(url);
      expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('lets the browser revalidate the page (no-cache, an ETag, 304 when unchanged)', async () => {
    const first = await get('/programs');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await get('/programs', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/programs', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('still answers deep links with the app while the build directory is being replaced (a rebuild empties it first)', async () => {
    rmSync(join(root, 'index.html'));
    rmSync(join(root, 'assets'), { recursive: true });
    const responses = await Promise.all(Array.from({ length: 20 }, () => get(`/reports/${randomUUID()}`)));
    expect(responses.map((response) => [response.statusCode, response.body])).toEqual(Array(20).fill([200, PAGE]));
  });
});
