/**
 * A company's fiscal data change requests (DECISIONS "Companies": head office and fiscal data): its administrators ask,
 * a super admin approves (the new data replace the old in the same transaction) or rejects with a reason, the
 * administrators may withdraw a waiting request. Each decision is one `transition` of COMPANY_DATA_CHANGE_WORKFLOW:
 * audited for the super admin, announced to the company after commit.
 */
import {
  changedFiscalFields,
  COMPANY_DATA_CHANGE_WORKFLOW,
  normalizeVat,
  type AuditEntry,
  type CompanyDataChange,
  type CompanyDataChangeAction,
  type CompanyDataChangeStatus,
  type CompanyCountry,
  type FiscalData,
  type FiscalField,
} from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { FiscalValues } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { transition, type StateMachine } from '../../lib/transition.ts';
import { assertPermission, requireCompany, type Caller } from '../../plugins/actor.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordEvent } from '../events/index.ts';
import { companiesRepository, type CompanyRecord } from './companies.repository.ts';
import { dataChangesRepository, type DataChangeRecord, type ListedDataChange } from './data-changes.repository.ts';

interface DecisionDetails {
  reason: string;
}

const fiscalOf = (company: CompanyRecord): FiscalValues => ({
  businessname: company.businessname,
  vat: company.vat,
  pec: company.pec,
  sdi: company.sdi,
  country: company.country as CompanyCountry,
});

/** Super admins see every request; a company's members their company's. */
const canSeeChange = (caller: Caller, change: Pick<DataChangeRecord, 'companyId'>): boolean =>
  caller.userType === 'superadmin' || (caller.company?.id !== undefined && caller.company.id === change.companyId);

/** A VAT number another company registered in that country cannot become this one's (422 on vat). */
async function assertVatFree(tx: Executor, companyId: string, values: FiscalValues): Promise<void> {
  const companies = companiesRepository(tx);
  await companies.lockVat(values.country, values.vat);
  const holder = await companies.vatHolder(values.country, values.vat);
  if (holder && holder !== companyId) throw fieldError('vat', 'validation.company.vatTaken');
}

/** Approving applies the requested data to the company, under its row lock. */
async function applyChange(tx: Executor, change: DataChangeRecord): Promise<void> {
  const company = await companiesRepository(tx).lock(change.companyId);
  if (!company) throw new AppError('NOT_FOUND');
  if (change.fields.includes('vat') || change.fields.includes('country')) await assertVatFree(tx, change.companyId, change.requested);
  await companiesRepository(tx).update(change.companyId, { ...change.requested });
}

/** How change requests take part in COMPANY_DATA_CHANGE_WORKFLOW (lib/transition.ts). */
export const dataChangeMachine: StateMachine<DataChangeRecord, CompanyDataChangeStatus, CompanyDataChangeAction, never, DecisionDetails> = {
  workflow: COMPANY_DATA_CHANGE_WORKFLOW,
  lock: (tx, id) => dataChangesRepository(tx).lock(id),
  canSee: (_tx, caller, change) => canSeeChange(caller, change),
  status: (change) => change.status,
  async writeStatus(tx, change, to, { caller, details }) {
    await dataChangesRepository(tx).decide(change.id, { status: to, decidedBy: caller.userId, decisionReason: details.reason ?? null });
  },
  event: (_tx, { row, from, to }, action, details) => ({
    type: `companyDataChange.${action}`,
    subject: { type: 'companyDataChange', id: row.id },
    companyId: row.companyId,
    payload: { from, to, companyId: row.companyId, reason: details.reason ?? null },
  }),
  async audit(tx, change, action, details): Promise<AuditEntry | null> {
    const company = await companiesRepository(tx).findById(change.companyId);
    const ref = { name: company?.name ?? '', fields: change.fields };
    if (action === 'approve') return { action: 'companyDataChange.approve', targetId: change.companyId, details: ref };
    if (action === 'reject') return { action: 'companyDataChange.reject', targetId: change.companyId, details: { ...ref, reason: details.reason ?? '' } };
    return null;
  },
};

function present(listed: ListedDataChange, caller: Caller): CompanyDataChange {
  const { change } = listed;
  return {
    id: change.id,
    company: { id: change.companyId, name: listed.companyName },
    status: change.status,
    requested: change.requested,
    previous: change.previous,
    fields: change.fields as FiscalField[],
    reason: change.reason,
    decisionReason: change.decisionReason,
    requestedBy: listed.requestedBy,
    requestedAt: change.requestedAt.toISOString(),
    decidedAt: change.decidedAt?.toISOString() ?? null,
    abilities: COMPANY_DATA_CHANGE_WORKFLOW.abilities(caller.permissions, change.status),
  };
}

export function dataChangesService(deps: { db: Database }) {
  async function presentOne(executor: Executor, caller: Caller, id: string): Promise<CompanyDataChange> {
    const listed = await dataChangesRepository(executor).find(id);
    if (!listed || !canSeeChange(caller, listed.change)) throw new AppError('NOT_FOUND');
    return present(listed, caller);
  }

  const decide = (actor: Actor, id: string, action: CompanyDataChangeAction, details: Partial<DecisionDetails> = {}) =>
    deps.db.transaction(async (tx) => {
      await transition(tx, dataChangeMachine, actor, id, action, async ({ row }) => (action === 'approve' ? applyChange(tx, row) : undefined), { details });
      return presentOne(tx, actor, id);
    });

  return {
    /**
     * POST /api/companies/me/data-changes: the whole fiscal set as it should become. Nothing different is a 422, a
     * waiting request CHANGE_REQUEST_PENDING, a VAT number registered by another company a 422 on vat.
     */
    async request(actor: Actor, input: FiscalData & { reason?: string | undefined }): Promise<CompanyDataChange> {
      const companyId = requireCompany(actor).id;
      assertPermission(actor, 'company.manage');
      return deps.db.transaction(async (tx) => {
        const company = await companiesRepository(tx).lock(companyId);
        if (!company) throw new AppError('NOT_FOUND');
        const changes = dataChangesRepository(tx);
        if (await changes.pendingOf(companyId)) throw new AppError('CHANGE_REQUEST_PENDING');
        const previous = fiscalOf(company);
        const requested: FiscalValues = {
          businessname: input.businessname,
          vat: normalizeVat(input.vat, input.country),
          pec: input.pec,
          sdi: input.sdi,
          country: input.country,
        };
        const fields = changedFiscalFields(previous, requested);
        if (!fields.length) throw fieldError('businessname', 'validation.company.changeNothing');
        if (fields.includes('vat') || fields.includes('country')) await assertVatFree(tx, companyId, requested);
        const created = await changes.insert({ companyId, requested, previous, fields, reason: input.reason || null, requestedBy: actor.userId });
        await recordEvent(tx, actor, {
          type: 'companyDataChange.request',
          subject: { type: 'companyDataChange', id: created.id },
          companyId,
          payload: { companyId, fields },
        });
        return presentOne(tx, actor, created.id);
      });
    },

    /** GET /api/companies/me/data-changes: the company's requests, newest first. */
    async mine(actor: Actor): Promise<CompanyDataChange[]> {
      const rows = await dataChangesRepository(deps.db).ofCompany(requireCompany(actor).id);
      return rows.map((row) => present(row, actor));
    },

    /** GET /api/companies/data-changes (super admin): the waiting requests, or one company's history with `company`. */
    async list(actor: Actor, companyId: string | undefined): Promise<CompanyDataChange[]> {
      const repository = dataChangesRepository(deps.db);
      const rows = companyId ? await repository.ofCompany(companyId) : await repository.pending();
      return rows.map((row) => present(row, actor));
    },

    approve: (actor: Actor, id: string) => decide(actor, id, 'approve'),
    reject: (actor: Actor, id: string, reason: string) => decide(actor, id, 'reject', { reason }),
    withdraw: (actor: Actor, id: string) => decide(actor, id, 'withdraw'),
  };
}
export type DataChangesService = ReturnType<typeof dataChangesService>;
