import { desc, eq, ilike, or, count } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Language } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { renderEmail, type TemplateData, type TemplateName } from './email.templates.ts';

export const EMAIL_QUEUE = 'email.deliver';

export interface OutgoingEmail<K extends TemplateName> {
  to: string;
  userId: string | null;
  language: Language;
  template: K;
  data: TemplateData[K];
}

/**
 * Emails are rendered and stored in the caller's transaction (the record is the outbox) with their
 * delivery job, so that a change that rolls back sends nothing; the job then delivers through SMTP
 * when SMTP_URL is set, otherwise keeps the email as "stored" for /dev/mailbox.
 */
export function emailService(deps: { db: Database; queue: JobQueue; smtpUrl?: string; from: string }) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;

  return {
    /** Stores the email and queues its delivery in `executor` (the transaction of the change it announces). */
    async send<K extends TemplateName>(executor: Executor, email: OutgoingEmail<K>): Promise<string> {
      const rendered = renderEmail(email.template, email.language, email.data);
      const [row] = await executor
        .insert(emails)
        .values({
          userId: email.userId,
          toAddress: email.to,
          template: email.template,
          language: email.language,
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
        })
        .returning({ id: emails.id });
      await deps.queue.send(executor, EMAIL_QUEUE, { emailId: row!.id });
      return row!.id;
    },

    /** The job: deliver one stored email. Throws on SMTP failure so the queue retries it. */
    async deliver(emailId: string) {
      const [email] = await deps.db.select().from(emails).where(eq(emails.id, emailId));
      if (!email || email.status === 'sent' || email.status === 'stored') return;
      if (!transport) {
        await deps.db.update(emails).set({ status: 'stored' }).where(eq(emails.id, emailId));
        return;
      }
      try {
        await transport.sendMail({ from: deps.from, to: email.toAddress, subject: email.subject, text: email.textBody, html: email.htmlBody });
        await deps.db.update(emails).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(emails.id, emailId));
      } catch (error) {
        await deps.db
          .update(emails)
          .set({ error: String(error) })
          .where(eq(emails.id, emailId));
        throw error;
      }
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
