/**
 * How other modules announce an event of DECISIONS "Notifications", inside the transaction of the
 * change: `notify` writes the in-app entries of every person named (one insert per event), and
 * `announcer` adds the emails of those whose setting is on, in each one's language, with the
 * link to the settings. A change that rolls back leaves neither.
 */
import type { Language, NotificationDetails, NotificationSetting, NotificationSubject } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import type { AudienceMember } from '../accounts/index.ts';
import type { EmailService, TemplateData } from '../email/index.ts';
import { notificationsRepository } from './notifications.repository.ts';

/** What an entry says; details left out are null. */
export interface NotificationEntry {
  event: NotificationSetting;
  subject: { type: NotificationSubject; id: string };
  /** The web app's path the entry leads to (`/reports/{id}` ...). */
  link: string;
  details: Partial<NotificationDetails> & { title: string };
}

const NO_DETAILS: Omit<NotificationDetails, 'title'> = {
  program: null,
  actor: null,
  change: null,
  status: null,
  severity: null,
  outcome: null,
  amount: null,
};

/** The web app's page of the notification settings, linked from every email a user can stop. */
export const SETTINGS_PATH = '/account?tab=notifications';

/** The in-app entries of one event for `recipients`, in one insert. */
export async function notify(tx: Executor, recipients: readonly { id: string }[], entry: NotificationEntry): Promise<void> {
  const userIds = [...new Set(recipients.map((recipient) => recipient.id))];
  if (!userIds.length) return;
  const details: NotificationDetails = { ...NO_DETAILS, ...entry.details };
  await notificationsRepository(tx).insertMany(
    userIds.map((userId) => ({ userId, event: entry.event, subjectType: entry.subject.type, subjectId: entry.subject.id, link: entry.link, details })),
  );
}

/** The emails that announce events: their data carry the entry's link and the settings link. */
type AnnouncingTemplate = { [K in keyof TemplateData]: TemplateData[K] extends { link: string; settingsLink: string } ? K : never }[keyof TemplateData];
export type AnnouncedData<K extends AnnouncingTemplate> = Omit<TemplateData[K], 'link' | 'settingsLink'>;

export function announcer(deps: { email: EmailService; publicUrl: string }) {
  /**
   * The event for `audience`: an in-app entry for everyone named, an email to those whose setting
   * is on (`wantsEmail`). The audience comes from accounts' `eventAudience`, without the actor.
   */
  return async function announce<K extends AnnouncingTemplate>(
    tx: Executor,
    audience: readonly AudienceMember[],
    entry: NotificationEntry,
    email: { template: K; data: (language: Language) => AnnouncedData<K> },
  ): Promise<void> {
    await notify(tx, audience, entry);
    const links = { link: `${deps.publicUrl}${entry.link}`, settingsLink: `${deps.publicUrl}${SETTINGS_PATH}` };
    for (const to of audience) {
      if (!to.wantsEmail) continue;
      const data = { ...email.data(to.language), ...links } as TemplateData[K];
      await deps.email.send(tx, { to: to.email, userId: to.id, language: to.language, template: email.template, data });
    }
  };
}
export type Announce = ReturnType<typeof announcer>;
