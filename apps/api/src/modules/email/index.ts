import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '@bb/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { emailService, type EmailService, type OptOutLinksOf } from './email.service.ts';
import { mailer, type Mailer } from './mailer.ts';

export { emailService, laneOf, type EmailService, type OptOutLinksOf, type OutgoingEmail } from './email.service.ts';
export type { Mailer } from './mailer.ts';
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

/**
 * Emails: written by the transactions that decide them (`service`), sent after commit by the `mailer`'s loops. The
 * links that stop an email (`optOutLinks`) come from the notifications module, which owns the settings they stop.
 */
export function emailModule(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Database; optOutLinks?: OptOutLinksOf },
): { service: EmailService; mailer: Mailer } {
  const service = emailService({ db: deps.db, optOutLinks: deps.optOutLinks });
  const sender = mailer({ db: deps.db, smtpUrl: deps.config.smtpUrl, from: deps.config.smtpFrom, optOutLinks: deps.optOutLinks, log: app.log });

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
  return { service, mailer: sender };
}
