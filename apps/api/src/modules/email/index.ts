import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '@bb/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { EMAIL_QUEUE, emailService, type EmailService } from './email.service.ts';

export { EMAIL_QUEUE, emailService, type EmailService, type OutgoingEmail } from './email.service.ts';
export type { ReportChange, ReportOutcome, TemplateData, TemplateName } from './email.templates.ts';

const mailboxItem = z.object({
  id: z.uuid(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string(),
  template: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime(),
});

export async function emailModule(app: FastifyInstance, deps: { config: AppConfig; db: Database; queue: JobQueue }): Promise<EmailService> {
  const service = emailService({ db: deps.db, queue: deps.queue, smtpUrl: deps.config.smtpUrl, from: deps.config.smtpFrom });
  if (deps.config.runJobs) await deps.queue.work<{ emailId: string }>(EMAIL_QUEUE, ({ emailId }) => service.deliver(emailId));

  if (!deps.config.isProduction) {
    // Development only: the emails the platform sent, for reading activation and reset links without SMTP.
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/dev/mailbox',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['development'],
          summary: 'Emails sent by the platform (not in production)',
          querystring: z.object({
            search: z.string().max(200).optional(),
            page: z.coerce.number().int().min(1).default(1),
            size: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: { 200: listResponseSchema(mailboxItem) },
        },
      },
      async (request) => service.list(request.query.search, request.query.page, request.query.size),
    );
  }
  return service;
}
