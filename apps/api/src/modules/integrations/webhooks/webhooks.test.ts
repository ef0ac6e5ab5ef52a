/**
 * Outbound webhooks through the real app and PostgreSQL, against receivers on 127.0.0.1 whose signature check is the
 * one docs/webhooks.md gives: signed deliveries of the events the company may read and nothing else, retries on the
 * documented schedule (the test clock moves instead of waiting), disabling with an email, secret rotation with its
 * overlap, and production's refusal of private addresses when saved and when delivered.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RULES } from '@bb/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emails, webhookDeliveries, webhookEndpoints } from '../../../db/schema/index.ts';
import { advanceClock } from '../../../lib/clock.ts';
import { PRODUCTION_PLATFORM_ENV } from '../../../test/production-env.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/test-client.ts';
import { cookieNames } from '../../../plugins/cookies.ts';
import { unpinClock } from '../../../test/test-clock.ts';
import { addMember, companyWithAdmin, errorOf, signIn, type SignedIn } from '../../companies/companies.test-support.ts';
import { reportSetup, submit, type ReportSetup } from '../../reports/reports.test-support.ts';
import { isForbiddenAddress } from './address-guard.ts';
import { startReceiver, verify, type Receiver } from './webhook-receiver.test-support.ts';

let ctx: TestContext;
let receiver: Receiver;
let setup: ReportSetup;
const BASE = '/api/integrations/webhooks';

beforeAll(async () => {
  ctx = await createTestApp();
  receiver = await startReceiver();
  setup = await reportSetup(ctx);
});
afterAll(async () => receiver.close());
afterEach(() => {
  unpinClock();
  receiver.answer(200);
  receiver.received.length = 0;
});

/** An endpoint at a path of its own on the receiver; `received()` is what reached that path. */
async function createWebhook(owner: SignedIn, body: Record<string, unknown>) {
  const url = `${receiver.url}/${randomUUID()}`;
  const response = await owner.client.post(BASE, { url, description: 'CI', ...body });
  expect(response.statusCode, response.body).toBe(201);
  const path = new URL(url).pathname;
  return {
    ...(response.json() as { id: string; secret: string; events: string[]; active: boolean }),
    url,
    received: () => receiver.received.filter((entry) => entry.path === path),
  };
}

/** A signed-in client of an app built for production (its cookies carry the __Host- prefix). */
async function productionClient(production: TestContext, signedIn: SignedIn) {
  const client = new TestClient(production.app, 'en', cookieNames(true));
  client.cookies.set(client.names.session, signedIn.client.cookies.get('bb_session') ?? '');
  return client;
}

/** What the app does in the background: the dispatcher writes deliveries, the sender sends them. */
async function settle() {
  await ctx.app.eventStream.drain();
  await ctx.app.webhookSender.drain();
}

const deliveriesOf = async (owner: SignedIn, id: string) =>
  (await owner.client.get(`${BASE}/${id}/deliveries`)).json() as {
    count: number;
    results: {
      status: string;
      event: string;
      attempts: number;
      responseStatus: number | null;
      responseMs: number | null;
      nextAttemptAt: string | null;
      error: string | null;
    }[];
  };

describe('endpoints', () => {
  it('shows the secret on creation only, and keeps each company to its own endpoints (another company: 404)', async () => {
    const created = await createWebhook(setup.company, { events: ['report.created'] });
    expect(created.secret).toMatch(/^whsec_/);
    const listed = (await setup.company.client.get(BASE)).json() as { results: Record<string, unknown>[] };
    expect(listed.results.map((row) => row.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect((await setup.company.client.get(`${BASE}/${created.id}`)).json()).not.toHaveProperty('secret');

    const other = await companyWithAdmin(ctx);
    for (const response of [
      await other.client.get(`${BASE}/${created.id}`),
      await other.client.patch(`${BASE}/${created.id}`, { active: false }),
      await other.client.post(`${BASE}/${created.id}/test`),
      await other.client.get(`${BASE}/${created.id}/deliveries`),
      await other.client.post(`${BASE}/${created.id}/rotate-secret`),
      await other.client.delete(`${BASE}/${created.id}`),
    ])
      expect(errorOf(response)).toEqual([404, 'NOT_FOUND']);
    expect((await setup.company.client.get(`${BASE}/${created.id}`)).json()).toMatchObject({ active: true });
    expect((await other.client.get(BASE)).json()).toEqual({ results: [] });
  });

  it("refuses a company's triager, a platform-only event for a company, and a bad URL, writing nothing", async () => {
    const triager = await addMember(ctx, setup.company.companyId, { role: 'TRIAGER' });
    expect(errorOf(await triager.client.get(BASE))).toEqual([403, 'FORBIDDEN']);
    const before = await ctx.db.$count(webhookEndpoints);
    const platformOnly = await setup.company.client.post(BASE, { url: receiver.url, events: ['payment.state_changed'] });
    expect(errorOf(platformOnly)).toEqual([400, 'WEBHOOK_EVENT_NOT_ALLOWED']);
    expect(errorOf(await setup.company.client.post(BASE, { url: 'ftp://example.com', events: ['report.created'] }))).toEqual([422, 'VALIDATION_ERROR']);
    expect(errorOf(await setup.company.client.post(BASE, { url: receiver.url, events: [] }))).toEqual([422, 'VALIDATION_ERROR']);
    expect(await ctx.db.$count(webhookEndpoints)).toBe(before);
  });
});

describe('deliveries', () => {
  it('signs each delivery so that the documented verifier accepts it, and refuses a tampered body or an old timestamp', async () => {
    const webhook = await createWebhook(setup.company, { events: ['report.created', 'report.status_changed'] });
    const report = await submit(setup.hacker.client, setup.program);
    await settle();
    const request = webhook.received().find((entry) => entry.json.type === 'report.created' && (entry.json.data.report as { id: string }).id === report.id);
    expect(request).toBeDefined();
    const signature = String(request!.headers['x-bb-signature']);
    expect(request!.headers['x-bb-event']).toBe('report.created');
    expect(request!.headers['x-bb-delivery']).toBe(request!.json.id);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(verify(webhook.secret, signature, request!.rawBody)).toBe(true);
    expect(verify(webhook.secret, signature, request!.rawBody.replace(report.id, '00000000-0000-4000-8000-000000000000'))).toBe(false);
    expect(verify(webhook.secret, signature, request!.rawBody, Math.floor(Date.now() / 1000) + 301)).toBe(false);
    expect(verify('whsec_wrong', signature, request!.rawBody)).toBe(false);

    const log = await deliveriesOf(setup.company, webhook.id);
    expect(log.results[0]).toMatchObject({ event: 'report.created', status: 'delivered', attempts: 1, responseStatus: 200, error: null });
    expect(log.results[0]!.responseMs).toEqual(expect.any(Number));
  });

  it("carries only what the company reads: no hacker's email or name, and nothing to another company's endpoint", async () => {
    const webhook = await createWebhook(setup.company, { events: ['report.created', 'report.comment_added'] });
    const other = await companyWithAdmin(ctx);
    const elsewhere = await createWebhook(other, { events: ['report.created', 'report.comment_added'] });
    const report = await submit(setup.hacker.client, setup.program);
    const comment = await setup.hacker.client.post(`/api/reports/${report.id}/comment`, {
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'secret detail' }] }] },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    await settle();
    const about = webhook.received().filter((entry) => JSON.stringify(entry.json.data).includes(report.id));
    expect(about.map((entry) => entry.json.type).sort()).toEqual(['report.comment_added', 'report.created']);
    for (const entry of about) {
      expect(entry.json.companyId).toBe(setup.company.companyId);
      for (const personal of [setup.hacker.user.email, setup.hacker.user.username, setup.hacker.user.id, 'secret detail'])
        expect(entry.rawBody).not.toContain(personal);
    }
    expect(about.find((entry) => entry.json.type === 'report.created')!.json.data).toEqual({
      report: { id: report.id, programId: setup.program.id, status: report.status, severity: report.severity },
    });
    expect((await deliveriesOf(other, elsewhere.id)).count).toBe(0);
  });

  it('sends a test ping now and shows it in the log; a super admin hears of every company, payments included', async () => {
    const webhook = await createWebhook(setup.company, { events: ['program.state_changed'] });
    const ping = await setup.company.client.post(`${BASE}/${webhook.id}/test`);
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json()).toMatchObject({ event: 'ping', status: 'delivered', responseStatus: 200 });
    expect(webhook.received().at(-1)!.json).toMatchObject({ type: 'ping', data: { webhook: { id: webhook.id } } });

    const admin = await signIn(ctx, 'superadmin');
    const platform = await createWebhook(admin, { events: ['report.created', 'payment.state_changed'] });
    expect((await setup.company.client.get(`${BASE}/${platform.id}`)).statusCode).toBe(404);
    const report = await submit(setup.hacker.client, setup.program);
    await settle();
    const log = await deliveriesOf(admin, platform.id);
    expect(log.results.map((row) => row.event)).toContain('report.created');
    expect(platform.received().some((entry) => entry.json.type === 'report.created' && JSON.stringify(entry.json).includes(report.id))).toBe(true);
  });
});

describe('retries and disabling', () => {
  it('retries a failing delivery on the documented schedule, fails it after the last attempt, then disables the endpoint and emails its admins', async () => {
    const webhook = await createWebhook(setup.company, { events: ['report.created'] });
    receiver.answer(500);
    const first = (await setup.company.client.post(`${BASE}/${webhook.id}/test`)).json() as {
      id: string;
      status: string;
      attempts: number;
      responseStatus: number;
    };
    expect(first).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    for (const minutes of WEBHOOK_RULES.retryMinutes) {
      await ctx.app.webhookSender.drain();
      const [before] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, first.id));
      expect(before!.status).toBe('pending');
      advanceClock(minutes * 60_000 + 1000);
      await ctx.app.webhookSender.drain();
    }
    const [done] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, first.id));
    expect(done).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, responseStatus: 500, error: 'HTTP 500' });
    expect(webhook.received().filter((entry) => entry.json.id === first.id)).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

    for (let left = WEBHOOK_RULES.failuresBeforeDisabling - WEBHOOK_MAX_ATTEMPTS; left > 0; left--)
      await setup.company.client.post(`${BASE}/${webhook.id}/test`);
    const disabled = (await setup.company.client.get(`${BASE}/${webhook.id}`)).json();
    expect(disabled).toMatchObject({ active: false, disabledReason: 'failures', consecutiveFailures: WEBHOOK_RULES.failuresBeforeDisabling });
    const mails = await ctx.db
      .select()
      .from(emails)
      .where(and(eq(emails.template, 'webhookDisabled'), eq(emails.toAddress, setup.company.user.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(webhook.url);

    // Disabled: a new event writes nothing for it; enabled again, it delivers and its failures start over.
    receiver.answer(200);
    await submit(setup.hacker.client, setup.program);
    await settle();
    expect((await deliveriesOf(setup.company, webhook.id)).results.filter((row) => row.event === 'report.created')).toHaveLength(0);
    const enabled = await setup.company.client.patch(`${BASE}/${webhook.id}`, { active: true });
    expect(enabled.json()).toMatchObject({ active: true, disabledReason: null, consecutiveFailures: 0 });
    expect((await setup.company.client.post(`${BASE}/${webhook.id}/test`)).json()).toMatchObject({ status: 'delivered' });
  });

  it('redelivers a failed delivery with the same id and body', async () => {
    const webhook = await createWebhook(setup.company, { events: ['report.created'] });
    receiver.answer(503);
    const failed = (await setup.company.client.post(`${BASE}/${webhook.id}/test`)).json() as { id: string };
    receiver.answer(204);
    const again = await setup.company.client.post(`${BASE}/${webhook.id}/deliveries/${failed.id}/redeliver`);
    expect(again.json()).toMatchObject({ id: failed.id, status: 'delivered', attempts: 2, responseStatus: 204 });
    const sent = webhook.received().filter((entry) => entry.json.id === failed.id);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.rawBody).toBe(sent[1]!.rawBody);
  });
});

describe('secret rotation', () => {
  it('signs with both secrets during the overlap and with the new one only after it', async () => {
    const webhook = await createWebhook(setup.company, { events: ['report.created'] });
    const rotated = await setup.company.client.post(`${BASE}/${webhook.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = (rotated.json() as { secret: string }).secret;
    expect(fresh).not.toBe(webhook.secret);

    await setup.company.client.post(`${BASE}/${webhook.id}/test`);
    const during = webhook.received().at(-1)!;
    const header = String(during.headers['x-bb-signature']);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verify(fresh, header, during.rawBody)).toBe(true);
    expect(verify(webhook.secret, header, during.rawBody)).toBe(true);

    advanceClock((WEBHOOK_RULES.secretOverlapHours * 3600 + 60) * 1000);
    await setup.company.client.post(`${BASE}/${webhook.id}/test`);
    const after = webhook.received().at(-1)!;
    const afterHeader = String(after.headers['x-bb-signature']);
    const signedAt = Number(/t=(\d+)/.exec(afterHeader)![1]);
    expect(afterHeader.match(/v1=/g)).toHaveLength(1);
    expect(verify(fresh, afterHeader, after.rawBody, signedAt)).toBe(true);
    expect(verify(webhook.secret, afterHeader, after.rawBody, signedAt)).toBe(false);
  });
});

describe('production', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::'])(
    'counts %s as forbidden',
    (address) => expect(isForbiddenAddress(address)).toBe(true),
  );
  it.each(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8'])('lets %s through', (address) => expect(isForbiddenAddress(address)).toBe(false));

  it('refuses http and private addresses when saved, and a private address when delivered', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', ...PRODUCTION_PLATFORM_ENV });
    const admin = await companyWithAdmin(production);
    const company = { ...admin, client: await productionClient(production, admin) };
    for (const url of [
      receiver.url,
      'https://127.0.0.1/hook',
      'https://10.0.0.8/hook',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://169.254.169.254/latest',
    ]) {
      const refused = await company.client.post(BASE, { url, events: ['report.created'] });
      expect(errorOf(refused), url).toEqual([400, 'WEBHOOK_URL_NOT_ALLOWED']);
    }
    expect(await production.db.$count(webhookEndpoints, eq(webhookEndpoints.companyId, company.companyId))).toBe(0);

    // A name that resolved to a public address when saved and to a private one now: stored as if saved then.
    const created = await company.client.post(BASE, { url: 'https://93.184.216.34/hook', events: ['report.created'] });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    await production.db
      .update(webhookEndpoints)
      .set({ url: `https://localhost:${receiver.port}/hooks` })
      .where(eq(webhookEndpoints.id, id));
    const count = receiver.received.length;
    const ping = await company.client.post(`${BASE}/${id}/test`);
    expect(ping.json()).toMatchObject({ status: 'pending', responseStatus: null, error: expect.stringContaining('private') });
    expect(receiver.received.length).toBe(count);
  });
});
