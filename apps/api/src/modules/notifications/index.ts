import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { clock } from '../../lib/clock.ts';
import type { EmailService } from '../email/index.ts';
import type { EventDispatcher } from '../events/index.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { deleteExpiredNotifications, notificationsService, RETENTION_CRON, RETENTION_QUEUE } from './notifications.service.ts';
import { notificationsConsumer, type NotificationsConsumer } from './notifications.writer.ts';
import { optOutKey } from './opt-out.ts';
import { optOutRoutes } from './opt-out.routes.ts';
import { optOutService } from './opt-out.service.ts';

export {
  SETTINGS_PATH,
  type AnnouncedData,
  type Announcement,
  type Announcer,
  type EventNotices,
  type NotificationEntry,
  type NotificationsConsumer,
} from './notifications.writer.ts';
export { deleteExpiredNotifications } from './notifications.service.ts';
export { optOutLinker } from './opt-out.ts';

/**
 * The in-app list's routes, its daily retention job, and the event stream's notifications consumer: the modules that
 * own an event's subject say who hears of it (`announceOn`), the consumer writes the entries and emails after commit.
 * Also the landing of the emails' opt-out links (`optOutLinker`, wired into the email module by app.ts).
 */
export async function notificationsModule(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Database; queue: JobQueue; email: EmailService; events: EventDispatcher },
): Promise<Pick<NotificationsConsumer, 'announceOn'>> {
  notificationsRoutes(app, { notifications: notificationsService({ db: deps.db }) });
  const optOutKeys = [deps.config.sessionSecret, ...deps.config.previousSessionSecrets].map(optOutKey);
  await optOutRoutes(app, { optOut: optOutService({ db: deps.db, keys: optOutKeys, now: () => clock.now() }) });
  const consumer = notificationsConsumer({ email: deps.email, publicUrl: deps.config.publicUrl });
  deps.events.consume(consumer.consumer);
  if (deps.config.runJobs) {
    await deps.queue.work(RETENTION_QUEUE, async () => {
      await deleteExpiredNotifications(deps.db);
    });
    await deps.queue.schedule(RETENTION_QUEUE, RETENTION_CRON);
  }
  return { announceOn: consumer.announceOn };
}
