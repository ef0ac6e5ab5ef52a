import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { deriveKeyRing } from '../../../lib/crypto.ts';
import type { EmailService } from '../../email/index.ts';
import type { EventDispatcher } from '../../events/index.ts';
import { webhookSender, type WebhookSender } from './webhook-sender.ts';
import { webhooksConsumer } from './webhooks.consumer.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { webhooksService } from './webhooks.service.ts';

export type { WebhookSender } from './webhook-sender.ts';
/** The production address guard, also for the issue trackers' calls. */
export { isAllowedInProduction } from './address-guard.ts';
export { guardedRequest } from './webhook-post.ts';

/**
 * Outbound webhooks: the routes, the event stream's consumer that writes a delivery per listening endpoint, and the
 * sender whose loop delivers them (app.ts starts it with the mailer's). Secrets are sealed like two-factor secrets,
 * under SESSION_SECRET's key for this purpose (SESSION_SECRET_PREVIOUS still opens older ones).
 */
export function webhooksModule(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Database; email: EmailService; events: EventDispatcher },
): { sender: WebhookSender } {
  const keys = deriveKeyRing(deps.config.sessionSecret, deps.config.previousSessionSecrets, 'webhook-secrets');
  const production = deps.config.isProduction;
  const sender = webhookSender({ db: deps.db, keys, email: deps.email, publicUrl: deps.config.publicUrl, production, log: app.log });
  deps.events.consume(webhooksConsumer);
  webhooksRoutes(app, { webhooks: webhooksService({ db: deps.db, keys, sender, production }) });
  return { sender };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the pending webhook deliveries (tests drain it instead of waiting for its loop). */
    webhookSender: WebhookSender;
  }
}
