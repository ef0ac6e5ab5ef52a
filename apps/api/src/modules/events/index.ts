import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { SettingsReader } from '../settings/index.ts';
import { eventDispatcher, type EventDispatcher } from './dispatcher.ts';
import { EVENT_RETENTION_CRON, EVENT_RETENTION_QUEUE, pruneDeliveredEvents } from './retention.ts';

export { recordEvent, recordEvents, type RecordedEvent, type RecordOptions } from './events.recorder.ts';
export type { EventConsumer, EventDispatcher } from './dispatcher.ts';
export { pruneDeliveredEvents } from './retention.ts';

/**
 * The event stream: the dispatcher that hands every committed event to the consumers other modules register
 * (`consume`), and the nightly deletion of delivered events past EVENT_RETENTION_DAYS. The app starts the dispatcher's
 * loop once every module has registered its consumers (`start`).
 */
export async function eventsModule(deps: {
  config: AppConfig;
  db: Database;
  queue: JobQueue;
  settings: SettingsReader;
  log: { error(object: object, message: string): void };
}): Promise<EventDispatcher> {
  const dispatcher = eventDispatcher({ db: deps.db, log: deps.log });
  if (deps.config.runJobs) {
    await deps.queue.work(EVENT_RETENTION_QUEUE, async () => {
      await pruneDeliveredEvents(deps.db, await deps.settings.get('EVENT_RETENTION_DAYS'));
    });
    await deps.queue.schedule(EVENT_RETENTION_QUEUE, EVENT_RETENTION_CRON);
  }
  return dispatcher;
}
