/**
 * Who hears of a program's events (DECISIONS "Notifications"), read from the event after commit by the notifications
 * consumer (in-app entry for everyone named, email for those whose setting is on; the actor is never told):
 * - programApproved: the company's members and the hackers the program already admitted (accepted invitation or
 *   approved request). A public program admits no one by name, so no hacker is told.
 * - programApproved, with outcome changesRequested or rejected: the company's members, when the review sends the
 *   program back for changes or rejects it (the setting covers every answer of the review); the entry leads to the
 *   program, where the reviewer's message is.
 * - programCreated: staff and super admins, when a program reaches pending (created, a draft finalized, or resubmitted
 *   after a change request): the moment it waits for their review. Drafts announce nothing.
 * - invitationReceived: the invited hacker (also when the invitation approves their access request).
 * - invitationUpdate: the program's managers (company members whose role holds program.manage, and staff on managed
 *   programs) when the hacker answers an invitation (not when they withdraw a request of their own).
 */
import { COMPANY_ROLES, grants } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { activeHacker, eventAudience } from '../accounts/index.ts';
import type { RecordedEvent } from '../events/index.ts';
import type { Announcement, Announcer } from '../notifications/index.ts';
import { invitationsRepository } from './invitations.repository.ts';
import { programAuditRef } from './program-access.ts';
import { programsRepository, type ProgramRecord } from './programs.repository.ts';

const MANAGER_ROLES = COMPANY_ROLES.filter((role) => grants('program.manage', 'company', role));

/** The event types of programs that are announced. */
export const ANNOUNCED_PROGRAM_EVENTS = [
  'program.create',
  'program.finalize',
  'program.approve',
  'program.requestChanges',
  'program.reject',
  'program.resubmit',
  'program.invitationSent',
  'program.accessGranted',
  'program.invitationAccepted',
  'program.invitationRejected',
] as const;

async function approved(tx: Executor, program: ProgramRecord, actorId: string | null): Promise<Announcement> {
  const name = program.name ?? '';
  return {
    audience: await eventAudience(tx, {
      setting: 'programApproved',
      companyIds: [program.companyId],
      userIdsFrom: invitationsRepository(tx).admittedHackerIds(program.id),
      except: actorId,
    }),
    entry: { event: 'programApproved', subject: { type: 'program', id: program.id }, link: `/programs/${program.id}`, details: { title: name } },
    email: { template: 'programApproved', data: () => ({ program: name }) },
  };
}

/** The review's other answers, for the company: what to change, or why it was refused (and that its money is back). */
async function reviewed(
  tx: Executor,
  program: ProgramRecord,
  outcome: 'changesRequested' | 'rejected',
  note: string,
  actorId: string | null,
): Promise<Announcement> {
  const name = program.name ?? '';
  return {
    audience: await eventAudience(tx, { setting: 'programApproved', companyIds: [program.companyId], except: actorId }),
    entry: { event: 'programApproved', subject: { type: 'program', id: program.id }, link: `/programs/${program.id}`, details: { title: name, outcome } },
    email: { template: 'programReviewed', data: () => ({ program: name, outcome, note }) },
  };
}

async function created(tx: Executor, program: ProgramRecord, actorId: string | null): Promise<Announcement> {
  const ref = await programAuditRef(tx, program);
  return {
    audience: await eventAudience(tx, { setting: 'programCreated', staff: true, superadmins: true, except: actorId }),
    entry: { event: 'programCreated', subject: { type: 'program', id: program.id }, link: `/programs/${program.id}`, details: { title: ref.name } },
    email: { template: 'programCreated', data: () => ({ program: ref.name, company: ref.company }) },
  };
}

/** An invitation to the hacker, or (`granted`) the approval of their access request. */
async function invitationReceived(tx: Executor, program: ProgramRecord, hackerId: string, granted: boolean, actorId: string | null): Promise<Announcement> {
  const ref = await programAuditRef(tx, program);
  return {
    audience: await eventAudience(tx, { setting: 'invitationReceived', userIds: [hackerId], except: actorId }),
    entry: {
      event: 'invitationReceived',
      subject: { type: 'invitation', id: program.id },
      link: granted ? `/programs/${program.id}` : '/programs?tab=invitations',
      details: { title: ref.name, program: ref.name, outcome: granted ? 'accepted' : null },
    },
    email: { template: 'invitationReceived', data: () => ({ program: ref.name, company: ref.company, granted }) },
  };
}

/** The hacker accepted or rejected an invitation. */
async function invitationUpdate(tx: Executor, program: ProgramRecord, hackerId: string, outcome: 'accepted' | 'rejected'): Promise<Announcement | null> {
  const hacker = await activeHacker(tx, { id: hackerId });
  if (!hacker) return null;
  const name = program.name ?? '';
  return {
    audience: await eventAudience(tx, {
      setting: 'invitationUpdate',
      companyIds: [program.companyId],
      companyRoles: MANAGER_ROLES,
      staff: program.isManaged,
      except: hacker.id,
    }),
    entry: {
      event: 'invitationUpdate',
      subject: { type: 'invitation', id: program.id },
      link: `/programs/${program.id}?tab=invite`,
      details: { title: name, program: name, actor: hacker.username, outcome },
    },
    email: { template: 'invitationUpdate', data: () => ({ program: name, hacker: hacker.username, outcome }) },
  };
}

async function announcementOf(tx: Executor, event: RecordedEvent, program: ProgramRecord): Promise<Announcement | null> {
  if (event.type === 'program.create' || event.type === 'program.finalize' || event.type === 'program.resubmit') return created(tx, program, event.actorId);
  if (event.type === 'program.approve') return approved(tx, program, event.actorId);
  if (event.type === 'program.requestChanges' || event.type === 'program.reject') {
    return reviewed(tx, program, event.type === 'program.reject' ? 'rejected' : 'changesRequested', event.payload.note ?? '', event.actorId);
  }
  if (event.type === 'program.invitationSent' || event.type === 'program.accessGranted') {
    return invitationReceived(tx, program, event.payload.hackerId, event.type === 'program.accessGranted', event.actorId);
  }
  if (event.type === 'program.invitationAccepted' || event.type === 'program.invitationRejected') {
    if (event.payload.source !== 'invitation') return null;
    return invitationUpdate(tx, program, event.payload.hackerId, event.type === 'program.invitationAccepted' ? 'accepted' : 'rejected');
  }
  return null;
}

/** The program events' announcer for the notifications consumer. */
export const programAnnouncer: Announcer = async (tx, event) => {
  const program = await programsRepository(tx).find(event.subject.id);
  if (!program) return null;
  const announcement = await announcementOf(tx, event, program);
  return announcement ? { announcements: [announcement] } : null;
};
