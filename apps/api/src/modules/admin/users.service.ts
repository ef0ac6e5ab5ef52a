import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { HACKER_SEARCH_MIN_LENGTH, KYC_STATUSES, type InviteStaffInput, type Language, type ListQuery } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { ONE_PAGE, planList, type ListReach, type ListSpec } from '../../lib/list-query.ts';
import type { Actor } from '../../plugins/types.ts';
import type { InvitationsService, SessionsService } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { presentHacker, presentManagedUser, presentStaff } from './users.presenter.ts';
import { adminUsersRepository, type ManagedUserRow } from './users.repository.ts';

const sort = { createdAt: users.createdAt, username: users.username };
const isBlocked = { column: users.isBlocked, types: ['eq'], kind: 'boolean' } as const;

const STAFF_LIST: ListSpec = {
  filters: { isBlocked },
  search: [users.username, users.email, users.firstName, users.lastName],
  sort,
  defaultSort: '-createdAt',
  tiebreaker: users.id,
};

const HACKER_LIST: ListSpec = {
  filters: { isBlocked, kycStatus: { column: users.kycStatus, types: ['eq', 'in'], values: KYC_STATUSES } },
  // Names are left out: with a million users only the trigram-indexed columns stay fast (docs/decisions.md).
  search: [users.username, users.email],
  sort,
  defaultSort: '-createdAt',
  tiebreaker: users.id,
};

const TRIAGER_ROLE: Record<Language, string> = { it: 'triager', en: 'triager' };

const displayName = (user: ManagedUserRow) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

/** The super admin's Users screen: triagers and hackers, counts, inviting triagers, blocking anyone but super admins. */
export function adminUsersService(deps: { db: Database; sessions: SessionsService; invitations: InvitationsService }) {
  const repository = adminUsersRepository(deps.db);

  async function setBlocked(actor: Actor, userId: string, blocked: boolean) {
    const { user, changed } = await deps.db.transaction(async (tx) => {
      const locked = adminUsersRepository(tx);
      const target = await locked.lock(userId);
      if (!target) throw new AppError('NOT_FOUND');
      if (target.id === actor.userId) throw new AppError('OWN_USER');
      if (target.userType === 'superadmin') throw new AppError('FORBIDDEN');
      if (target.isBlocked === blocked) return { user: target, changed: false };
      const updated = await locked.setBlocked(userId, blocked);
      await recordAudit(tx, actor, {
        action: blocked ? 'user.block' : 'user.unblock',
        targetId: userId,
        details: { userType: target.userType, username: target.username },
      });
      return { user: updated, changed: true };
    });
    if (changed && blocked) await deps.sessions.destroyAllForUser(userId);
    if (changed && !blocked) deps.sessions.evictUser(userId);
    return presentManagedUser(user);
  }

  /**
   * Removes a triager (their account is deactivated: no sign-in, no session, no notification; the reports they handled
   * stay theirs) or restores them. Only triagers; repeating either changes and records nothing.
   */
  async function setRemoved(actor: Actor, userId: string, removed: boolean) {
    const { user, changed } = await deps.db.transaction(async (tx) => {
      const locked = adminUsersRepository(tx);
      const target = await locked.lock(userId);
      if (!target || target.userType !== 'staff') throw new AppError('NOT_FOUND');
      if (target.id === actor.userId) throw new AppError('OWN_USER');
      if ((target.deactivatedAt !== null) === removed) return { user: target, changed: false };
      const updated = await locked.setRemoved(userId, removed);
      await recordAudit(tx, actor, {
        action: removed ? 'staff.remove' : 'staff.restore',
        targetId: userId,
        details: { username: target.username, email: target.email },
      });
      return { user: updated, changed: true };
    });
    if (changed && removed) await deps.sessions.destroyAllForUser(userId);
    if (changed && !removed) deps.sessions.evictUser(userId);
    return presentStaff(user);
  }

  return {
    /** Triagers; `isRemoved=true|false` lists the removed ones or the others. An export reads its `reach`, uncounted. */
    async listStaff(query: ListQuery, reach: ListReach = ONE_PAGE) {
      const { isRemoved, ...rest } = query;
      if (isRemoved !== undefined && isRemoved !== 'true' && isRemoved !== 'false') throw new AppError('INVALID_FILTER', { isRemoved: ['validation.invalid'] });
      const staff = eq(users.userType, 'staff');
      const scope = isRemoved === undefined ? staff : sql`${staff} and ${isRemoved === 'true' ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt)}`;
      const { count, rows } = await repository.list(scope, planList(rest as ListQuery, STAFF_LIST, reach));
      return { count, results: rows.map(presentStaff) };
    },

    async listHackers(query: ListQuery, reach: ListReach = ONE_PAGE) {
      if (query.search && query.search.length < HACKER_SEARCH_MIN_LENGTH) throw fieldError('search', 'validation.search.minLength');
      const { count, rows } = await repository.list(eq(users.userType, 'hacker'), planList(query, HACKER_LIST, reach));
      return { count, results: rows.map(presentHacker) };
    },

    counts: () => repository.countByType(),

    /** Creates the triager, the audit entry and the invitation email together. */
    async inviteStaff(actor: Actor, input: InviteStaffInput, language: Language) {
      const inviter = await repository.findById(actor.userId);
      const invitee = await deps.db.transaction(async (tx) => {
        const created = await deps.invitations.createInvitee(tx, { ...input, userType: 'staff', language });
        await recordAudit(tx, actor, { action: 'staff.invite', targetId: created.id, details: { email: created.email, username: created.username } });
        await deps.invitations.sendInvitation(tx, created, { inviter: inviter ? displayName(inviter) : 'Bug Bounty', role: TRIAGER_ROLE[language] });
        return created;
      });
      return presentStaff(invitee);
    },

    remove: (actor: Actor, userId: string) => setRemoved(actor, userId, true),
    restore: (actor: Actor, userId: string) => setRemoved(actor, userId, false),

    /** Blocking ends every session of the user at once; blocking a blocked user changes nothing. */
    block: (actor: Actor, userId: string) => setBlocked(actor, userId, true),
    unblock: (actor: Actor, userId: string) => setBlocked(actor, userId, false),
  };
}
export type AdminUsersService = ReturnType<typeof adminUsersService>;
