import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_RETENTION_DAYS } from '@bb/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails, notifications } from '../../db/schema/index.ts';
import { eventAudience } from '../accounts/index.ts';
import { emailService } from '../email/index.ts';
import { recordEvent } from '../events/index.ts';
import { errorOf, signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { SYSTEM_CALLER } from '../../plugins/actor.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { deleteExpiredNotifications, type NotificationEntry } from './index.ts';
import { notificationsRepository } from './notifications.repository.ts';
import { notificationsConsumer } from './notifications.writer.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const DAY = 86_400_000;
const entry = (title: string): NotificationEntry => {
  const id = randomUUID();
  return { event: 'reportUpdate', subject: { type: 'report', id }, link: `/reports/${id}`, details: { title, change: 'comment' } };
};

/** `titles` for `person`, the first the oldest, a minute apart. */
async function entriesFor(person: SignedIn, titles: string[]) {
  for (const [index, title] of titles.entries()) {
    const { event, subject, link, details } = entry(title);
    const fullDetails = { program: null, actor: null, change: null, status: null, severity: null, outcome: null, amount: null, ...details };
    await notificationsRepository(ctx.db).insertForEvent([
      { userId: person.user.id, event, subjectType: subject.type, subjectId: subject.id, link, details: fullDetails, eventId: null },
    ]);
    await ctx.db.execute(
      sql`update notifications set created_at = now() - make_interval(mins => ${titles.length - index}) where user_id = ${person.user.id} and details ->> 'title' = ${title}`,
    );
  }
  const rows = await ctx.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
  return Object.fromEntries(rows.map((row) => [row.details.title, row.id]));
}

describe('the in-app list', () => {
  let alice: SignedIn;
  let bob: SignedIn;
  let ids: Record<string, string>;
  let bobIds: Record<string, string>;
  beforeAll(async () => {
    alice = await signIn(ctx, 'hacker');
    bob = await signIn(ctx, 'company');
    ids = await entriesFor(alice, ['one', 'two', 'three']);
    bobIds = await entriesFor(bob, ['bob']);
  });

  it('lists the caller’s own entries newest first, a page at a time, with the unread count', async () => {
    const page = (await alice.client.get('/api/notifications')).json();
    expect([page.count, page.unread, page.results.map((n: { details: { title: string } }) => n.details.title)]).toEqual([3, 3, ['three', 'two', 'one']]);
    expect(page.results[0]).toEqual({
      id: ids.three,
      event: 'reportUpdate',
      subject: { type: 'report', id: expect.any(String) },
      link: expect.stringMatching(/^\/reports\/[\w-]+$/),
      details: { title: 'three', program: null, actor: null, change: 'comment', status: null, severity: null, outcome: null, amount: null },
      readAt: null,
      createdAt: expect.any(String),
    });
    const second = (await alice.client.get('/api/notifications?page=2&size=2')).json();
    expect([second.count, second.results.map((n: { id: string }) => n.id)]).toEqual([3, [ids.one]]);
    expect((await alice.client.get('/api/notifications?size=51')).statusCode).toBe(422);
    expect((await bob.client.get('/api/notifications')).json().count).toBe(1);
  });

  it('marks one read, keeps the first reading time, filters unread; 404 for an entry of another user or none', async () => {
    const read = await alice.client.post(`/api/notifications/${ids.two}/read`);
    expect([read.statusCode, read.json().id, typeof read.json().readAt]).toEqual([200, ids.two, 'string']);
    const again = await alice.client.post(`/api/notifications/${ids.two}/read`);
    expect(again.json().readAt).toBe(read.json().readAt);
    expect((await alice.client.get('/api/notifications/unread-count')).json()).toEqual({ unread: 2 });
    const unread = (await alice.client.get('/api/notifications?unread=true')).json();
    expect([unread.count, unread.unread, unread.results.map((n: { id: string }) => n.id)]).toEqual([2, 2, [ids.three, ids.one]]);

    expect(errorOf(await alice.client.post(`/api/notifications/${bobIds.bob}/read`))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await alice.client.post(`/api/notifications/${randomUUID()}/read`))).toEqual([404, 'NOT_FOUND']);
    expect((await bob.client.get('/api/notifications/unread-count')).json()).toEqual({ unread: 1 });
  });

  it('marks all of the caller’s entries read, and nobody else’s', async () => {
    const all = await alice.client.post('/api/notifications/read-all');
    expect([all.statusCode, all.json()]).toEqual([200, { unread: 0 }]);
    expect((await alice.client.get('/api/notifications')).json().unread).toBe(0);
    expect((await bob.client.get('/api/notifications/unread-count')).json()).toEqual({ unread: 1 });
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread-count' })).statusCode).toBe(401);
  });
});

describe('writing and keeping', () => {
  it('writes one entry per event and recipient: a person named twice, or the event handled twice, is told once', async () => {
    const [a, b] = await Promise.all([signIn(ctx, 'staff'), signIn(ctx, 'superadmin')]);
    const audience = await eventAudience(ctx.db, { userIds: [a.user.id, b.user.id], setting: 'reportUpdate' });
    const consumer = notificationsConsumer({ email: emailService({ db: ctx.db }), publicUrl: 'http://localhost:3000' });
    const told = entry('both');
    const announcement = {
      audience,
      entry: told,
      email: { template: 'reportUpdate' as const, data: () => ({ title: 'both', program: 'p', change: { kind: 'comment' as const, by: 'team' as const } }) },
    };
    // Named in two announcements of the same event: the first one counts.
    consumer.announceOn(['report.comment'], async () => ({ announcements: [announcement, { ...announcement, audience: audience.slice(0, 1) }] }));
    const event = await ctx.db.transaction((tx) =>
      recordEvent(tx, SYSTEM_CALLER, {
        type: 'report.comment',
        subject: { type: 'report', id: told.subject.id },
        companyId: null,
        payload: { commentId: randomUUID(), content: { type: 'doc', content: [] }, media: [] },
      }),
    );
    for (let handled = 0; handled < 2; handled++) await ctx.db.transaction((tx) => consumer.consumer.handle(tx, [event]));
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.eventId, event.id));
    expect(rows.map((row) => row.userId).sort()).toEqual([a.user.id, b.user.id].sort());
    const sent = await ctx.db.select().from(emails).where(eq(emails.eventId, event.id));
    expect(sent.map((row) => row.toAddress).sort()).toEqual([a.user.email, b.user.email].sort());
  });

  it(`deletes the entries older than ${NOTIFICATION_RETENTION_DAYS} days only`, async () => {
    const carol = await signIn(ctx, 'hacker');
    const ids = await entriesFor(carol, ['old', 'edge', 'recent']);
    const now = new Date();
    const age = async (id: string | undefined, days: number) =>
      ctx.db
        .update(notifications)
        .set({ createdAt: new Date(now.getTime() - days * DAY) })
        .where(eq(notifications.id, id!));
    await age(ids.old, NOTIFICATION_RETENTION_DAYS + 1);
    await age(ids.edge, NOTIFICATION_RETENTION_DAYS - 0.01);
    await age(ids.recent, 2);
    expect(await deleteExpiredNotifications(ctx.db, now)).toBeGreaterThanOrEqual(1);
    const left = (await carol.client.get('/api/notifications')).json().results.map((n: { details: { title: string } }) => n.details.title);
    expect(left).toEqual(['recent', 'edge']);
  });
});
