import { teamChangeProblem, type CompanyRole, type Language, type ListQuery } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ONE_PAGE, planList, type ListReach } from '../../lib/list-query.ts';
import type { Actor } from '../../plugins/types.ts';
import type { InvitationsService, SessionsService } from '../accounts/index.ts';
import { assertMemberMay, canSeeTeam } from './companies.policy.ts';
import { companiesRepository, type CompanyRecord } from './companies.repository.ts';
import { MEMBER_LIST } from './company-lists.ts';
import { membersRepository, type MemberRecord } from './members.repository.ts';

/** How the invitation email names the role. */
const ROLE_LABELS: Record<Language, Record<CompanyRole, string>> = {
  it: { ADMIN: 'amministratore', PROGRAM_MANAGER: 'program manager', FINANCE: 'amministrazione e finanza', TRIAGER: 'triager', VIEWER: 'sola lettura' },
  en: { ADMIN: 'administrator', PROGRAM_MANAGER: 'program manager', FINANCE: 'finance', TRIAGER: 'triager', VIEWER: 'read-only' },
};

export interface InviteInput {
  companyId: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  role: CompanyRole;
}

interface MemberRef {
  companyId: string;
  userId: string;
}

const displayName = (member: MemberRecord) => [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;

/**
 * Locks the company for a team change and checks the caller in the database (not the session
 * cache): a member of another company sees 404, a member whose role may not manage the team 403.
 */
async function lockAsAdmin(tx: Executor, actor: Actor, companyId: string): Promise<{ company: CompanyRecord; caller: MemberRecord }> {
  const company = await companiesRepository(tx).lock(companyId);
  const caller = company ? await membersRepository(tx).find(companyId, actor.userId) : null;
  if (!company || !caller || caller.isBlocked || caller.inviteStatus !== 'accepted') throw new AppError('NOT_FOUND');
  assertMemberMay(caller, 'team.manage');
  return { company, caller };
}

/** The company's team: the list, invitations, roles and blocking. */
export function teamService(deps: { db: Database; sessions: SessionsService; invitations: InvitationsService }) {
  async function changeMember(actor: Actor, ref: MemberRef, change: { role: CompanyRole } | { isBlocked: boolean }): Promise<MemberRecord> {
    return deps.db.transaction(async (tx) => {
      await lockAsAdmin(tx, actor, ref.companyId);
      const members = membersRepository(tx);
      const member = await members.find(ref.companyId, ref.userId);
      if (!member) throw new AppError('NOT_FOUND');
      const problem = teamChangeProblem({
        actorUserId: actor.userId,
        member,
        next: { ...member, ...change },
        activeAdmins: await members.countActiveAdmins(ref.companyId),
      });
      if (problem) throw new AppError(problem);
      await members.update(ref.companyId, ref.userId, change);
      return { ...member, ...change };
    });
  }

  return {
    /** The members of a company the caller may see (404 otherwise); an export reads its `reach` of rows, uncounted. */
    async list(actor: Actor, companyId: string, query: ListQuery, reach: ListReach = ONE_PAGE) {
      if (!canSeeTeam(actor, companyId) || !(await companiesRepository(deps.db).findById(companyId))) throw new AppError('NOT_FOUND');
      return membersRepository(deps.db).list(companyId, planList(query, MEMBER_LIST, reach));
    },

    /** Creates the invitee, the pending membership and the invitation email together. */
    async invite(actor: Actor, input: InviteInput, language: Language): Promise<MemberRecord> {
      return deps.db.transaction(async (tx) => {
        const { company, caller } = await lockAsAdmin(tx, actor, input.companyId);
        const { companyId, role, ...person } = input;
        const created = await deps.invitations.createInvitee(tx, { ...person, userType: 'company', language });
        await membersRepository(tx).insert({ companyId, userId: created.id, role, inviteStatus: 'pending' });
        await deps.invitations.sendInvitation(tx, created, { inviter: `${displayName(caller)} (${company.name})`, role: ROLE_LABELS[language][role] });
        const member = await membersRepository(tx).find(companyId, created.id);
        if (!member) throw new AppError('NOT_FOUND');
        return member;
      });
    },

    async changeRole(actor: Actor, ref: MemberRef & { role: CompanyRole }): Promise<MemberRecord> {
      const member = await changeMember(actor, ref, { role: ref.role });
      deps.sessions.evictUser(ref.userId);
      return member;
    },

    /** A blocked member is signed out everywhere at once. */
    async setBlocked(actor: Actor, ref: MemberRef, isBlocked: boolean): Promise<MemberRecord> {
      const member = await changeMember(actor, ref, { isBlocked });
      if (isBlocked) await deps.sessions.destroyAllForUser(ref.userId);
      else deps.sessions.evictUser(ref.userId);
      return member;
    },

    /** Listener of accepted invitations: runs in the acceptance transaction. */
    acceptInvitation: (userId: string, executor: Executor) => membersRepository(executor).acceptPending(userId),
  };
}
export type TeamService = ReturnType<typeof teamService>;
