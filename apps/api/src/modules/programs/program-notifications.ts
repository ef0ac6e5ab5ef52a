/**
 * The program events of DECISIONS "Notifications", announced in the transaction of the change (in-app
 * entry for everyone named, email for those whose setting is on; the actor is never told):
 * - programApproved: the company's members and the hackers the program already admitted (accepted
 *   invitation or approved request). A public program admits no one by name, so no hacker is told.
 * - programCreated: staff and super admins, when a program reaches pending (created or a draft
 *   finalized): the moment it waits for their review. Drafts announce nothing.
 * - invitationReceived: the invited hacker (also when the invitation approves their access request).
 * - invitationUpdate: the program's managers (company members whose role holds program.manage, and
 *   staff on managed programs) when the hacker answers an invitation.
 */
import { COMPANY_ROLES, grants } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { eventAudience } from '../accounts/index.ts';
import type { EmailService } from '../email/index.ts';
import { announcer } from '../notifications/index.ts';
import { programAuditRef } from './program-access.ts';
import type { ProgramRecord } from './programs.repository.ts';
import { invitationsRepository } from './invitations.repository.ts';

type NoticeProgram = Pick<ProgramRecord, 'id' | 'name' | 'companyId' | 'isManaged'>;

const MANAGER_ROLES = COMPANY_ROLES.filter((role) => grants('program.manage', 'company', role));

export function programNotifier(deps: { email: EmailService; publicUrl: string }) {
  const announce = announcer(deps);
  const programPage = (program: NoticeProgram) => ({ type: 'program' as const, id: program.id });

  return {
    /** pending -> active. */
    async approved(tx: Executor, program: NoticeProgram, actorId: string) {
      const who = await eventAudience(tx, {
        setting: 'programApproved',
        companyIds: [program.companyId],
        userIdsFrom: invitationsRepository(tx).admittedHackerIds(program.id),
        except: actorId,
      });
      const name = program.name ?? '';
      await announce(
        tx,
        who,
        { event: 'programApproved', subject: programPage(program), link: `/programs/${program.id}`, details: { title: name } },
        { template: 'programApproved', data: () => ({ program: name }) },
      );
    },

    /** A program waits for review. */
    async created(tx: Executor, program: NoticeProgram, actorId: string) {
      const ref = await programAuditRef(tx, program);
      const who = await eventAudience(tx, { setting: 'programCreated', staff: true, superadmins: true, except: actorId });
      await announce(
        tx,
        who,
        { event: 'programCreated', subject: programPage(program), link: `/programs/${program.id}`, details: { title: ref.name } },
        { template: 'programCreated', data: () => ({ program: ref.name, company: ref.company }) },
      );
    },

    /** An invitation to the hacker, or (`granted`) the approval of their access request. */
    async invitationReceived(tx: Executor, program: NoticeProgram, hackerId: string, granted: boolean, actorId: string) {
      const ref = await programAuditRef(tx, program);
      const who = await eventAudience(tx, { setting: 'invitationReceived', userIds: [hackerId], except: actorId });
      await announce(
        tx,
        who,
        {
          event: 'invitationReceived',
          subject: { type: 'invitation', id: program.id },
          link: granted ? `/programs/${program.id}` : '/programs?tab=invitations',
          details: { title: ref.name, program: ref.name, outcome: granted ? 'accepted' : null },
        },
        { template: 'invitationReceived', data: () => ({ program: ref.name, company: ref.company, granted }) },
      );
    },

    /** The hacker accepted or rejected an invitation. */
    async invitationUpdate(tx: Executor, program: NoticeProgram, hacker: { id: string; username: string }, outcome: 'accepted' | 'rejected') {
      const who = await eventAudience(tx, {
        setting: 'invitationUpdate',
        companyIds: [program.companyId],
        companyRoles: MANAGER_ROLES,
        staff: program.isManaged,
        except: hacker.id,
      });
      const name = program.name ?? '';
      await announce(
        tx,
        who,
        {
          event: 'invitationUpdate',
          subject: { type: 'invitation', id: program.id },
          link: `/programs/${program.id}?tab=invite`,
          details: { title: name, program: name, actor: hacker.username, outcome },
        },
        { template: 'invitationUpdate', data: () => ({ program: name, hacker: hacker.username, outcome }) },
      );
    },
  };
}
export type ProgramNotifier = ReturnType<typeof programNotifier>;
