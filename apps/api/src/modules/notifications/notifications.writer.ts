/**
 * The notifications consumer of the event stream (DECISIONS "Notifications"): after commit, the dispatcher hands it
 * each domain event; the modules that know an event's subject tell it who to announce it to and what to say
 * (`announceOn`), and it writes the in-app entries of everyone named and the emails of those whose setting is on, in
 * each one's language, with the link to the settings. One entry per event and recipient: a person named twice for one
 * event (the hacker of a reward is told of the outcome, not also of the status) gets only the first announcement, and
 * the dispatcher's retries never double (unique per event and recipient, per event, recipient and template).
 */
import type { DomainEventType, Language, NotificationDetails, NotificationEvent, NotificationSubject } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import type { AudienceMember } from '../accounts/index.ts';
import type { EmailService, OutgoingEmail, TemplateData, TemplateName } from '../email/index.ts';
import type { EventConsumer, RecordedEvent } from '../events/index.ts';
import { notificationsRepository, type NewNotification } from './notifications.repository.ts';

/** What an entry says; details left out are null. */
export interface NotificationEntry {
  event: NotificationEvent;
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

/** The emails that announce events: their data carry the entry's link and the settings link. */
type AnnouncingTemplate = { [K in keyof TemplateData]: TemplateData[K] extends { link: string; settingsLink: string } ? K : never }[keyof TemplateData];
export type AnnouncedData<K extends AnnouncingTemplate> = Omit<TemplateData[K], 'link' | 'settingsLink'>;

/** One event told to some people: an in-app entry for each, an email to those whose setting is on. */
export type Announcement = {
  [K in AnnouncingTemplate]: {
    /** From accounts' `eventAudience`, without the actor. */
    audience: readonly AudienceMember[];
    entry: NotificationEntry;
    email: { template: K; data: (language: Language) => AnnouncedData<K> };
  };
}[AnnouncingTemplate];

/** What an event makes: announcements in order of precedence, and emails that always go (a report's receipt). */
export interface EventNotices {
  announcements: readonly Announcement[];
  emails?: readonly OutgoingEmail<TemplateName>[];
}

/** How a module announces its events; answers nothing for an event it does not announce. */
export type Announcer = (tx: Executor, event: RecordedEvent) => Promise<EventNotices | null>;

export function notificationsConsumer(deps: { email: EmailService; publicUrl: string }) {
  const announcers = new Map<DomainEventType, Announcer>();

  /** The entries and emails of one event: each recipient once, in the order the announcements come. */
  async function write(tx: Executor, event: RecordedEvent, notices: EventNotices) {
    const told = new Set<string>();
    const entries: NewNotification[] = [];
    const emails: OutgoingEmail<TemplateName>[] = [...(notices.emails ?? [])];
    for (const { audience, entry, email } of notices.announcements) {
      const links = { link: `${deps.publicUrl}${entry.link}`, settingsLink: `${deps.publicUrl}${SETTINGS_PATH}` };
      const details: NotificationDetails = { ...NO_DETAILS, ...entry.details };
      for (const person of audience) {
        if (told.has(person.id)) continue;
        told.add(person.id);
        entries.push({
          userId: person.id,
          event: entry.event,
          subjectType: entry.subject.type,
          subjectId: entry.subject.id,
          link: entry.link,
          details,
          eventId: event.id,
          createdAt: event.createdAt,
        });
        if (person.wantsEmail) {
          // The union loses which template goes with which data; each announcement was checked where it was built.
          const data = { ...email.data(person.language), ...links } as TemplateData[typeof email.template];
          emails.push({ to: person.email, userId: person.id, language: person.language, template: email.template, data });
        }
      }
    }
    await notificationsRepository(tx).insertForEvent(entries);
    await deps.email.sendForEvent(tx, event, emails);
  }

  const consumer: EventConsumer = {
    name: 'notifications',
    async handle(tx, events) {
      for (const event of events) {
        const notices = await announcers.get(event.type)?.(tx, event);
        if (notices) await write(tx, event, notices);
      }
    },
  };

  return {
    consumer,
    /** The announcer of some event types (the module that owns their subject registers it at wiring time). */
    announceOn(types: readonly DomainEventType[], announcer: Announcer) {
      for (const type of types) {
        if (announcers.has(type)) throw new Error(`${type} is announced twice`);
        announcers.set(type, announcer);
      }
    },
  };
}
export type NotificationsConsumer = ReturnType<typeof notificationsConsumer>;
