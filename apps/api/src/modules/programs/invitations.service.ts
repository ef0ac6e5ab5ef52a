/**
 * Invitations and access requests (DECISIONS "Programs", second stage). One program_admissions row
 * per program and hacker: the company or staff invite (pending, the hacker accepts or rejects); a
 * hacker asks for access (a pending request, approved when the company or staff invite them).
 */
import {
  isOpenProgramStatus,
  type InvitableUser,
  type InvitationOutcome,
  type ListQuery,
  type ProgramAccess,
  type ProgramInvitationResult,
  type ReceivedInvitation,
} from '@bb/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { programAdmissions, programs, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { isoTimeOrNull } from '../../lib/iso-time.ts';
import { planList, type ListSpec } from '../../lib/list-query.ts';
import { assertPermission, type Actor } from '../../plugins/actor.ts';
import { recordEvent } from '../events/index.ts';
import { loadForAction, loadVisible, programAuditRef } from './program-access.ts';
import type { ProgramReportFigures } from './programs.api.ts';
import { admittedTo, OPEN_PROGRAM } from './programs.policy.ts';
import { PROGRAM_LIST, takeTagFilter } from './program-lists.ts';
import { presentCard } from './programs.presenter.ts';
import { programsRepository, type ProgramRecord } from './programs.repository.ts';
import { invitationsRepository, type AdmissionRecord, type HackerRow } from './invitations.repository.ts';

const INVITABLE_LIMIT = 10;
/** The access requests shown to the program's managers at once (each is approved or left; they never pile up unseen). */
const ACCESS_REQUESTS_LIMIT = 50;

const RECEIVED_LIST: ListSpec = {
  filters: { status: { column: programAdmissions.status, types: ['eq', 'in'], values: ['pending', 'accepted', 'rejected'] } },
  sort: { createdAt: programAdmissions.createdAt },
  defaultSort: '-createdAt',
  tiebreaker: programAdmissions.id,
};

const presentHacker = (row: HackerRow & { accessRequestedAt?: Date | null }): InvitableUser => ({
  id: row.id,
  username: row.username,
  firstName: row.firstName,
  lastName: row.lastName,
  picture: row.pictureId ? { id: row.pictureId } : null,
  accessRequestedAt: isoTimeOrNull(row.accessRequestedAt),
});

/** What inviting does to the hacker's admission as it stands. */
function invitationOutcome(existing: AdmissionRecord | null): InvitationOutcome {
  if (!existing || existing.status === 'rejected') return 'invited';
  if (existing.status === 'accepted') return 'alreadyAdmitted';
  return existing.source === 'request' ? 'requestApproved' : 'alreadyInvited';
}

/** The hacker's access to a program, with the buttons they may press. */
export function presentAccess(program: Pick<ProgramRecord, 'id' | 'status' | 'isPublic'>, admission: AdmissionRecord | null): ProgramAccess {
  const status = admission?.status ?? 'none';
  const open = isOpenProgramStatus(program.status);
  return {
    programId: program.id,
    status,
    source: admission?.source ?? null,
    createdAt: isoTimeOrNull(admission?.createdAt),
    decidedAt: isoTimeOrNull(admission?.decidedAt),
    abilities: {
      requestAccess: open && !program.isPublic && (status === 'none' || status === 'rejected'),
      accept: admission?.source === 'invitation' && status !== 'accepted',
      reject: status === 'pending' || status === 'accepted',
    },
  };
}

/**
 * Which invitations a hacker may see and answer: those of an open program, and of a pending one
 * they were invited to (an invitation may come before the approval). Anything else is 404.
 */
export function canSeeAdmission(program: Pick<ProgramRecord, 'status'>, admission: AdmissionRecord | null): boolean {
  return isOpenProgramStatus(program.status) || (program.status === 'pending' && admission !== null);
}

/** What an admission's event is about: the program, in its company. */
const aboutProgram = (program: ProgramRecord) => ({ subject: { type: 'program' as const, id: program.id }, companyId: program.companyId });

export function invitationsService(deps: { db: Database; reportFigures: () => Pick<ProgramReportFigures, 'reportedBy'> }) {
  /** A program whose invitation the hacker may act on, with their admission. */
  async function loadForHacker(tx: Executor, actor: Actor, id: string, options: { lock: boolean } = { lock: true }) {
    const program = options.lock ? await programsRepository(tx).lock(id) : await programsRepository(tx).find(id);
    const admission = program ? await invitationsRepository(tx).find(id, actor.userId) : null;
    if (!program || !canSeeAdmission(program, admission)) throw new AppError('NOT_FOUND');
    return { program, admission };
  }

  async function invitee(tx: Executor, body: { user?: string | undefined; username?: string | undefined }): Promise<HackerRow> {
    const [field, condition] = body.user ? ['user', eq(users.id, body.user)] : body.username ? ['username', eq(users.username, body.username)] : [null, null];
    if (!field || !condition) throw fieldError('user', 'validation.program.inviteWho');
    const hacker = await invitationsRepository(tx).hacker(condition);
    if (!hacker) throw fieldError(field, 'validation.program.hackerNotFound');
    return hacker;
  }

  /** The company's or staff's invitation; inviting a hacker who asked for access approves the request. */
  async function invite(actor: Actor, id: string, body: { user?: string | undefined; username?: string | undefined }) {
    return deps.db.transaction(async (tx) => {
      const program = await loadForAction(tx, actor, id, 'invite');
      const hacker = await invitee(tx, body);
      const repository = invitationsRepository(tx);
      const existing = await repository.find(id, hacker.id);
      const now = new Date();
      const outcome = invitationOutcome(existing);
      let admission = existing;
      if (outcome === 'invited') {
        admission = await repository.save(id, hacker.id, { source: 'invitation', status: 'pending', createdAt: now, decidedAt: null, createdBy: actor.userId });
      } else if (outcome === 'requestApproved') {
        admission = await repository.save(id, hacker.id, { source: 'request', status: 'accepted', decidedAt: now });
      }
      const changed = admission !== existing;
      if (changed) {
        const ref = await programAuditRef(tx, program);
        const type = outcome === 'invited' ? 'program.invitationSent' : 'program.accessGranted';
        await recordEvent(
          tx,
          actor,
          { type, payload: { hackerId: hacker.id }, ...aboutProgram(program) },
          { audit: [{ action: 'program.invite', targetId: id, details: { ...ref, hacker: hacker.username, status: admission!.status } }] },
        );
      }
      const result: ProgramInvitationResult = {
        programId: id,
        outcome,
        hacker: presentHacker(hacker),
        status: admission!.status,
        source: admission!.source,
        createdAt: admission!.createdAt.toISOString(),
        decidedAt: isoTimeOrNull(admission!.decidedAt),
      };
      return { changed, result };
    });
  }

  /** A hacker asks for access to a private open program; an invitation waiting for them is accepted instead. */
  async function requestAccess(actor: Actor, id: string) {
    return deps.db.transaction(async (tx) => {
      const { program, admission } = await loadForHacker(tx, actor, id);
      const repository = invitationsRepository(tx);
      const now = new Date();
      let saved = admission;
      if (admission?.source === 'invitation' && admission.status === 'pending') {
        saved = await repository.save(id, actor.userId, { source: 'invitation', status: 'accepted', decidedAt: now });
        await recordEvent(tx, actor, {
          type: 'program.invitationAccepted',
          payload: { hackerId: actor.userId, source: 'invitation' },
          ...aboutProgram(program),
        });
      } else if (!admission || admission.status === 'rejected') {
        if (program.isPublic || !isOpenProgramStatus(program.status)) throw new AppError('INVALID_PROGRAM_STATUS');
        saved = await repository.save(id, actor.userId, { source: 'request', status: 'pending', createdAt: now, decidedAt: null, createdBy: actor.userId });
        await recordEvent(tx, actor, { type: 'program.accessRequested', payload: { hackerId: actor.userId }, ...aboutProgram(program) });
      }
      return { changed: saved !== admission, result: presentAccess(program, saved) };
    });
  }

  /** The hacker answers: accept needs an invitation (or an access already granted), reject works on anything of theirs. */
  async function answer(actor: Actor, id: string, accept: boolean): Promise<ProgramAccess> {
    return deps.db.transaction(async (tx) => {
      const { program, admission } = await loadForHacker(tx, actor, id);
      if (!admission || (accept && admission.source !== 'invitation' && admission.status !== 'accepted')) throw new AppError('NOT_FOUND');
      const status = accept ? 'accepted' : 'rejected';
      if (admission.status === status) return presentAccess(program, admission);
      const saved = await invitationsRepository(tx).save(id, actor.userId, { source: admission.source, status, decidedAt: new Date() });
      const type = accept ? 'program.invitationAccepted' : 'program.invitationRejected';
      await recordEvent(tx, actor, { type, payload: { hackerId: actor.userId, source: admission.source }, ...aboutProgram(program) });
      return presentAccess(program, saved);
    });
  }

  return {
    invite,
    requestAccess,
    accept: (actor: Actor, id: string) => answer(actor, id, true),
    reject: (actor: Actor, id: string) => answer(actor, id, false),

    /** GET /api/programs/{id}/invitation: the hacker's access state ('none' on a private open program they may ask for). */
    async access(actor: Actor, id: string): Promise<ProgramAccess> {
      const { program, admission } = await loadForHacker(deps.db, actor, id, { lock: false });
      return presentAccess(program, admission);
    },

    /** GET /api/programs/received-invitations: newest first, filter status / status__in. */
    async received(actor: Actor, query: ListQuery): Promise<{ count: number; results: ReceivedInvitation[] }> {
      const repository = invitationsRepository(deps.db);
      const { rows, count } = await repository.received(actor.userId, planList(query, RECEIVED_LIST));
      const targets = await repository.targetsOf([...new Set(rows.map((row) => row.program.id))]);
      return {
        count,
        results: rows.map((row) => ({
          program: { id: row.program.id, name: row.program.name, status: row.program.status, isPublic: row.program.isPublic },
          company: { id: row.company.id, name: row.company.name, picture: row.company.pictureId ? { id: row.company.pictureId } : null },
          managedBy: row.program.isManaged ? 'platform' : 'company',
          targets: targets.filter((t) => t.programId === row.program.id).map((t) => ({ id: t.id, name: t.name, type: t.type })),
          invitedAt: row.admission.createdAt.toISOString(),
          status: row.admission.status,
          decidedAt: isoTimeOrNull(row.admission.decidedAt),
        })),
      };
    },

    /**
     * GET /api/programs/joined ("I miei programmi"): the open programs that admitted the hacker, and the public ones
     * they sent a report to, as cards (the program list's filters). Only programs the hacker may see: a private
     * program they reported to before their admission ended is left out.
     */
    async joined(actor: Actor, query: ListQuery) {
      const repository = programsRepository(deps.db);
      const { rest, condition } = takeTagFilter(query);
      const plan = planList(rest, PROGRAM_LIST);
      const participates = sql`(${admittedTo(actor.userId)} or (${programs.isPublic} and ${deps.reportFigures().reportedBy(actor.userId)}))`;
      const where = and(OPEN_PROGRAM, participates, plan.where, condition);
      const [rows, count] = await Promise.all([repository.page(where, plan), repository.count(where)]);
      return { count, results: rows.map(presentCard) };
    },

    /** GET /api/programs/{id}/invitable-users?username=: up to 10 hackers by username prefix, not yet invited or admitted. */
    async invitable(actor: Actor, id: string, query: { username: string; requested: boolean }): Promise<InvitableUser[]> {
      await loadVisible(deps.db, actor, id);
      assertPermission(actor, 'program.manage');
      const repository = invitationsRepository(deps.db);
      if (query.requested) return (await repository.accessRequests(id, ACCESS_REQUESTS_LIMIT)).map(presentHacker);
      if (!query.username) return [];
      return (await repository.invitable(id, query.username, INVITABLE_LIMIT)).map(presentHacker);
    },
  };
}
export type InvitationsService = ReturnType<typeof invitationsService>;
