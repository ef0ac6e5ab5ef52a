import { Readable } from 'node:stream';
import { buildActor } from '../../plugins/actor.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { attachService } from './attach.service.ts';
import { presignService } from './presign.service.ts';
import { remoteVerifier } from './remote-verifier.ts';
import type { S3FileStorage } from './storage/s3-storage.ts';
import { itemFor, presignOne, putContent, tinyPdf, tinyPng, uploadFile } from './uploads.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const rowOf = async (id: string) => (await ctx.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;
const notAllowed = { picture: ['This file cannot be used here'] };

describe('attach, through PATCH /api/users/me { picture }', () => {
  it("attaches the owner's uploaded picture to the user", async () => {
    const { user, client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const id = await uploadFile(ctx, client, 'picture', tinyPng(), 'image/png');
    const response = await client.patch('/api/users/me', { picture: id });
    expect([response.statusCode, response.json().picture]).toEqual([200, { id }]);
    expect(await rowOf(id)).toMatchObject({ attachedKind: 'user_picture', attachedId: user.id });
    // Attaching it again to the same record is harmless.
    expect((await client.patch('/api/users/me', { picture: id })).statusCode).toBe(200);
  });

  it("refuses another user's upload with 422 on the field, changing nothing", async () => {
    const owner = await clientAs(ctx.app, ctx.db, 'hacker');
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const id = await uploadFile(ctx, owner.client, 'picture', tinyPng(), 'image/png');
    const response = await expectUnchanged(ctx.db, () => client.patch('/api/users/me', { picture: id }));
    expect([response.statusCode, response.json().fields]).toEqual([422, notAllowed]);
  });

  it('refuses an upload made for another purpose with 422', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const id = await uploadFile(ctx, client, 'cv', tinyPng(), 'image/png');
    const response = await expectUnchanged(ctx.db, () => client.patch('/api/users/me', { picture: id }));
    expect([response.statusCode, response.json().fields]).toEqual([422, notAllowed]);
  });

  it('refuses a slot whose bytes never arrived with 400 UPLOAD_NOT_READY', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const slot = await presignOne(client, 'picture', itemFor(tinyPng(), 'image/png'));
    const response = await expectUnchanged(ctx.db, () => client.patch('/api/users/me', { picture: slot.id }));
    expect([response.statusCode, response.json().code]).toEqual([400, 'UPLOAD_NOT_READY']);
  });

  it('refuses a rejected upload with 422', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const text = Buffer.from('not a png');
    const slot = await presignOne(client, 'picture', itemFor(text, 'image/png'));
    expect((await putContent(ctx, slot.url, text, 'image/png')).statusCode).toBe(400);
    const response = await expectUnchanged(ctx.db, () => client.patch('/api/users/me', { picture: slot.id }));
    expect([response.statusCode, response.json().fields]).toEqual([422, notAllowed]);
  });

  it('refuses a file already attached to another record', async () => {
    const { user, client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const id = await uploadFile(ctx, client, 'picture', tinyPng(), 'image/png');
    await ctx.db.update(uploads).set({ attachedKind: 'company_picture', attachedId: user.id }).where(eq(uploads.id, id));
    const response = await expectUnchanged(ctx.db, () => client.patch('/api/users/me', { picture: id }));
    expect(response.statusCode).toBe(422);
    expect((await ctx.db.select({ pictureId: users.pictureId }).from(users).where(eq(users.id, user.id)))[0]?.pictureId).toBeNull();
  });
});

/** An in-memory bucket with the S3 driver's interface. */
function memoryBucket(): S3FileStorage & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    kind: 's3',
    objects,
    presignPut: async ({ key }) => `https://bucket.example/${key}?X-Amz-Signature=fake`,
    read: async (key) => {
      const bytes = objects.get(key);
      return bytes ? { stream: Readable.from([bytes]), size: bytes.length } : null;
    },
    head: async (key, n) => objects.get(key)?.subarray(0, n) ?? null,
    remove: async (key) => void objects.delete(key),
    copy: async (from, to) => {
      const bytes = objects.get(from);
      if (bytes) objects.set(to, Buffer.from(bytes));
      return Boolean(bytes);
    },
  };
}

describe('attach with S3 storage: bytes checked when first used', () => {
  const setUp = async () => {
    const bucket = memoryBucket();
    const user = await createUser(ctx.db);
    const actor = buildActor({ userId: user.id, userType: user.userType, sessionId: 'test', companyRoles: [], otpEnrollmentRequired: false });
    const [slot] = await presignService({ db: ctx.db, storage: bucket }).presign(actor, {
      purpose: 'picture',
      items: [itemFor(tinyPng(), 'image/png', 'me.png')],
    });
    const attach = attachService({ db: ctx.db, verifier: remoteVerifier({ db: ctx.db, storage: bucket }) });
    const request = { ownerId: user.id, uploadId: slot!.id, purpose: 'picture' as const, field: 'picture', kind: 'user_picture', recordId: user.id };
    return { bucket, attach, request, incoming: `incoming/${slot!.id}` };
  };

  it('copies good bytes out of reach of the presigned URL, then attaches', async () => {
    const { bucket, attach, request, incoming } = await setUp();
    bucket.objects.set(incoming, tinyPng());
    await attach.attach(request);
    const row = await rowOf(request.uploadId);
    expect(row).toMatchObject({ status: 'uploaded', attachedKind: 'user_picture', contentLength: tinyPng().length });
    expect(row.storageKey).toMatch(new RegExp(`^files/${request.uploadId}\\.[0-9a-f]{12}$`));
    expect([...bucket.objects.keys()]).toEqual([row.storageKey]);
    // A later PUT to the still-valid URL lands in incoming/, never in the checked copy.
    bucket.objects.set(incoming, Buffer.from('<svg onload=alert(1)>'));
    expect(bucket.objects.get(row.storageKey)?.equals(tinyPng())).toBe(true);
  });

  it('rejects bytes of another type: INVALID_FILE, row rejected, objects deleted', async () => {
    const { bucket, attach, request, incoming } = await setUp();
    bucket.objects.set(incoming, tinyPdf());
    await expect(attach.attach(request)).rejects.toEqual(new AppError('INVALID_FILE'));
    expect((await rowOf(request.uploadId)).status).toBe('rejected');
    expect(bucket.objects.size).toBe(0);
  });

  it('rejects more bytes than were declared', async () => {
    const { bucket, attach, request, incoming } = await setUp();
    bucket.objects.set(incoming, Buffer.concat([tinyPng(), Buffer.alloc(10)]));
    await expect(attach.attach(request)).rejects.toEqual(new AppError('INVALID_FILE'));
    expect((await rowOf(request.uploadId)).status).toBe('rejected');
  });

  it('answers UPLOAD_NOT_READY while nothing was uploaded, changing nothing', async () => {
    const { attach, request } = await setUp();
    await expectUnchanged(ctx.db, () => expect(attach.attach(request)).rejects.toEqual(new AppError('UPLOAD_NOT_READY')));
  });
});
