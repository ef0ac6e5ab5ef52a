/**
 * An endpoint's creation repeated under an Idempotency-Key (a client that lost the answer, a double click): one
 * endpoint, the same answer with the same secret to the same session, and the secret never at rest in plain text.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, webhookEndpoints } from '../../../db/schema/index.ts';
import { signedInClient } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { companyWithAdmin } from '../../companies/companies.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const BASE = '/api/integrations/webhooks';
const BODY = { url: 'http://127.0.0.1:9/hooks/bb', events: ['report.created'], description: 'CI' };
const endpointsOf = (companyId: string) => ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, companyId));

describe('POST /api/integrations/webhooks with an Idempotency-Key', () => {
  it('creates one endpoint and answers the same body, secret included, to a repeat', async () => {
    const admin = await companyWithAdmin(ctx);
    const headers = { 'idempotency-key': 'add-endpoint-1' };
    const first = await admin.client.post(BASE, BODY, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await admin.client.post(BASE, BODY, headers);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await endpointsOf(admin.companyId)).toHaveLength(1);

    const { secret } = first.json() as { secret: string };
    const [kept] = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, admin.user.id));
    expect(JSON.stringify(kept!.responseBody)).not.toContain(secret.slice('whsec_'.length));
  });

  it('refuses the key for another body or from another session, without the secret, and creates twice without a key', async () => {
    const admin = await companyWithAdmin(ctx);
    const headers = { 'idempotency-key': 'add-endpoint-2' };
    const first = await admin.client.post(BASE, BODY, headers);
    const { secret } = first.json() as { secret: string };

    const changed = await admin.client.post(BASE, { ...BODY, description: 'other' }, headers);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const elsewhere = await (await signedInClient(ctx.app, ctx.db, admin.user)).post(BASE, BODY, headers);
    expect(elsewhere.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(elsewhere.body).not.toContain(secret);
    expect(await endpointsOf(admin.companyId)).toHaveLength(1);

    expect((await admin.client.post(BASE, BODY)).statusCode).toBe(201);
    expect((await admin.client.post(BASE, BODY)).statusCode).toBe(201);
    expect(await endpointsOf(admin.companyId)).toHaveLength(3);
  });
});
