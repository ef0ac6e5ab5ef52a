/** Creating, drafting, finalizing, editing and reading programs. */
import { randomUUID } from 'node:crypto';
import {
  PRICE_TIER_BUDGETS,
  PROGRAM_LIMITS,
  rewardTierDefaults,
  toCents,
  fromCents,
  FLOOR_CUTOFF_DATE,
  type CompanySector,
  type CompanySize,
  type ListQuery,
  type ProgramContext,
  type ProgramDetail,
  type ProgramDraftData,
  type ProgramFormData,
  type UpdateProgramData,
} from '@bb/domain';
import { and, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { ONE_PAGE, pageWithCount, planBoundList, planList, searchesWords, type BoundListPlan, type ListReach } from '../../lib/list-query.ts';
import { Bindings } from '../../lib/prepared-statements.ts';
import { requireCompany, type Actor } from '../../plugins/actor.ts';
import { transition } from '../../lib/transition.ts';
import { assertCompanyActive, findCompany } from '../companies/companies.api.ts';
import { recordEvent } from '../events/index.ts';
import { runIdempotent, walletBalance, type IdempotencyClaim } from '../ledger/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { checkFloors, loadForAction, loadVisible, presentProgram, programAuditRef, programMachine, scopeValues } from './program-access.ts';
import { allocateBudget, applyBudgetRules, couponFor } from './program-budget.service.ts';
import { COMPANY_PROGRAM_LIST, counterConditions, LIST_DEFAULTS, PROGRAM_LIST, takeTagFilter } from './program-lists.ts';
import { presentCard } from './programs.presenter.ts';
import { programsRepository, type ProgramRecord, type ProgramValues } from './programs.repository.ts';
import { privateProgramsAdmitting, programsVisibleTo } from './programs.policy.ts';

type Form = Omit<ProgramFormData, 'company' | 'budget' | 'priceTier'> & Pick<UpdateProgramData, 'testingAccountMinScore'>;

/** The stored columns of the form's content fields. */
function contentColumns(form: Partial<Form>): Partial<ProgramValues> {
  const values: Partial<ProgramValues> = {
    name: form.name,
    isPublic: form.isPublic,
    content: form.content,
    language: form.language,
    policyUploadId: form.policy,
    outOfScope: form.outOfScope,
    nonQualifying: form.nonQualifying,
    isManaged: form.isManaged,
    verificationService: form.verificationService,
    retester: form.retester,
    rewardTier: form.rewardTier,
    testingAccountMinScore: form.testingAccountMinScore,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const priceTierOf = (budget: number, chosen: ProgramFormData['priceTier']) =>
  chosen ?? (Object.entries(PRICE_TIER_BUDGETS).find(([, amount]) => amount === budget)?.[0] as keyof typeof PRICE_TIER_BUDGETS | undefined) ?? 'CUSTOM';

export function programsService(deps: { db: Database; settings: SettingsReader; uploads: UploadsApi }) {
  /** Company users act for their own company (422 on `company` otherwise); staff and super admins for any existing one. */
  async function companyFor(executor: Executor, actor: Actor, companyId: string): Promise<string> {
    if (actor.userType === 'company') {
      if (requireCompany(actor).id !== companyId) throw fieldError('company', 'validation.program.ownCompany');
      return companyId;
    }
    if (!(await findCompany(executor, companyId))) throw fieldError('company', 'validation.program.companyNotFound');
    return companyId;
  }

  async function attachPolicy(tx: Executor, actor: Actor, programId: string, policy: string | null | undefined, current: string | null) {
    if (!policy || policy === current) return;
    await deps.uploads.attach({ ownerId: actor.userId, uploadId: policy, purpose: 'policy', field: 'policy', kind: 'program_policy', recordId: programId }, tx);
  }

  /**
   * Validation, scope and money shared by create and finalize: the prizes must reach the floors,
   * then the wallet pays budget + fees and the program is written as pending. The ledger accounts
   * are locked before the program row changes (and with it the list counters), the order every
   * program operation follows, so concurrent operations queue instead of deadlocking.
   */
  async function submit(
    tx: Executor,
    actor: Actor,
    target: { id: string; companyId: string; draft: ProgramRecord | null },
    form: ProgramFormData,
  ): Promise<void> {
    await checkFloors(tx, deps.settings, form.scope, target.draft?.createdAt ?? null);
    await attachPolicy(tx, actor, target.id, form.policy, target.draft?.policyUploadId ?? null);
    const scope = scopeValues(form.scope);
    const budgetCents = toCents(form.budget);
    const coupon = await couponFor(tx, { id: target.id, companyId: target.companyId });
    const program = { id: target.id, companyId: target.companyId, isManaged: form.isManaged, verificationService: form.verificationService };
    await allocateBudget(tx, deps.settings, { program, budgetCents, coupon, actor, type: 'program_creation' });
    const values: Omit<ProgramValues, 'status'> = {
      ...contentColumns(form),
      id: target.id,
      companyId: target.companyId,
      budgetCents,
      initialBudgetCents: budgetCents,
      priceTier: priceTierOf(form.budget, form.priceTier),
      tags: scope.tags,
      lowestPrizeCents: scope.lowestPrizeCents,
      couponManagementDiscount: coupon.managementDiscount,
      couponVerificationDiscount: coupon.verificationDiscount,
      submittedAt: new Date(),
    };
    const repository = programsRepository(tx);
    // A finalized draft moves to pending through the state table; a new program starts there.
    if (target.draft) await repository.update(target.id, values);
    else await repository.insert({ ...values, status: 'pending', createdBy: actor.userId });
    await repository.replaceTargets(target.id, scope.targets);
  }

  /**
   * The edit itself: content and scope, never the budget. Once created, the managed and Fix
   * verification services stay as paid for; floors are checked again on a new scope.
   */
  async function edit(tx: Executor, actor: Actor, program: ProgramRecord, changes: UpdateProgramData): Promise<void> {
    const live = program.status !== 'draft';
    if (live && changes.isManaged !== undefined && changes.isManaged !== program.isManaged) throw fieldError('isManaged', 'validation.program.serviceLocked');
    if (live && changes.verificationService !== undefined && changes.verificationService !== program.verificationService) {
      throw fieldError('verificationService', 'validation.program.serviceLocked');
    }
    const repository = programsRepository(tx);
    const values = contentColumns(changes);
    if (changes.scope) {
      if (live) await checkFloors(tx, deps.settings, changes.scope, program.createdAt);
      const scope = scopeValues(changes.scope);
      await repository.replaceTargets(program.id, scope.targets);
      Object.assign(values, { tags: scope.tags, lowestPrizeCents: scope.lowestPrizeCents });
    }
    await attachPolicy(tx, actor, program.id, changes.policy, program.policyUploadId);
    await repository.update(program.id, values);
  }

  return {
    /** POST /api/programs: a new program straight to pending, paid in the same transaction. */
    async create(actor: Actor, form: ProgramFormData, claim: IdempotencyClaim | null): Promise<ProgramDetail> {
      return runIdempotent(deps.db, claim, async (tx) => {
        const companyId = await companyFor(tx, actor, form.company);
        await assertCompanyActive(tx, companyId);
        const id = randomUUID();
        await submit(tx, actor, { id, companyId, draft: null }, form);
        const audit = { action: 'program.create' as const, targetId: id, details: await programAuditRef(tx, { name: form.name, companyId }) };
        await recordEvent(
          tx,
          actor,
          { type: 'program.create', subject: { type: 'program', id }, companyId, payload: { name: form.name, status: 'pending' } },
          { audit: [audit] },
        );
        return presentProgram(tx, actor, id);
      });
    },

    /** POST /api/programs/draft: saves a new draft, or the given one again; no money moves and the company need not be verified. */
    async saveDraft(actor: Actor, draft: ProgramDraftData): Promise<{ created: boolean; program: ProgramDetail }> {
      return deps.db.transaction(async (tx) => {
        const companyId = await companyFor(tx, actor, draft.company);
        const repository = programsRepository(tx);
        let program: ProgramRecord;
        if (draft.id) {
          program = await loadForAction(tx, actor, draft.id, 'saveDraft');
          if (program.companyId !== companyId) throw fieldError('company', 'validation.program.ownCompany');
        } else {
          program = await repository.insert({ companyId, status: 'draft', createdBy: actor.userId });
        }
        const scope = scopeValues(draft.scope);
        await attachPolicy(tx, actor, program.id, draft.policy, program.policyUploadId);
        await repository.update(program.id, {
          name: draft.name,
          isPublic: draft.isPublic,
          content: draft.content,
          language: draft.language,
          policyUploadId: draft.policy,
          outOfScope: draft.outOfScope,
          nonQualifying: draft.nonQualifying,
          isManaged: draft.isManaged,
          verificationService: draft.verificationService,
          retester: draft.retester,
          rewardTier: draft.rewardTier,
          budgetCents: draft.budget === null ? null : toCents(draft.budget),
          priceTier: draft.priceTier,
          tags: scope.tags,
          lowestPrizeCents: scope.lowestPrizeCents,
        });
        await repository.replaceTargets(program.id, scope.targets);
        return { created: !draft.id, program: await presentProgram(tx, actor, program.id) };
      });
    },

    /** POST /api/programs/{id}/finalize: the draft, with the complete form, goes to pending and is paid. */
    async finalize(actor: Actor, id: string, form: ProgramFormData, claim: IdempotencyClaim | null): Promise<ProgramDetail> {
      return runIdempotent(deps.db, claim, async (tx) => {
        await transition(tx, programMachine, actor, id, 'finalize', async ({ row: program }) => {
          if (program.companyId !== form.company) throw fieldError('company', 'validation.program.ownCompany');
          await assertCompanyActive(tx, program.companyId);
          await submit(tx, actor, { id, companyId: program.companyId, draft: program }, form);
        });
        return presentProgram(tx, actor, id);
      });
    },

    /** PATCH /api/programs/{id}: the edit, then the budget rule (a new scope may change the lowest prize). */
    async update(actor: Actor, id: string, changes: UpdateProgramData): Promise<ProgramDetail> {
      return deps.db.transaction(async (tx) => {
        const { row: program } = await transition(tx, programMachine, actor, id, 'edit', (step) => edit(tx, actor, step.row, changes));
        if (program.status !== 'draft') await applyBudgetRules(tx, id);
        return presentProgram(tx, actor, id);
      });
    },

    get: (actor: Actor, id: string) => presentProgram(deps.db, actor, id),

    /**
     * GET /api/programs: what the caller may see (programs.policy.ts) under the list's defaults:
     * staff and super admins every program but drafts; companies their own, drafts and deleted ones
     * aside; hackers the open public ones and those that admitted them. Counts of the common
     * filters come from the trigger-kept counters (the page itself is an index scan either way); a
     * search by words is counted from its page (countFromPage), anything else up to the cap. An export reads its
     * `reach` of rows, uncounted.
     */
    async list(actor: Actor, query: ListQuery, reach: ListReach = ONE_PAGE) {
      const repository = programsRepository(deps.db);
      // Every value of the request is a placeholder: the statements are built once per shape (prepared-statements.ts).
      const bindings = new Bindings();
      const { bind, values } = bindings;
      const { rest, condition } = takeTagFilter(query, bind);
      const visible = programsVisibleTo(actor, bind);
      const searching = searchesWords(rest);
      const listed = async (plan: BoundListPlan, where: SQL | undefined, count: () => Promise<{ count: number; countCapped: boolean }>) => {
        const { rows, ...counted } = await pageWithCount(plan.page, repository.page(where, plan, values), count, searching);
        return { ...counted, results: rows.map(presentCard) };
      };
      if (actor.userType === 'company') {
        const plan = planBoundList(rest, COMPANY_PROGRAM_LIST, bindings, { oneMore: searching, reach });
        const where = and(visible, LIST_DEFAULTS.company, plan.where, condition);
        return listed(plan, where, () => repository.countUpToCap(where, values));
      }
      const hacker = actor.userType === 'hacker';
      const plan = planBoundList(rest, PROGRAM_LIST, bindings, { oneMore: searching, reach });
      const where = and(visible, hacker ? undefined : LIST_DEFAULTS.all, plan.where, condition);
      const counters = counterConditions(query, hacker ? 'hacker' : 'staff');
      // The counters are exact at any size (a hacker's admissions to private programs are a few); anything else up to the cap.
      return listed(plan, where, async () => {
        if (!counters) return repository.countUpToCap(where, values);
        const [counted, admitted] = await Promise.all([
          repository.countFromCounters(counters),
          hacker ? repository.count(and(privateProgramsAdmitting(bind(actor.userId)), plan.where, condition), values) : 0,
        ]);
        return { count: counted + admitted, countCapped: false };
      });
    },

    /** GET /api/programs/draft: the company's drafts, newest first. */
    async drafts(actor: Actor, query: ListQuery) {
      const repository = programsRepository(deps.db);
      const { rest, condition } = takeTagFilter(query);
      const plan = planList(rest, COMPANY_PROGRAM_LIST);
      const where = and(programsVisibleTo(actor), LIST_DEFAULTS.drafts, plan.where, condition);
      const [rows, count] = await Promise.all([repository.page(where, plan), repository.count(where)]);
      return { count, results: rows.map(presentCard) };
    },

    /**
     * GET /api/programs/context: floors, fees, tiers and, for the company, its reward defaults, coupon and balance. With
     * `program` (a draft in the wizard, a budget increase), the coupon is the one that program's allocations get.
     */
    async context(actor: Actor, requested: { company?: string | undefined; program?: string | undefined }): Promise<ProgramContext> {
      const program = requested.program ? await loadVisible(deps.db, actor, requested.program) : null;
      const companyId = program?.companyId ?? (actor.userType === 'company' ? requireCompany(actor).id : requested.company);
      const company = companyId ? await findCompany(deps.db, companyId) : null;
      if (companyId && !company) throw new AppError('NOT_FOUND');
      const [floors, managedFeePercent, verificationFeePercent, retestFee] = await Promise.all([
        deps.settings.get('REWARD_FLOORS'),
        deps.settings.get('MANAGED_FEE_PERCENT'),
        deps.settings.get('VERIFICATION_FEE_PERCENT'),
        deps.settings.get('RETEST_FEE'),
      ]);
      const { createMinBudget, increaseMinBudget, increaseStep, maxBudget } = PROGRAM_LIMITS;
      return {
        floors,
        floorCutoffDate: FLOOR_CUTOFF_DATE,
        managedFeePercent,
        verificationFeePercent,
        retestFee,
        priceTiers: PRICE_TIER_BUDGETS,
        limits: { createMinBudget, increaseMinBudget, increaseStep, maxBudget },
        company: company
          ? {
              id: company.id,
              name: company.name,
              sector: company.sector as CompanySector,
              employees: company.employees as CompanySize,
              isVerified: company.isVerified,
            }
          : null,
        rewardTiers: company ? rewardTierDefaults(company.sector as CompanySector, company.employees as CompanySize) : null,
        coupon: program
          ? await couponFor(deps.db, program)
          : company
            ? { managementDiscount: company.couponManagementDiscount, verificationDiscount: company.couponVerificationDiscount }
            : null,
        balance: company ? fromCents(await walletBalance(deps.db, company.id)) : null,
      };
    },
  };
}
export type ProgramsService = ReturnType<typeof programsService>;
