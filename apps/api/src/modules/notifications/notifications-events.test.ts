/**
 * DECISIONS "Notifications": every event reaches exactly the people it names with an in-app entry,
 * and an email only those whose setting is on; the actor is told nothing; a refused change announces nothing.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationSetting } from '@bb/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails, notifications, users } from '../../db/schema/index.ts';
import { createProgram, fundedCompany, programForm } from '../programs/programs.test-support.ts';
import { addMember, errorOf, signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { readyHacker, reportSetup, submit, type ReportSetup } from '../reports/reports.test-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const sorted = (ids: readonly string[]) => [...ids].sort();
const idsOf = (...people: SignedIn[]) => sorted(people.map((person) => person.user.id));

/** Who got the in-app entry of `event` about `subjectId`. */
async function entryHolders(event: NotificationSetting, subjectId: string) {
  const rows = await ctx.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.event, event), eq(notifications.subjectId, subjectId)));
  return sorted(rows.map((row) => row.userId));
}

/** Who got the email `template` linking to `subjectId` (or, with `among`, any `template` email to them). */
async function emailHolders(template: NotificationSetting, subjectId: string, among?: SignedIn[]) {
  const about = among
    ? inArray(
        emails.userId,
        among.map((person) => person.user.id),
      )
    : sql`${emails.textBody} like ${`%${subjectId}%`}`;
  const rows = await ctx.db
    .select({ userId: emails.userId })
    .from(emails)
    .where(and(eq(emails.template, template), about));
  return sorted(rows.map((row) => row.userId ?? ''));
}

async function switchOff(person: SignedIn, setting: NotificationSetting) {
  await ctx.db
    .update(users)
    .set({ notificationSettings: sql`${users.notificationSettings} || jsonb_build_object(${setting}::text, false)` })
    .where(eq(users.id, person.user.id));
}

/** Every active staff member and super admin (programCreated's audience). */
async function reviewers() {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.userType, ['staff', 'superadmin']), eq(users.isActive, true), eq(users.isBlocked, false), isNull(users.deactivatedAt)));
  return rows.map((row) => row.id);
}

const totals = async () => {
  const [row] = await ctx.db
    .execute<{ n: number; e: number }>(sql`select (select count(*) from notifications)::int as n, (select count(*) from emails)::int as e`)
    .then((r) => r.rows);
  return row;
};

describe('program events', () => {
  it('programCreated: staff and super admins, the ones who switched it off without the email, never the company', async () => {
    const staff = await signIn(ctx, 'staff');
    const quiet = await signIn(ctx, 'staff');
    await switchOff(quiet, 'programCreated');
    const admin = await signIn(ctx, 'superadmin');
    const company = await fundedCompany(ctx);
    const program = await createProgram(company.client, company.companyId, { isManaged: false, verificationService: false });

    const everyone = await reviewers();
    expect(everyone).toEqual(expect.arrayContaining([staff.user.id, quiet.user.id, admin.user.id]));
    expect(await entryHolders('programCreated', program.id)).toEqual(sorted(everyone));
    expect(await emailHolders('programCreated', program.id)).toEqual(sorted(everyone.filter((id) => id !== quiet.user.id)));
    const [entry] = (await staff.client.get('/api/notifications')).json().results;
    expect(entry).toMatchObject({
      event: 'programCreated',
      subject: { type: 'program', id: program.id },
      link: `/programs/${program.id}`,
      details: { title: program.name, actor: null },
      readAt: null,
    });
    expect((await company.client.get('/api/notifications/unread-count')).json()).toEqual({ unread: 0 });
  });

  it("programCreated when a draft is finalized, not when it is saved; the email in the reader's language with the settings link", async () => {
    const english = await signIn(ctx, 'staff');
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, english.user.id));
    const company = await fundedCompany(ctx);
    const saved = await company.client.post('/api/programs/draft', { company: company.companyId, name: 'Bozza', scope: [{ name: 'example.com' }] });
    const draft = saved.json() as { id: string };
    expect(await entryHolders('programCreated', draft.id)).toEqual([]);
    const finalized = await company.client.post(
      `/api/programs/${draft.id}/finalize`,
      programForm(company.companyId, { isManaged: false, verificationService: false }),
    );
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(await entryHolders('programCreated', draft.id)).toEqual(sorted(await reviewers()));
    const [mail] = await ctx.db
      .select()
      .from(emails)
      .where(and(eq(emails.userId, english.user.id), eq(emails.template, 'programCreated')));
    expect(mail?.subject).toMatch(/^New program to approve: /);
    expect(mail?.textBody).toContain(`${ctx.config.publicUrl}/account?tab=notifications`);
    expect(mail?.textBody).toContain(`${ctx.config.publicUrl}/programs/${draft.id}`);
  });

  it('programCreated by a super admin for a company: the other reviewers, not the super admin', async () => {
    const admin = await signIn(ctx, 'superadmin');
    const company = await fundedCompany(ctx);
    const program = await createProgram(admin.client, company.companyId, { isManaged: false, verificationService: false });
    expect(await entryHolders('programCreated', program.id)).toEqual(sorted((await reviewers()).filter((id) => id !== admin.user.id)));
  });

  it("programApproved: the company's members and the hackers already admitted, not the approving staff; a refused approval announces nothing", async () => {
    const company = await fundedCompany(ctx);
    const member = await addMember(ctx, company.companyId, { role: 'VIEWER' });
    await switchOff(member, 'programApproved');
    await addMember(ctx, company.companyId, { role: 'ADMIN', isBlocked: true });
    await addMember(ctx, company.companyId, { role: 'ADMIN', inviteStatus: 'pending' });
    const program = await createProgram(company.client, company.companyId, { isPublic: false, isManaged: false, verificationService: false });
    const admitted = await readyHacker(ctx);
    const invitedOnly = await readyHacker(ctx);
    for (const hacker of [admitted, invitedOnly]) {
      expect((await company.client.post(`/api/programs/${program.id}/invitations`, { user: hacker.user.id })).statusCode).toBe(201);
    }
    expect((await admitted.client.post(`/api/programs/accept/${program.id}`)).statusCode).toBe(200);

    const staff = await signIn(ctx, 'staff');
    expect((await staff.client.post(`/api/programs/${program.id}/approve`)).statusCode).toBe(200);
    expect(await entryHolders('programApproved', program.id)).toEqual(idsOf(company, member, admitted));
    expect(await emailHolders('programApproved', program.id)).toEqual(idsOf(company, admitted));
    const [entry] = (await admitted.client.get('/api/notifications?unread=true')).json().results;
    expect(entry).toMatchObject({ event: 'programApproved', link: `/programs/${program.id}`, subject: { type: 'program', id: program.id } });

    const before = await totals();
    expect(errorOf(await staff.client.post(`/api/programs/${program.id}/approve`))).toEqual([400, 'INVALID_PROGRAM_STATUS']);
    expect(await totals()).toEqual(before);
  });

  it('programApproved of a public program: the company only (a public program admits no one by name)', async () => {
    const company = await fundedCompany(ctx);
    const program = await createProgram(company.client, company.companyId, { isPublic: true, isManaged: false, verificationService: false });
    const staff = await signIn(ctx, 'staff');
    await staff.client.post(`/api/programs/${program.id}/approve`);
    expect(await entryHolders('programApproved', program.id)).toEqual(idsOf(company));
  });
});

describe('invitation events', () => {
  async function privateProgram(options: { isManaged?: boolean } = {}) {
    const company = await fundedCompany(ctx);
    const manager = await addMember(ctx, company.companyId, { role: 'PROGRAM_MANAGER' });
    const others = await Promise.all((['TRIAGER', 'FINANCE', 'VIEWER'] as const).map((role) => addMember(ctx, company.companyId, { role })));
    const program = await createProgram(company.client, company.companyId, {
      isPublic: false,
      isManaged: options.isManaged ?? false,
      verificationService: false,
    });
    const staff = await signIn(ctx, 'staff');
    await staff.client.post(`/api/programs/${program.id}/approve`);
    return { company, manager, others, program, staff };
  }

  it('invitationReceived: the invited hacker only, linking to their invitations; without the email when switched off', async () => {
    const { company, program } = await privateProgram();
    const loud = await readyHacker(ctx);
    const quiet = await readyHacker(ctx);
    await switchOff(quiet, 'invitationReceived');
    for (const hacker of [loud, quiet]) await company.client.post(`/api/programs/${program.id}/invitations`, { user: hacker.user.id });
    expect(await entryHolders('invitationReceived', program.id)).toEqual(idsOf(loud, quiet));
    expect(await emailHolders('invitationReceived', program.id, [loud, quiet])).toEqual(idsOf(loud));
    const [entry] = (await quiet.client.get('/api/notifications')).json().results;
    expect(entry).toMatchObject({ event: 'invitationReceived', subject: { type: 'invitation', id: program.id }, link: '/programs?tab=invitations' });

    const before = await totals();
    const again = await company.client.post(`/api/programs/${program.id}/invitations`, { user: loud.user.id });
    expect([again.statusCode, again.json().outcome]).toEqual([200, 'alreadyInvited']);
    expect(await totals()).toEqual(before);
  });

  it('an approved access request tells the hacker, linking to the program', async () => {
    const { company, program } = await privateProgram();
    const hacker = await readyHacker(ctx);
    expect((await hacker.client.post(`/api/programs/${program.id}/invitations`, {})).statusCode).toBe(201);
    expect(await entryHolders('invitationReceived', program.id)).toEqual([]);
    await company.client.post(`/api/programs/${program.id}/invitations`, { user: hacker.user.id });
    const [entry] = (await hacker.client.get('/api/notifications')).json().results;
    expect(entry).toMatchObject({ event: 'invitationReceived', link: `/programs/${program.id}`, details: { outcome: 'accepted' } });
  });

  it("invitationUpdate: the program's managers on accept and on reject, not the other roles nor the hacker", async () => {
    const { company, manager, program } = await privateProgram();
    await switchOff(manager, 'invitationUpdate');
    const accepting = await readyHacker(ctx);
    const rejecting = await readyHacker(ctx);
    for (const hacker of [accepting, rejecting]) await company.client.post(`/api/programs/${program.id}/invitations`, { user: hacker.user.id });
    await accepting.client.post(`/api/programs/accept/${program.id}`);
    await rejecting.client.post(`/api/programs/reject/${program.id}`);

    const rows = await ctx.db
      .select({ userId: notifications.userId, details: notifications.details, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.event, 'invitationUpdate'), eq(notifications.subjectId, program.id)));
    const byOutcome = (outcome: string) => sorted(rows.filter((row) => row.details.outcome === outcome).map((row) => row.userId));
    expect(byOutcome('accepted')).toEqual(idsOf(company, manager));
    expect(byOutcome('rejected')).toEqual(idsOf(company, manager));
    expect(rows[0]?.link).toBe(`/programs/${program.id}?tab=invite`);
    expect(rows.map((row) => row.details.actor).sort()).toEqual(
      [accepting.user.username, accepting.user.username, rejecting.user.username, rejecting.user.username].sort(),
    );
    expect(await emailHolders('invitationUpdate', program.id)).toEqual(idsOf(company, company));
  });

  it('invitationUpdate on a managed program also tells staff', async () => {
    const { company, manager, program } = await privateProgram({ isManaged: true });
    const hacker = await readyHacker(ctx);
    await company.client.post(`/api/programs/${program.id}/invitations`, { user: hacker.user.id });
    await hacker.client.post(`/api/programs/accept/${program.id}`);
    const staffIds = (
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.userType, 'staff'), eq(users.isActive, true)))
    ).map((row) => row.id);
    expect(await entryHolders('invitationUpdate', program.id)).toEqual(sorted([company.user.id, manager.user.id, ...staffIds]));
  });
});

describe('report events', () => {
  let setup: ReportSetup;
  let member: SignedIn;
  beforeAll(async () => {
    setup = await reportSetup(ctx, { budget: 20_000 });
    member = await addMember(ctx, setup.company.companyId, { role: 'TRIAGER' });
    await switchOff(member, 'reportReceived');
    await switchOff(member, 'reportUpdate');
  });

  it("reportReceived: the company's members (settings decide the email only), not staff on a self-managed program nor the hacker", async () => {
    const report = await submit(setup.hacker.client, setup.program);
    expect(await entryHolders('reportReceived', report.id)).toEqual(idsOf(setup.company, member));
    expect(await emailHolders('reportReceived', report.id)).toEqual(idsOf(setup.company));
    const [entry] = (await member.client.get('/api/notifications')).json().results;
    expect(entry).toMatchObject({
      event: 'reportReceived',
      link: `/reports/${report.id}`,
      subject: { type: 'report', id: report.id },
      details: { severity: 'high' },
    });
  });

  it('reportReceived on a managed program: the company and staff', async () => {
    const managed = await reportSetup(ctx, { isManaged: true });
    const report = await submit(managed.hacker.client, managed.program);
    const staffIds = (
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.userType, 'staff'), eq(users.isActive, true)))
    ).map((row) => row.id);
    expect(await entryHolders('reportReceived', report.id)).toEqual(sorted([managed.company.user.id, ...staffIds]));
  });

  it('reportUpdate: the other party on status, severity and comment changes; reportFinalized: the hacker on the reward', async () => {
    const report = await submit(setup.hacker.client, setup.program);
    const url = `/api/reports/${report.id}`;
    expect((await setup.company.client.post(`${url}/start`)).statusCode).toBe(200);
    expect(await entryHolders('reportUpdate', report.id)).toEqual(idsOf(setup.hacker, member));
    expect(await emailHolders('reportUpdate', report.id)).toEqual(idsOf(setup.hacker));

    const comment = { content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ecco i dettagli.' }] }] }, media: [] };
    expect((await setup.hacker.client.post(`${url}/comment`, comment)).statusCode).toBe(200);
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'reportUpdate'), eq(notifications.subjectId, report.id)));
    const hackerComment = rows.filter((row) => row.details.change === 'comment');
    expect(sorted(hackerComment.map((row) => row.userId))).toEqual(idsOf(setup.company, member));
    expect(rows.find((row) => row.details.change === 'status')?.details).toMatchObject({ status: 'triaged', title: report.title, program: setup.program.name });

    const before = await totals();
    expect(errorOf(await setup.company.client.post(`${url}/reward`, { amount: 9_999_999 }))).toEqual([400, 'PROGRAM_LOW_BUDGET']);
    expect(await totals()).toEqual(before);

    expect((await setup.company.client.post(`${url}/reward`, { amount: 500 })).statusCode).toBe(200);
    expect(await entryHolders('reportFinalized', report.id)).toEqual(idsOf(setup.hacker));
    expect(await emailHolders('reportFinalized', report.id)).toEqual(idsOf(setup.hacker));
    const [finalized] = (await setup.hacker.client.get('/api/notifications')).json().results.filter((n: { event: string }) => n.event === 'reportFinalized');
    expect(finalized).toMatchObject({ link: `/reports/${report.id}`, details: { outcome: 'rewarded', amount: 500 } });
  });

  it('reportFinalized is an entry even with the email switched off', async () => {
    const hacker = await readyHacker(ctx);
    await switchOff(hacker, 'reportFinalized');
    const report = await submit(hacker.client, setup.program);
    await setup.company.client.post(`/api/reports/${report.id}/reject`, { reason: 'informative', details: 'Già noto.' });
    expect(await entryHolders('reportFinalized', report.id)).toEqual(idsOf(hacker));
    expect(await emailHolders('reportFinalized', report.id)).toEqual([]);
  });
});
