import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { clientAs, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { itemFor, PAYLOAD_FILES, presignOne, tinyPdf, tinyPng, uploadFile } from './uploads.test-support.ts';

let ctx: TestContext;
let owner: { user: TestUser; client: TestClient };
let other: { user: TestUser; client: TestClient };
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await clientAs(ctx.app, ctx.db, 'hacker');
  other = await clientAs(ctx.app, ctx.db, 'company');
});

const get = (client: TestClient, id: string) => client.get(`/api/uploads/${id}`);
const attachTo = (id: string, attachedKind: string, attachedId: string) => ctx.db.update(uploads).set({ attachedKind, attachedId }).where(eq(uploads.id, id));

describe('GET /api/uploads/:id', () => {
  it('serves a public file to the owner and to any other signed-in user, with safe headers', async () => {
    const png = tinyPng();
    const id = await uploadFile(ctx, owner.client, 'picture', png, 'image/png', 'faccia è mia.png');
    for (const reader of [owner, other]) {
      const response = await get(reader.client, id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(png)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(png.length),
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="faccia _ mia.png"; filename*=UTF-8''faccia%20%C3%A8%20mia.png`,
        'content-security-policy': "sandbox; default-src 'none'",
        'cache-control': 'private, max-age=300',
      });
    }
  });

  it('serves markdown as an attachment', async () => {
    const id = await uploadFile(ctx, owner.client, 'reportAttachment', Buffer.from('<script>alert(1)</script>'), 'text/markdown', 'poc.md');
    const response = await get(owner.client, id);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="poc.md"/);
    expect(response.headers['content-type']).toBe('text/markdown');
  });

  it('serves real images carrying script in their metadata only as sandboxed images', async () => {
    for (const [name, type] of [
      ['xss_comment_exif_metadata_double_quote.png', 'image/png'],
      ['payload_in_all_known_metadata.jpg', 'image/jpeg'],
    ] as const) {
      const bytes = readFileSync(join(PAYLOAD_FILES, name));
      const id = await uploadFile(ctx, owner.client, 'picture', bytes, type, name);
      const response = await get(other.client, id);
      expect([response.statusCode, response.headers['content-type'], response.headers['content-security-policy']]).toEqual([
        200,
        type,
        "sandbox; default-src 'none'",
      ]);
    }
  });

  it('hides a private file from other users with 404, as if it did not exist', async () => {
    const id = await uploadFile(ctx, owner.client, 'reportAttachment', tinyPng(), 'image/png');
    expect((await get(owner.client, id)).statusCode).toBe(200);
    const hidden = await get(other.client, id);
    const missing = await get(other.client, '00000000-0000-4000-8000-000000000000');
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(hidden.json()).toEqual(missing.json());
  });

  it("shows a private file to whoever the attached record's policy allows, and to nobody for unknown kinds", async () => {
    const allowed = await uploadFile(ctx, owner.client, 'document', tinyPdf(), 'application/pdf');
    // The accounts module registers 'user_picture' as readable by everyone.
    await attachTo(allowed, 'user_picture', owner.user.id);
    expect((await get(other.client, allowed)).statusCode).toBe(200);

    const unknownKind = await uploadFile(ctx, owner.client, 'document', tinyPdf(), 'application/pdf');
    await attachTo(unknownKind, 'no_such_kind', owner.user.id);
    expect((await get(other.client, unknownKind)).statusCode).toBe(404);
  });

  it('serves only uploaded files: pending and rejected ones are 404 even to the owner', async () => {
    const pending = await presignOne(owner.client, 'picture', itemFor(tinyPng(), 'image/png'));
    expect((await get(owner.client, pending.id)).statusCode).toBe(404);
    await ctx.db.update(uploads).set({ status: 'rejected' }).where(eq(uploads.id, pending.id));
    expect((await get(owner.client, pending.id)).statusCode).toBe(404);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const id = await uploadFile(ctx, owner.client, 'picture', tinyPng(), 'image/png');
    const response = await expectUnchanged(ctx.db, () => new TestClient(ctx.app).get(`/api/uploads/${id}`));
    expect([response.statusCode, response.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});
