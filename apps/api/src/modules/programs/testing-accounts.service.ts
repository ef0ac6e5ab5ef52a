/** Testing accounts: the company's credentials cards and the hacker's request for one. */
import { meetsMinScore, type TestingAccount, type TestingAccountStatus } from '@bb/domain';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertPermission, type Actor } from '../../plugins/actor.ts';
import { auditStaffAction } from '../audit/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { loadForAction, loadVisible, programAuditRef } from './program-access.ts';
import type { ProgramRecord } from './programs.repository.ts';
import { testingAccountsRepository, type TestingAccountRecord, type TestingAccountRow } from './testing-accounts.repository.ts';

function present(row: TestingAccountRow): TestingAccount {
  return {
    id: row.id,
    description: row.description,
    status: row.assigneeId ? 'assigned' : 'not_assigned',
    assignee: row.assigneeId && row.assigneeUsername !== null ? { id: row.assigneeId, username: row.assigneeUsername } : null,
    assignedAt: row.assignedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const ownAccount = (account: TestingAccountRecord) => ({
  id: account.id,
  description: account.description,
  assignedAt: (account.assignedAt ?? account.createdAt).toISOString(),
});

export function testingAccountsService(deps: { db: Database; settings: SettingsReader }) {
  /** The managers' side: the program's company, staff and super admins with program.manage, while the table allows it. */
  const loadManaged = (tx: Executor, actor: Actor, id: string) => loadForAction(tx, actor, id, 'manageTestingAccounts');

  async function scoreOf(executor: Executor, userId: string): Promise<number> {
    const [row] = await executor.select({ points: users.points }).from(users).where(eq(users.id, userId));
    return row?.points ?? 0;
  }

  async function hackerStatus(executor: Executor, actor: Actor, program: ProgramRecord): Promise<TestingAccountStatus> {
    const repository = testingAccountsRepository(executor);
    const [own, score, platformMin] = [
      await repository.assignedTo(program.id, actor.userId),
      await scoreOf(executor, actor.userId),
      await deps.settings.get('TESTING_ACCOUNT_MIN_SCORE', executor),
    ];
    const minScore = program.testingAccountMinScore ?? platformMin;
    const offered = await repository.count(program.id);
    if (own) return { status: 'already_assigned', account: ownAccount(own), minScore, score, offered };
    return { status: (await repository.hasFree(program.id)) ? 'available' : 'not_available', account: null, minScore, score, offered };
  }

  return {
    /** GET .../testing-accounts: every card with its credentials and assignee. */
    async list(actor: Actor, id: string): Promise<TestingAccount[]> {
      await loadVisible(deps.db, actor, id);
      assertPermission(actor, 'program.manage');
      return (await testingAccountsRepository(deps.db).list(id)).map(present);
    },

    /** POST .../testing-accounts: adds the cards (any status but deleted); answers the whole list. */
    async add(actor: Actor, id: string, cards: readonly { description: string }[]): Promise<TestingAccount[]> {
      return deps.db.transaction(async (tx) => {
        const program = await loadManaged(tx, actor, id);
        const repository = testingAccountsRepository(tx);
        await repository.insert(
          id,
          cards.map((card) => card.description),
          actor.userId,
        );
        const ref = await programAuditRef(tx, program);
        await auditStaffAction(tx, actor, { action: 'program.addTestingAccounts', targetId: id, details: { ...ref, count: cards.length } });
        return (await repository.list(id)).map(present);
      });
    },

    /** DELETE .../testing-accounts/{accountId}: only while another one remains (LAST_TESTING_ACCOUNT). */
    async remove(actor: Actor, id: string, accountId: string): Promise<TestingAccount[]> {
      return deps.db.transaction(async (tx) => {
        const program = await loadManaged(tx, actor, id);
        const repository = testingAccountsRepository(tx);
        // The program row is locked: the count cannot change before the delete.
        const total = await repository.count(id);
        if (!(await repository.delete(id, accountId))) throw new AppError('NOT_FOUND');
        if (total <= 1) throw new AppError('LAST_TESTING_ACCOUNT');
        await auditStaffAction(tx, actor, { action: 'program.deleteTestingAccount', targetId: id, details: await programAuditRef(tx, program) });
        return (await repository.list(id)).map(present);
      });
    },

    /** GET .../testing-accounts/status: available, already assigned (with the hacker's credentials) or not available. */
    async status(actor: Actor, id: string): Promise<TestingAccountStatus> {
      const program = await loadVisible(deps.db, actor, id);
      return hackerStatus(deps.db, actor, program);
    },

    /**
     * POST .../testing-accounts/request: the hacker's own account if they have one; otherwise, on an
     * active program and with the minimum score, the oldest free one. The program row is locked
     * first, so concurrent requests queue: no account goes to two hackers, no hacker gets two.
     */
    async request(actor: Actor, id: string): Promise<TestingAccountStatus> {
      return deps.db.transaction(async (tx) => {
        const program = await loadVisible(tx, actor, id, { lock: true });
        const repository = testingAccountsRepository(tx);
        if (!(await repository.assignedTo(id, actor.userId))) {
          if (program.status !== 'active') throw new AppError('PROGRAM_NOT_ACTIVE');
          if (!meetsMinScore(await scoreOf(tx, actor.userId), program.testingAccountMinScore, await deps.settings.get('TESTING_ACCOUNT_MIN_SCORE', tx))) {
            throw new AppError('REQUIREMENTS_NOT_MET');
          }
          if (!(await repository.assignFree(id, actor.userId))) throw new AppError('NO_TESTING_ACCOUNT_AVAILABLE');
        }
        return hackerStatus(tx, actor, program);
      });
    },
  };
}
export type TestingAccountsService = ReturnType<typeof testingAccountsService>;
