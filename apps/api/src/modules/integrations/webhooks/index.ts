import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import { deriveKeyRing } from '../../../lib/crypto.ts';
import type { EmailService } from '../../email/index.ts';
import type { EventDispatcher } from '../../events/index.ts';
import { DELIVERY_RETENTION_CRON, DELIVERY_RETENTION_QUEUE, pruneFinishedDeliveries } from './webhook-retention.ts';
import { webhookSender, type WebhookSender } from './webhook-sender.ts';
import { webhooksConsumer } from './webhooks.consumer.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { webhooksService } from './webhooks.service.ts';

export type { WebhookSender } from './webhook-sender.ts';
/** The production address guard, also for the issue trackers' calls. */
export { isAllowedInProduction } from './address-guard.ts';
export { guardedRequest } from './webhook-post.ts';

/**
 * Outbound webhooks: the routes, the event stream's consumer that writes a delivery per listening endpoint, the
 * sender whose loop delivers them (app.ts starts it with the mailer's) and the nightly deletion of finished deliveries
 * past WEBHOOK_RULES.deliveryRetentionDays. Secrets are sealed like two-factor secrets, under SESSION_SECRET's key for
 * this purpose (SESSION_SECRET_PREVIOUS still opens older ones).
 */
export async function webhooksModule(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Database; email: EmailService; events: EventDispatcher; queue: JobQueue },
): Promise<{ sender: WebhookSender }> {
  const keys = deriveKeyRing(deps.config.sessionSecret, deps.config.previousSessionSecrets, 'webhook-secrets');
  const production = deps.config.isProduction;
  const sender = webhookSender({ db: deps.db, keys, email: deps.email, publicUrl: deps.config.publicUrl, production, log: app.log });
  deps.events.consume(webhooksConsumer);
  webhooksRoutes(app, { webhooks: webhooksService({ db: deps.db, keys, sender, production }) });
  if (deps.config.runJobs) {
    await deps.queue.work(DELIVERY_RETENTION_QUEUE, async () => {
      await pruneFinishedDeliveries(deps.db);
    });
    await deps.queue.schedule(DELIVERY_RETENTION_QUEUE, DELIVERY_RETENTION_CRON);
  }
  return { sender };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the pending webhook deliveries (tests drain it instead of waiting for its loop). */
    webhookSender: WebhookSender;
  }
}
