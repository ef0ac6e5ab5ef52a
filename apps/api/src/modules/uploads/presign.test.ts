import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { clientAs } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { itemFor, presign, tinyPng } from './uploads.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const png = itemFor(tinyPng(), 'image/png', 'shot.png');
const MB = 1024 * 1024;

describe('POST /api/uploads/presigned-url', () => {
  it('creates pending slots expiring in 15 minutes, with signed URLs', async () => {
    const { user, client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const before = Date.now();
    const response = await presign(client, 'reportAttachment', [png, { ...png, fileName: 'notes.md', contentType: 'text/markdown' }]);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { id: string; signedUrl: string; fileName: string; expiresAt: string }[];
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.signedUrl).toMatch(new RegExp(`^/api/uploads/${item.id}/content\\?`));
      const url = new URL(item.signedUrl, 'http://127.0.0.1:3000');
      expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
      const ttl = new Date(item.expiresAt).getTime() - before;
      expect(ttl).toBeGreaterThanOrEqual(15 * 60 * 1000 - 1000);
      expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);
    }
    const rows = await ctx.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(rows.map((row) => [row.status, row.purpose, row.isPublic]).sort()).toEqual([
      ['pending', 'reportAttachment', false],
      ['pending', 'reportAttachment', false],
    ]);
  });

  it("answers a local upload URL relative to the page's origin, whichever host PUBLIC_URL names", async () => {
    // PUBLIC_URL says localhost; the page was opened on 127.0.0.1, whose CSP (connect-src 'self') refuses any other host.
    const page = 'http://127.0.0.1:3000';
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const response = await presign(client, 'reportAttachment', [png]);
    const [slot] = response.json().items as { id: string; signedUrl: string }[];
    expect(slot!.signedUrl.startsWith('/api/')).toBe(true);
    expect(slot!.signedUrl).not.toContain(ctx.config.publicUrl);

    const target = new URL(slot!.signedUrl, page);
    expect(target.origin).toBe(page);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: target.pathname + target.search,
      payload: tinyPng(),
      headers: { host: target.host, origin: page, 'content-type': 'image/png' },
    });
    expect(put.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.id, slot!.id));
    expect(row?.status).toBe('uploaded');
  });

  it('takes visibility from the purpose, never from the client', async () => {
    const { user, client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const privateOne = (await presign(client, 'reportAttachment', [{ ...png, isPublic: true }])).json().items[0].id;
    const publicOne = (await presign(client, 'picture', [{ ...png, isPublic: false }])).json().items[0].id;
    const rows = await ctx.db.select({ id: uploads.id, isPublic: uploads.isPublic }).from(uploads).where(eq(uploads.ownerId, user.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.isPublic]))).toEqual({ [privateOne]: false, [publicOne]: true });
  });

  it('sanitises the file name and normalises the content type', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const response = await presign(client, 'picture', [{ ...png, contentType: ' Image/PNG ', fileName: '../../etc/\u202Epasswd\u0000.png' }]);
    const [item] = response.json().items;
    expect(item.fileName).toBe('passwd.png');
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.id, item.id));
    expect([row?.fileName, row?.contentType]).toEqual(['passwd.png', 'image/png']);
  });

  it('refuses with 422 on items a type the purpose does not allow, or more files than it takes', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const wrongType = await expectUnchanged(ctx.db, () => presign(client, 'picture', [itemFor(Buffer.alloc(10), 'application/pdf')]));
    expect([wrongType.statusCode, wrongType.json().code, wrongType.json().fields]).toEqual([422, 'VALIDATION_ERROR', { items: ['File type not allowed'] }]);
    const svg = await expectUnchanged(ctx.db, () => presign(client, 'reportAttachment', [itemFor(Buffer.alloc(10), 'image/svg+xml')]));
    expect(svg.json().fields).toEqual({ items: ['File type not allowed'] });
    const tooMany = await expectUnchanged(ctx.db, () => presign(client, 'picture', [png, png]));
    expect([tooMany.statusCode, tooMany.json().fields]).toEqual([422, { items: ['Too many files'] }]);
    const sixAttachments = await expectUnchanged(ctx.db, () => presign(client, 'reportAttachment', Array(6).fill(png)));
    expect(sixAttachments.statusCode).toBe(422);
  });

  it('refuses a file over the purpose limit with 413 FILE_TOO_LARGE', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const large = await expectUnchanged(ctx.db, () => presign(client, 'picture', [{ ...png, contentLength: 10 * MB + 1 }]));
    expect([large.statusCode, large.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
    const overDefault = await expectUnchanged(ctx.db, () => presign(client, 'default', [{ ...png, contentLength: MB + 1 }]));
    expect(overDefault.statusCode).toBe(413);
    expect((await presign(client, 'picture', [{ ...png, contentLength: 10 * MB }])).statusCode).toBe(200);
  });

  it('answers 429 TOO_MANY_UPLOADS past 30 slots in 10 minutes, counting the ones requested', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    for (let i = 0; i < 5; i++) expect((await presign(client, 'reportAttachment', Array(5).fill(png))).statusCode).toBe(200);
    expect((await presign(client, 'reportAttachment', Array(4).fill(png))).statusCode).toBe(200);
    // 29 exist: 5 more would make 34.
    const overflowing = await expectUnchanged(ctx.db, () => presign(client, 'reportAttachment', Array(5).fill(png)));
    expect([overflowing.statusCode, overflowing.json().code]).toEqual([429, 'TOO_MANY_UPLOADS']);
    expect((await presign(client, 'reportAttachment', [png])).statusCode).toBe(200);
    const thirtyFirst = await expectUnchanged(ctx.db, () => presign(client, 'picture', [png]));
    expect([thirtyFirst.statusCode, thirtyFirst.json().code]).toEqual([429, 'TOO_MANY_UPLOADS']);

    const other = await clientAs(ctx.app, ctx.db, 'hacker');
    expect((await presign(other.client, 'picture', [png])).statusCode).toBe(200);
  });

  it('counts only the last 10 minutes', async () => {
    const { user, client } = await clientAs(ctx.app, ctx.db, 'hacker');
    for (let i = 0; i < 6; i++) await presign(client, 'reportAttachment', Array(5).fill(png));
    await ctx.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(uploads.ownerId, user.id));
    expect((await presign(client, 'picture', [png])).statusCode).toBe(200);
  });

  it('cannot be raced past the limit by concurrent requests', async () => {
    const { user, client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const responses = await Promise.all(Array.from({ length: 8 }, () => presign(client, 'reportAttachment', Array(5).fill(png))));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(6);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(2);
    expect(await ctx.db.$count(uploads, eq(uploads.ownerId, user.id))).toBe(30);
  });

  it('answers 401 without a session', async () => {
    const response = await expectUnchanged(ctx.db, () => presign(new TestClient(ctx.app), 'picture', [png]));
    expect([response.statusCode, response.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('is in the OpenAPI document under the uploads tag', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/uploads/presigned-url'].post.tags).toEqual(['uploads']);
    expect(document.paths['/api/uploads/{id}'].get.tags).toEqual(['uploads']);
    expect(document.paths['/api/uploads/{id}/content'].put.tags).toEqual(['uploads']);
  });
});
