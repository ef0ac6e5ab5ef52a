/**
 * The outbox: events and emails are written by the transaction of the change they announce. A
 * change that rolls back leaves no event and no email; one that commits leaves both, for the
 * dispatcher and the mailer to pick up after commit. Real PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domainEvents, emails, programs } from '../../db/schema/index.ts';
import { buildActor } from '../../plugins/actor.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signIn } from '../companies/companies.test-support.ts';
import { emailService } from '../email/index.ts';
import { activeProgram } from '../programs/programs.test-support.ts';
import { recordEvent } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** In one transaction: an event about `subjectId` and an email to `to`; then `fail` decides whether it commits. */
async function announce(subjectId: string, to: string, fail: boolean): Promise<string | null> {
  const user = await createUser(ctx.db, { userType: 'staff' });
  const actor = buildActor({ userId: user.id, userType: 'staff', sessionId: 'test', companyRoles: [], otpEnrollmentRequired: false });
  const mail = emailService({ db: ctx.db });
  let emailId: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      await recordEvent(tx, actor, {
        type: 'program.approve',
        subject: { type: 'program', id: subjectId },
        companyId: null,
        payload: { from: 'pending', to: 'active' },
      });
      emailId = await mail.send(tx, { to, userId: user.id, language: 'it', template: 'passwordChanged', data: { username: user.username } });
      if (fail) throw new Error('the change fails after announcing itself');
    });
  } catch (error) {
    if (!fail) throw error;
  }
  return emailId;
}

describe('the outbox', () => {
  it('leaves no event and no email when the change rolls back', async () => {
    const subjectId = randomUUID();
    const emailId = await announce(subjectId, 'rolled-back@example.test', true);
    expect(emailId).not.toBeNull();
    expect(await ctx.db.select().from(domainEvents).where(eq(domainEvents.subjectId, subjectId))).toEqual([]);
    expect(await ctx.db.select().from(emails).where(eq(emails.toAddress, 'rolled-back@example.test'))).toEqual([]);
  });

  it('keeps the event and the queued email when the change commits', async () => {
    const subjectId = randomUUID();
    const emailId = await announce(subjectId, 'committed@example.test', false);
    expect(await ctx.db.select({ type: domainEvents.type }).from(domainEvents).where(eq(domainEvents.subjectId, subjectId))).toEqual([
      { type: 'program.approve' },
    ]);
    expect(await ctx.db.select({ id: emails.id, status: emails.status }).from(emails).where(eq(emails.toAddress, 'committed@example.test'))).toEqual([
      { id: emailId, status: 'queued' },
    ]);
  });

  it('records a real transition and nothing for a refused one', async () => {
    const { program, client } = await activeProgram(ctx);
    const staff = await signIn(ctx, 'staff');
    const eventsOf = () =>
      ctx.db.select({ type: domainEvents.type, payload: domainEvents.payload }).from(domainEvents).where(eq(domainEvents.subjectId, program.id));
    const before = await eventsOf();
    // Refused by the table: approving an active program records nothing.
    expect((await staff.client.post(`/api/programs/${program.id}/approve`)).statusCode).toBe(400);
    expect(await eventsOf()).toEqual(before);
    expect((await client.put(`/api/programs/${program.id}/pause`, { isPaused: true })).statusCode).toBe(200);
    expect((await eventsOf()).slice(before.length)).toEqual([{ type: 'program.pause', payload: { from: 'active', to: 'paused' } }]);
    const [row] = await ctx.db.select({ status: programs.status }).from(programs).where(eq(programs.id, program.id));
    expect(row?.status).toBe('paused');
  });
});
