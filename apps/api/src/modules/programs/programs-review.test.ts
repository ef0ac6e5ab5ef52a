/**
 * The program review's three answers (DECISIONS "Programs": review): approve, request changes (the company edits and
 * resubmits), reject with a reason (budget and fees back to the wallet). Each is confirmed, audited for staff and
 * announced to the company.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerAccounts, programs } from '../../db/schema/index.ts';
import { emailsTo } from '../../test/mail.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { expectLedgerBalanced } from '../banking/banking.test-support.ts';
import { addMember, errorOf, signIn, unchanged } from '../companies/companies.test-support.ts';
import { balanceOf, createProgram, fundedCompany } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const MESSAGE = 'Aggiungete il dominio di staging allo scope e togliete i test di carico dalle regole.';

async function pendingProgram() {
  const company = await fundedCompany(ctx);
  const program = await createProgram(company.client, company.companyId);
  const staff = await signIn(ctx, 'staff');
  return { ...company, program, staff, url: `/api/programs/${program.id}` };
}

async function auditOf(targetId: string) {
  return ctx.db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(eq(auditLog.targetId, targetId));
}

describe('request changes', () => {
  it('sends a pending program back to its company with the message; the company edits it and resubmits it for review', async () => {
    const { client, user, program, staff, url } = await pendingProgram();
    const asked = await staff.client.post(`${url}/request-changes`, { message: MESSAGE });
    expect(asked.statusCode, asked.body).toBe(200);
    const body = asked.json();
    expect([body.status, body.reviewNote.message, body.abilities.approve, body.abilities.reject]).toEqual(['changesRequested', MESSAGE, false, true]);

    // The company is told, in the app and by email, with the message; the reviewer is not.
    const [entry] = (await client.get('/api/notifications')).json().results;
    expect([entry.event, entry.details.outcome, entry.link]).toEqual(['programApproved', 'changesRequested', `/programs/${program.id}`]);
    const [mail] = await emailsTo(ctx.db, user.email);
    expect(mail?.subject).toContain('richiede modifiche');
    expect(mail?.textBody).toContain(MESSAGE);
    expect((await staff.client.get('/api/notifications')).json().count).toBe(0);

    // The company sees the message and may edit and resubmit; approving now is refused.
    const seen = (await client.get(url)).json();
    expect([seen.reviewNote.message, seen.abilities.edit, seen.abilities.resubmit]).toEqual([MESSAGE, true, true]);
    expect(errorOf(await unchanged(ctx, () => staff.client.post(`${url}/approve`)))).toEqual([400, 'INVALID_PROGRAM_STATUS']);
    expect((await client.patch(url, { name: 'Sito con staging' })).statusCode).toBe(200);
    const resubmitted = await client.post(`${url}/resubmit`);
    expect([resubmitted.statusCode, resubmitted.json().status, resubmitted.json().name]).toEqual([200, 'pending', 'Sito con staging']);

    // Staff hear of it again (programCreated), and the review can approve it now.
    const [again] = (await staff.client.get('/api/notifications')).json().results;
    expect(again.event).toBe('programCreated');
    expect((await staff.client.post(`${url}/approve`)).json().status).toBe('active');
    expect((await auditOf(program.id)).map((row) => row.action).sort()).toEqual(['program.approve', 'program.requestChanges']);
    const [requested] = (await auditOf(program.id)).filter((row) => row.action === 'program.requestChanges');
    expect(requested?.details).toMatchObject({ message: MESSAGE, name: "Sito dell'azienda" });
  });

  it('needs a message (422 on message, up to 5,000 characters) and changes nothing without one', async () => {
    const { staff, url } = await pendingProgram();
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(5001) }, { message: 42 }]) {
      const refused = await unchanged(ctx, () => staff.client.post(`${url}/request-changes`, body));
      expect([refused.statusCode, refused.json().code, Object.keys(refused.json().fields)]).toEqual([422, 'VALIDATION_ERROR', ['message']]);
    }
  });

  it('is the review’s: companies get 403, hackers and other companies do not see the program (404), and hackers never read the note', async () => {
    const { client, companyId, url, staff } = await pendingProgram();
    const manager = await addMember(ctx, companyId, { role: 'PROGRAM_MANAGER' });
    expect(errorOf(await unchanged(ctx, () => client.post(`${url}/request-changes`, { message: MESSAGE })))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await unchanged(ctx, () => client.post(`${url}/reject`, { reason: MESSAGE })))).toEqual([403, 'FORBIDDEN']);
    const other = await fundedCompany(ctx);
    expect(errorOf(await unchanged(ctx, () => other.client.post(`${url}/resubmit`)))).toEqual([404, 'NOT_FOUND']);
    // A program manager may resubmit (program.manage), finance may not.
    await staff.client.post(`${url}/request-changes`, { message: MESSAGE });
    const finance = await addMember(ctx, companyId, { role: 'FINANCE' });
    expect(errorOf(await unchanged(ctx, () => finance.client.post(`${url}/resubmit`)))).toEqual([403, 'FORBIDDEN']);
    expect((await manager.client.post(`${url}/resubmit`)).json().status).toBe('pending');
    // Once approved, hackers see the program but never the review's note.
    await staff.client.post(`${url}/approve`);
    const hacker = await signIn(ctx, 'hacker');
    const seen = await hacker.client.get(url);
    expect([seen.statusCode, seen.json().reviewNote]).toEqual([200, null]);
    expect((await client.get(url)).json().reviewNote.message).toBe(MESSAGE);
  });
});

describe('reject', () => {
  it('refuses the program for good with a reason and gives back budget and fees, once, under an Idempotency-Key', async () => {
    const { client, user, program, staff, url } = await pendingProgram();
    // 7,500 budget + 10% managed + 5% Fix verification.
    expect(await balanceOf(client)).toEqual({ balance: 20_000 - 8_625, allocated: 7_500, remaining: 7_500 });
    const key = { 'idempotency-key': randomUUID() };
    const rejected = await staff.client.post(`${url}/reject`, { reason: 'Lo scope non è verificabile' }, key);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect([rejected.json().status, rejected.json().reviewNote.message, rejected.json().abilities.delete]).toEqual([
      'rejected',
      'Lo scope non è verificabile',
      false,
    ]);
    expect(await balanceOf(client)).toEqual({ balance: 20_000, allocated: 0, remaining: 0 });
    const statement = (await client.get('/api/banking/transactions?type=program_refund')).json();
    expect(statement.results.map((t: { amount: number }) => t.amount)).toEqual([8_625]);
    const [account] = await ctx.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'program_budget'), eq(ledgerAccounts.ownerId, program.id)));
    expect([account?.balanceCents, account?.isClosed]).toEqual([0, true]);
    await expectLedgerBalanced(ctx);

    // The same key replays the answer and refunds nothing twice; a new one finds a rejected program.
    const replay = await unchanged(ctx, () => staff.client.post(`${url}/reject`, { reason: 'Lo scope non è verificabile' }, key));
    expect([replay.statusCode, replay.json().status]).toEqual([200, 'rejected']);
    expect(errorOf(await unchanged(ctx, () => staff.client.post(`${url}/reject`, { reason: 'Ancora' })))).toEqual([400, 'INVALID_PROGRAM_STATUS']);
    for (const call of [() => client.patch(url, { name: 'Altro' }), () => client.delete(url), () => client.post(`${url}/increase-budget`, { budget: 100 })]) {
      expect(errorOf(await unchanged(ctx, call))).toEqual([400, 'INVALID_PROGRAM_STATUS']);
    }

    // Audited with the reason and the refund; the company is told why.
    const [audit] = await auditOf(program.id);
    expect(audit).toMatchObject({ action: 'program.reject', details: { reason: 'Lo scope non è verificabile', refunded: 8_625 } });
    const [entry] = (await client.get('/api/notifications')).json().results;
    expect([entry.event, entry.details.outcome]).toEqual(['programApproved', 'rejected']);
    const [mail] = await emailsTo(ctx.db, user.email);
    expect([mail?.subject, mail?.textBody.includes('Lo scope non è verificabile')]).toEqual([`Il programma Sito dell'azienda è stato rifiutato`, true]);
    // The company still lists it, with its status, so it can read why.
    const listed = (await client.get('/api/programs/my-company')).json();
    expect(listed.results.map((card: { id: string; status: string }) => [card.id, card.status])).toEqual([[program.id, 'rejected']]);
  });

  it('also rejects a program waiting for the company’s changes; needs a reason', async () => {
    const { staff, url, program } = await pendingProgram();
    await staff.client.post(`${url}/request-changes`, { message: MESSAGE });
    const refused = await unchanged(ctx, () => staff.client.post(`${url}/reject`, { reason: '' }));
    expect([refused.statusCode, Object.keys(refused.json().fields)]).toEqual([422, ['reason']]);
    expect((await staff.client.post(`${url}/reject`, { reason: 'Nessuna risposta' })).json().status).toBe('rejected');
    const [row] = await ctx.db.select({ note: programs.reviewNote }).from(programs).where(eq(programs.id, program.id));
    expect(row?.note).toBe('Nessuna risposta');
  });
});
