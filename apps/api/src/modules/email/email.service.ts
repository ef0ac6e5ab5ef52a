import { count, desc, ilike, or, sql } from 'drizzle-orm';
import type { Language } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { EMAIL_LANES, emails, type EmailLane } from '../../db/schema/index.ts';
import { renderEmail, type TemplateData, type TemplateName } from './email.templates.ts';

export interface OutgoingEmail<K extends TemplateName> {
  to: string;
  userId: string | null;
  language: Language;
  template: K;
  data: TemplateData[K];
}

/** Account mail (codes and security notices the user is waiting for) goes ahead of notifications. */
const ACCOUNT_TEMPLATES: ReadonlySet<TemplateName> = new Set([
  'activation',
  'passwordReset',
  'passwordChanged',
  'emailChanged',
  'accountDeactivated',
  'invitation',
  'otpRecoveryCodeUsed',
]);
export const laneOf = (template: TemplateName): EmailLane => (ACCOUNT_TEMPLATES.has(template) ? 'account' : 'notification');

/**
 * The links that stop one kind of email without signing in (the notifications module makes them, app.ts wires them):
 * the web page for the email's body and the one-click endpoint for its List-Unsubscribe header; null for an email no
 * setting stops (account mail) or without a user.
 */
export type OptOutLinksOf = (userId: string | null, template: string) => { page: string; oneClick: string } | null;

function rowOf<K extends TemplateName>(email: OutgoingEmail<K>, eventId: number | null, optOutLinks: OptOutLinksOf | undefined) {
  const rendered = renderEmail(email.template, email.language, email.data, optOutLinks?.(email.userId, email.template)?.page);
  return {
    userId: email.userId,
    toAddress: email.to,
    template: email.template,
    language: email.language,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    priority: EMAIL_LANES[laneOf(email.template)],
    eventId,
  };
}

/**
 * Emails are rendered and stored in the caller's transaction: the row is the outbox, so a change that rolls back sends
 * nothing. The mailer (mailer.ts) sends the stored rows after commit, account mail in a lane of its own. An email a
 * setting stops carries the link that stops it (`optOutLinks`).
 */
export function emailService(deps: { db: Database; optOutLinks?: OptOutLinksOf | undefined }) {
  return {
    /** Stores one email in `executor` (the transaction of the change it tells of); answers its id. */
    async send<K extends TemplateName>(executor: Executor, email: OutgoingEmail<K>): Promise<string> {
      const [row] = await executor
        .insert(emails)
        .values(rowOf(email, null, deps.optOutLinks))
        .returning({ id: emails.id });
      return row!.id;
    },

    /**
     * The emails announcing one domain event, in one insert, dated when the event happened: one per recipient and
     * template, whatever retries the dispatcher makes (an email already written for the event is left as it is).
     */
    async sendForEvent<K extends TemplateName>(
      executor: Executor,
      event: { id: number; createdAt: Date },
      outgoing: readonly OutgoingEmail<K>[],
    ): Promise<void> {
      if (outgoing.length === 0) return;
      await executor
        .insert(emails)
        .values(outgoing.map((email) => ({ ...rowOf(email, event.id, deps.optOutLinks), createdAt: event.createdAt })))
        .onConflictDoNothing({ target: [emails.eventId, emails.toAddress, emails.template], where: sql`${emails.eventId} is not null` });
    },

    async list(search: string | undefined, page: number, size: number) {
      const where = search ? or(ilike(emails.toAddress, `%${search}%`), ilike(emails.subject, `%${search}%`)) : undefined;
      const [total] = await deps.db.select({ value: count() }).from(emails).where(where);
      const results = await deps.db
        .select({
          id: emails.id,
          toAddress: emails.toAddress,
          subject: emails.subject,
          textBody: emails.textBody,
          htmlBody: emails.htmlBody,
          template: emails.template,
          status: emails.status,
          createdAt: emails.createdAt,
        })
        .from(emails)
        .where(where)
        .orderBy(desc(emails.createdAt))
        .limit(size)
        .offset((page - 1) * size);
      return { count: Number(total?.value ?? 0), results: results.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  };
}
export type EmailService = ReturnType<typeof emailService>;
