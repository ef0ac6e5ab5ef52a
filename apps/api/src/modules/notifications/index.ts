import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { deleteExpiredNotifications, notificationsService, RETENTION_CRON, RETENTION_QUEUE } from './notifications.service.ts';

export { announcer, notify, SETTINGS_PATH, type AnnouncedData, type Announce, type NotificationEntry } from './notifications.writer.ts';
export { deleteExpiredNotifications } from './notifications.service.ts';

/** The in-app list's routes and its daily retention job; other modules write entries through `notify` / `announcer`. */
export async function notificationsModule(app: FastifyInstance, deps: { config: AppConfig; db: Database; queue: JobQueue }): Promise<void> {
  notificationsRoutes(app, { notifications: notificationsService({ db: deps.db }) });
  if (deps.config.runJobs) {
    await deps.queue.work(RETENTION_QUEUE, async () => {
      await deleteExpiredNotifications(deps.db);
    });
    await deps.queue.schedule(RETENTION_QUEUE, RETENTION_CRON);
  }
}
