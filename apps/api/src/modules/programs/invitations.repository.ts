import { and, asc, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, programAdmissions, programs, programTargets, users } from '../../db/schema/index.ts';
import { escapeLike, type ListPlan } from '../../lib/list-query.ts';

export type AdmissionRecord = typeof programAdmissions.$inferSelect;
export type AdmissionValues = Partial<Pick<AdmissionRecord, 'source' | 'status' | 'createdAt' | 'decidedAt' | 'createdBy'>>;

const hackerFields = { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, pictureId: users.pictureId };
export interface HackerRow {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  pictureId: string | null;
}

/** The hacker's waiting access request to the program, if any. */
const waitingRequest = (programId: string) =>
  and(
    eq(programAdmissions.programId, programId),
    eq(programAdmissions.hackerId, users.id),
    eq(programAdmissions.source, 'request'),
    eq(programAdmissions.status, 'pending'),
  );

/** A hacker who can be invited: active, not blocked, account not deleted. */
const invitableHacker = sql`${users.userType} = 'hacker' and ${users.isActive} and not ${users.isBlocked} and ${users.deactivatedAt} is null`;

export interface ReceivedRow {
  admission: AdmissionRecord;
  program: { id: string; name: string | null; status: (typeof programs.$inferSelect)['status']; isPublic: boolean; isManaged: boolean };
  company: { id: string; name: string; pictureId: string | null };
}

/** Invitations and access requests (program_admissions), scoped by program or by hacker. */
export function invitationsRepository(db: Executor) {
  return {
    async find(programId: string, hackerId: string): Promise<AdmissionRecord | null> {
      const [row] = await db
        .select()
        .from(programAdmissions)
        .where(and(eq(programAdmissions.programId, programId), eq(programAdmissions.hackerId, hackerId)));
      return row ?? null;
    },

    /** Inserts or overwrites the hacker's admission to the program (one row per pair). */
    async save(programId: string, hackerId: string, values: AdmissionValues & Pick<AdmissionRecord, 'source' | 'status'>): Promise<AdmissionRecord> {
      const [row] = await db
        .insert(programAdmissions)
        .values({ programId, hackerId, ...values })
        .onConflictDoUpdate({ target: [programAdmissions.programId, programAdmissions.hackerId], set: values })
        .returning();
      return row!;
    },

    /** The ids of the hackers the program admitted (accepted invitation or approved request), as a subquery. */
    admittedHackerIds(programId: string) {
      return db
        .select({ id: programAdmissions.hackerId })
        .from(programAdmissions)
        .where(and(eq(programAdmissions.programId, programId), eq(programAdmissions.status, 'accepted')));
    },

    async hacker(where: SQL): Promise<HackerRow | null> {
      const [row] = await db.select(hackerFields).from(users).where(and(invitableHacker, where));
      return row ?? null;
    },

    /** Hackers whose username starts with `prefix` and whom the program has not invited or admitted (index on username text_pattern_ops). */
    invitable(programId: string, prefix: string, limit: number) {
      const taken = sql`exists (select 1 from ${programAdmissions} a where a.program_id = ${programId} and a.hacker_id = ${users.id}
        and (a.status = 'accepted' or (a.status = 'pending' and a.source = 'invitation')))`;
      return db
        .select({ ...hackerFields, accessRequestedAt: programAdmissions.createdAt })
        .from(users)
        .leftJoin(programAdmissions, waitingRequest(programId))
        .where(and(invitableHacker, like(users.username, `${escapeLike(prefix)}%`), sql`not ${taken}`))
        .orderBy(asc(users.username))
        .limit(limit);
    },

    /** The hackers waiting on an access request to the program, oldest request first (partial index on pending requests). */
    accessRequests(programId: string, limit: number) {
      return db
        .select({ ...hackerFields, accessRequestedAt: programAdmissions.createdAt })
        .from(programAdmissions)
        .innerJoin(users, waitingRequest(programId))
        .where(invitableHacker)
        .orderBy(asc(programAdmissions.createdAt), asc(programAdmissions.hackerId))
        .limit(limit);
    },

    /** One page of the hacker's received invitations, with program and company. */
    async received(hackerId: string, plan: ListPlan): Promise<{ rows: ReceivedRow[]; count: number }> {
      const where = and(
        eq(programAdmissions.hackerId, hackerId),
        eq(programAdmissions.source, 'invitation'),
        sql`${programs.status} not in ('draft', 'deleted')`,
        plan.where,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            admission: programAdmissions,
            program: { id: programs.id, name: programs.name, status: programs.status, isPublic: programs.isPublic, isManaged: programs.isManaged },
            company: { id: companies.id, name: companies.name, pictureId: companies.pictureId },
          })
          .from(programAdmissions)
          .innerJoin(programs, eq(programs.id, programAdmissions.programId))
          .innerJoin(companies, eq(companies.id, programs.companyId))
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ value: count() }).from(programAdmissions).innerJoin(programs, eq(programs.id, programAdmissions.programId)).where(where),
      ]);
      return { rows, count: Number(total?.value ?? 0) };
    },

    /** The targets (id, name, type) of the given programs, in scope order. */
    async targetsOf(programIds: readonly string[]) {
      if (!programIds.length) return [];
      return db
        .select({ programId: programTargets.programId, id: programTargets.id, name: programTargets.name, type: programTargets.type })
        .from(programTargets)
        .where(inArray(programTargets.programId, [...programIds]))
        .orderBy(asc(programTargets.programId), asc(programTargets.position));
    },
  };
}
