import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REQUEST_LIMITS, DEFAULT_SUPPORT_EMAIL } from '@bb/domain';
import { contactRequests, emails } from '../../db/schema/index.ts';
import { resetClock, setClock } from '../../lib/clock.ts';
import { expectUnchanged, STATE_TABLES } from '../../test/db-snapshot.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';

const TABLES = [...STATE_TABLES, 'contact_requests'] as const;

let ctx: TestContext;
beforeAll(async () => {
  // TRUST_PROXY: each test is a visitor of its own address (X-Forwarded-For), so the per-address limit is testable.
  ctx = await createTestApp({ TRUST_PROXY: '1' });
});
afterEach(() => resetClock());

let visitor = 0;
/** A visitor with an address and an email address no other test uses. */
function newVisitor(language: 'it' | 'en' = 'en') {
  visitor++;
  const address = `198.51.100.${visitor}`;
  const email = `lead-${randomUUID().slice(0, 8)}@example.test`;
  const client = new TestClient(ctx.app, language);
  return { email, send: (body: Record<string, unknown>) => client.post('/api/contact-requests', body, { 'x-forwarded-for': address }) };
}

const storedFor = (email: string) => ctx.db.select().from(contactRequests).where(eq(contactRequests.email, email));
const emailsTo = (to: string, template: string) =>
  ctx.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, to), eq(emails.template, template)))
    .orderBy(asc(emails.createdAt));

describe('POST /api/contact-requests', () => {
  it('stores a quote request and queues the details to the platform and a receipt to the requester, in their language', async () => {
    const { email, send } = newVisitor('it');
    const response = await send({
      kind: 'quote',
      name: '  Ada Lovelace ',
      email: ` ${email.toUpperCase()} `,
      company: 'Analytical Srl',
      phone: '+39 02 1234567',
      message: 'Vorremmo un programma privato.',
      employees: 'MEDIUM',
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json();
    expect(receipt).toEqual({ id: expect.any(String), kind: 'quote', createdAt: expect.any(String) });

    const [stored] = await storedFor(email);
    expect(stored).toMatchObject({
      id: receipt.id,
      kind: 'quote',
      status: 'new',
      name: 'Ada Lovelace',
      email,
      company: 'Analytical Srl',
      phone: '+39 02 1234567',
      employees: 'MEDIUM',
      preferredDate: null,
      language: 'en',
      userId: null,
      companyId: null,
    });
    expect(stored!.ipHash).toMatch(/^[\w-]{43}$/);
    expect(stored!.ipHash).not.toContain('198.51.100');

    const [toPlatform] = (await emailsTo(DEFAULT_SUPPORT_EMAIL, 'contactRequestReceived')).filter((row) => row.textBody.includes(email));
    expect(toPlatform).toMatchObject({ status: 'queued', language: 'it', subject: 'Richiesta di preventivo: Analytical Srl' });
    for (const detail of ['Ada Lovelace', '+39 02 1234567', 'MEDIUM', 'Vorremmo un programma privato.']) expect(toPlatform!.textBody).toContain(detail);
    const [toRequester] = await emailsTo(email, 'contactRequestConfirmation');
    // The request names its language: the receipt follows it rather than the Accept-Language header.
    expect(toRequester).toMatchObject({ language: 'en', subject: 'We received your quote request' });
  });

  it('books a demo on a working day, the receipt in the Accept-Language when the request names none', async () => {
    setClock('2026-12-02T10:00:00+01:00'); // a Wednesday in Rome
    const { email, send } = newVisitor('it');
    const response = await send({ kind: 'demo', name: 'Grace', email, preferredDate: '2026-12-04', phone: '', company: '' });
    expect(response.statusCode, response.body).toBe(201);
    expect((await storedFor(email))[0]).toMatchObject({ kind: 'demo', preferredDate: '2026-12-04', phone: null, company: null, language: 'it' });
    const [toRequester] = await emailsTo(email, 'contactRequestConfirmation');
    expect(toRequester!.subject).toBe('Abbiamo ricevuto la tua richiesta di demo');
    expect(toRequester!.textBody).toContain('2026-12-04');
  });

  it.each([
    [{ kind: 'quote', name: 'Ada' }, 'email', 'This field is mandatory'],
    [{ kind: 'quote', name: 'Ada', email: 'not-an-email' }, 'email', 'Invalid email'],
    [{ kind: 'sales', name: 'Ada', email: 'a@example.test' }, 'kind', 'This field is mandatory'],
    [{ kind: 'quote', name: '   ', email: 'a@example.test' }, 'name', 'This field is mandatory'],
    [{ kind: 'quote', name: 'x'.repeat(101), email: 'a@example.test' }, 'name', 'At most 100 characters'],
    [{ kind: 'quote', name: 'Ada', email: 'a@example.test', message: 'x'.repeat(5001) }, 'message', 'At most 5,000 characters'],
    [
      { kind: 'quote', name: 'Ada', email: 'a@example.test', phone: 'call me' },
      'phone',
      'Invalid phone number: digits, spaces and + ( ) -, 6 to 30 characters',
    ],
    [{ kind: 'quote', name: 'Ada', email: 'a@example.test', employees: 'HUGE' }, 'employees', 'This field is mandatory'],
    [{ kind: 'demo', name: 'Ada', email: 'a@example.test', preferredDate: '2026-02-30' }, 'preferredDate', 'Invalid date'],
    [{ kind: 'demo', name: 'Ada', email: 'a@example.test', preferredDate: '2030-01-05' }, 'preferredDate', 'Choose a working day, Monday to Friday'],
    [{ kind: 'demo', name: 'Ada', email: 'a@example.test', preferredDate: '2020-01-06' }, 'preferredDate', 'Choose a date from today on'],
    [{ kind: 'demo', name: 'Ada', email: 'a@example.test', preferredDate: '2099-01-05' }, 'preferredDate', 'Choose a date within the next 6 months'],
  ])('refuses %o with 422 on its field, storing and sending nothing', async (body, field, message) => {
    const { send } = newVisitor();
    const response = await expectUnchanged(ctx.db, () => send(body), TABLES);
    expect([response.statusCode, response.json().code, response.json().fields[field]]).toEqual([422, 'VALIDATION_ERROR', [message]]);
  });

  it('takes 3 requests an hour per email address, then 429 with Retry-After, storing nothing more', async () => {
    const { email } = newVisitor();
    for (let i = 0; i < CONTACT_REQUEST_LIMITS.perEmail.max; i++) {
      // Each from another address: the email's own limit is what stops the fourth.
      expect((await newVisitor().send({ kind: 'contact', name: 'Ada', email })).statusCode).toBe(201);
    }
    const refused = await expectUnchanged(ctx.db, () => newVisitor().send({ kind: 'contact', name: 'Ada', email: email.toUpperCase() }), TABLES);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await storedFor(email)).toHaveLength(3);
  });

  it('takes 5 requests an hour per client address, then 429 with Retry-After; an invalid request does not count', async () => {
    const { send } = newVisitor();
    expect((await send({ kind: 'contact', name: 'Ada' })).statusCode).toBe(422);
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_REQUEST_LIMITS.perAddress.max; i++) {
      statuses.push((await send({ kind: 'contact', name: 'Ada', email: `spread-${randomUUID()}@example.test` })).statusCode);
    }
    expect(statuses).toEqual(Array(CONTACT_REQUEST_LIMITS.perAddress.max).fill(201));
    const refused = await expectUnchanged(ctx.db, () => send({ kind: 'contact', name: 'Ada', email: `spread-${randomUUID()}@example.test` }), TABLES);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await newVisitor().send({ kind: 'contact', name: 'Ada', email: `spread-${randomUUID()}@example.test` })).statusCode).toBe(201);
  });
});
