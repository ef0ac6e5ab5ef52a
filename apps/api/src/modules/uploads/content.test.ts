import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { clientAs } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { toUnixSeconds, uploadUrlSigner } from './storage/upload-url.ts';
import { itemFor, PAYLOAD_FILES, presignOne, putContent, tinyP7m, tinyPdf, tinyPng } from './uploads.test-support.ts';

const PAYLOADS = PAYLOAD_FILES;

let ctx: TestContext;
let client: TestClient;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ client } = await clientAs(ctx.app, ctx.db, 'hacker'));
});

const rowOf = async (id: string) => (await ctx.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;
/** Every file under the upload directory, temporary ones included. */
const storedFiles = () => {
  if (ctx.config.storage.kind !== 'local') throw new Error('local storage expected');
  const directory = join(ctx.config.storage.directory, 'files');
  try {
    return readdirSync(directory);
  } catch {
    return [];
  }
};
const storedBytes = (id: string) => {
  if (ctx.config.storage.kind !== 'local') throw new Error('local storage expected');
  return readFileSync(join(ctx.config.storage.directory, 'files', id));
};

/** The rejection leaves the database and the upload directory as they were. */
async function expectNothingStored<T>(action: () => Promise<T>): Promise<T> {
  const files = storedFiles();
  const result = await expectUnchanged(ctx.db, action);
  expect(storedFiles()).toEqual(files);
  return result;
}

describe('PUT /api/uploads/:id/content', () => {
  it('stores a real PNG, marks it uploaded and answers its id', async () => {
    const png = tinyPng();
    const slot = await presignOne(client, 'picture', itemFor(png, 'image/png', 'me.png'));
    const response = await putContent(ctx, slot.url, png, 'image/png');
    expect([response.statusCode, response.json()]).toEqual([200, { id: slot.id, fileName: 'me.png' }]);
    const row = await rowOf(slot.id);
    expect([row.status, row.contentLength, row.uploadedAt]).toEqual(['uploaded', png.length, expect.any(Date)]);
    expect(storedBytes(slot.id).equals(png)).toBe(true);
  });

  it('takes bodies past the 1 MB JSON limit, streamed, and accepts markdown, PDF and DER PKCS #7', async () => {
    const markdown = Buffer.from('# Steps\n\nè 🐛 '.repeat(150_000));
    expect(markdown.length).toBeGreaterThan(2 * 1024 * 1024);
    const md = await presignOne(client, 'reportAttachment', itemFor(markdown, 'text/markdown', 'steps.md'));
    expect((await putContent(ctx, md.url, markdown, 'text/markdown; charset=utf-8')).statusCode).toBe(200);
    const pdf = await presignOne(client, 'cv', itemFor(tinyPdf(), 'application/pdf'));
    expect((await putContent(ctx, pdf.url, tinyPdf(), 'application/pdf')).statusCode).toBe(200);
    const p7m = await presignOne(client, 'policy', itemFor(tinyP7m(), 'application/pkcs7-mime'));
    expect((await putContent(ctx, p7m.url, tinyP7m(), 'application/pkcs7-mime')).statusCode).toBe(200);
  });

  it('refuses a bad signature with 403 and changes nothing', async () => {
    const png = tinyPng();
    const slot = await presignOne(client, 'picture', itemFor(png, 'image/png'));
    const url = new URL(slot.url, 'http://x');
    const tampered = [
      `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${'A'.repeat(43)}`,
      `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${url.searchParams.get('signature')}`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}`,
      url.pathname,
    ];
    for (const path of tampered) {
      const response = await expectNothingStored(() => putContent(ctx, path, png, 'image/png'));
      expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    // Another slot's valid signature does not open this one.
    const other = await presignOne(client, 'picture', itemFor(png, 'image/png'));
    const swapped = `/api/uploads/${slot.id}/content${new URL(other.url, 'http://x').search}`;
    expect((await expectNothingStored(() => putContent(ctx, swapped, png, 'image/png'))).statusCode).toBe(403);
    expect((await rowOf(slot.id)).status).toBe('pending');
  });

  it('refuses an expired slot with 403, even with a genuine signature', async () => {
    const png = tinyPng();
    const slot = await presignOne(client, 'picture', itemFor(png, 'image/png'));
    const expiresAt = new Date(Date.now() - 1000);
    await ctx.db.update(uploads).set({ expiresAt }).where(eq(uploads.id, slot.id));
    const expires = toUnixSeconds(expiresAt);
    const signature = uploadUrlSigner(ctx.config.sessionSecret).sign({ uploadId: slot.id, expires, contentType: 'image/png', contentLength: png.length });
    const response = await expectNothingStored(() =>
      putContent(ctx, `/api/uploads/${slot.id}/content?expires=${expires}&signature=${signature}`, png, 'image/png'),
    );
    expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses a second PUT to a used slot with 403, keeping the first bytes', async () => {
    const png = tinyPng();
    const slot = await presignOne(client, 'picture', itemFor(png, 'image/png'));
    expect((await putContent(ctx, slot.url, png, 'image/png')).statusCode).toBe(200);
    const again = await expectNothingStored(() => putContent(ctx, slot.url, png, 'image/png'));
    expect(again.statusCode).toBe(403);
    expect(storedBytes(slot.id).equals(png)).toBe(true);
  });

  it('refuses a Content-Type other than the declared one with 400 INVALID_FILE, leaving the slot open', async () => {
    const png = tinyPng();
    const slot = await presignOne(client, 'picture', itemFor(png, 'image/png'));
    const response = await expectNothingStored(() => putContent(ctx, slot.url, png, 'image/jpeg'));
    expect([response.statusCode, response.json().code]).toEqual([400, 'INVALID_FILE']);
    expect((await putContent(ctx, slot.url, png, 'image/png')).statusCode).toBe(200);
  });

  it('refuses a body larger than declared with 413, by its Content-Length or while streaming', async () => {
    const png = tinyPng();
    const slot = await presignOne(client, 'picture', { ...itemFor(png, 'image/png'), contentLength: png.length - 10 });
    const declared = await expectNothingStored(() => putContent(ctx, slot.url, png, 'image/png'));
    expect([declared.statusCode, declared.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(declared.headers.connection).toBe('close');
    // No Content-Length (chunked): the cap applies to the bytes as they arrive.
    const streamed = await expectNothingStored(() => putContent(ctx, slot.url, Readable.from([png.subarray(0, 40), png.subarray(40)]), 'image/png'));
    expect([streamed.statusCode, streamed.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect((await rowOf(slot.id)).status).toBe('pending');
  });

  it('deletes the bytes and rejects the slot when the magic bytes do not match (400 INVALID_FILE)', async () => {
    const cases: [string, Buffer, string][] = [
      ['cv', tinyPng(), 'application/pdf'],
      ['picture', Buffer.from('definitely not an image\n'), 'image/png'],
      ['picture', tinyPdf(), 'image/png'],
      ['reportAttachment', Buffer.from([0x23, 0x20, 0x00, 0x41]), 'text/markdown'],
      ['reportAttachment', tinyPng(), 'text/markdown'],
      ['policy', Buffer.from('0 is where DER starts, but this is text'), 'application/pkcs7-mime'],
    ];
    for (const [purpose, bytes, contentType] of cases) {
      const slot = await presignOne(client, purpose, itemFor(bytes, contentType));
      const files = storedFiles();
      const response = await putContent(ctx, slot.url, bytes, contentType);
      expect([contentType, response.statusCode, response.json().code]).toEqual([contentType, 400, 'INVALID_FILE']);
      expect((await rowOf(slot.id)).status).toBe('rejected');
      expect(storedFiles()).toEqual(files);
      expect((await putContent(ctx, slot.url, bytes, contentType)).statusCode).toBe(403);
    }
  });

  it('rejects every SVG payload declared as image/png', async () => {
    const svgs = readdirSync(PAYLOADS).filter((name) => name.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThanOrEqual(6);
    for (const name of svgs) {
      const bytes = readFileSync(join(PAYLOADS, name));
      const slot = await presignOne(client, 'reportAttachment', itemFor(bytes, 'image/png', name.replace('.svg', '.png')));
      const response = await putContent(ctx, slot.url, bytes, 'image/png');
      expect([name, response.statusCode, response.json().code]).toEqual([name, 400, 'INVALID_FILE']);
      expect((await rowOf(slot.id)).status).toBe('rejected');
    }
    expect(storedFiles().filter((name) => name.includes('.part'))).toEqual([]);
  });

  it('keeps only one of two racing PUTs to the same slot', async () => {
    const png = tinyPng();
    const slot = await presignOne(client, 'picture', itemFor(png, 'image/png'));
    const responses = await Promise.all([putContent(ctx, slot.url, png, 'image/png'), putContent(ctx, slot.url, png, 'image/png')]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(storedFiles().filter((name) => name.startsWith(slot.id))).toEqual([slot.id]);
  });
});
