/**
 * Who hears of a fiscal data change request (DECISIONS "Companies"; no notification setting stops these, they concern
 * the company's legal data): the super admins when a company asks, the company's administrators when a super admin
 * approves or rejects it (with the reason). A withdrawal is the company's own doing and announces nothing.
 */
import type { Executor } from '../../db/client.ts';
import { eventAudience } from '../accounts/index.ts';
import type { RecordedEvent } from '../events/index.ts';
import type { Announcement, Announcer } from '../notifications/index.ts';
import { dataChangesRepository } from './data-changes.repository.ts';

export const ANNOUNCED_DATA_CHANGE_EVENTS = ['companyDataChange.request', 'companyDataChange.approve', 'companyDataChange.reject'] as const;

/** Where each reader opens the request: the super admin's company page, the company's own profile. */
const ADMIN_LINK = (companyId: string) => `/companies/${companyId}`;
const COMPANY_LINK = '/company-profile';

async function announcementOf(tx: Executor, event: RecordedEvent): Promise<Announcement | null> {
  const listed = await dataChangesRepository(tx).find(event.subject.id);
  if (!listed) return null;
  const { change, companyName } = listed;
  const outcome = event.type === 'companyDataChange.request' ? 'requested' : event.type === 'companyDataChange.approve' ? 'approved' : 'rejected';
  const toAdmins = outcome === 'requested';
  const link = toAdmins ? ADMIN_LINK(change.companyId) : COMPANY_LINK;
  return {
    audience: await eventAudience(
      tx,
      toAdmins
        ? { setting: null, superadmins: true, except: event.actorId }
        : { setting: null, companyIds: [change.companyId], companyRoles: ['ADMIN'], except: event.actorId },
    ),
    entry: { event: 'companyDataChange', subject: { type: 'company', id: change.companyId }, link, details: { title: companyName, outcome } },
    email: { template: 'companyDataChange', data: () => ({ company: companyName, outcome, reason: change.decisionReason }) },
  };
}

/** The fiscal data change events' announcer for the notifications consumer. */
export const dataChangeAnnouncer: Announcer = async (tx, event) => {
  const announcement = await announcementOf(tx, event);
  return announcement ? { announcements: [announcement] } : null;
};
