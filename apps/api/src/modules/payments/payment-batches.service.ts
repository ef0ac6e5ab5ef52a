/**
 * The bank side of payouts (DECISIONS "Hacker payments"): approved payments wait in the pending
 * beneficiary list; exporting it makes a batch (a SEPA pain.001 file and the beneficiaries CSV)
 * and moves them to processing with the payout posted; the bank's answer (pain.002 or camt.053)
 * marks them sent, accredited or failed; resets put a lost batch or retryable failures back in the list.
 * Batches move thousands of payments: statuses, history and events are written in bulk.
 */
import { randomBytes } from 'node:crypto';
import {
  BANK_OUTCOME_ACTIONS,
  fromCents,
  PENDING_BENEFICIARY_STATUSES,
  type BankAnswerImport,
  type BankOutcome,
  type Language,
  type PaymentAction,
  type PendingBeneficiaries,
} from '@bb/domain';
import type { PlatformIdentity } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { transitionMany } from '../../lib/transition.ts';
import type { Actor, Caller } from '../../plugins/actor.ts';
import { recordAudit } from '../audit/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { buildBeneficiariesCsv, buildCreditTransferFile, parseBankAnswer } from './bank/index.ts';
import { postPayout, postPayoutReturn } from './payment-ledger.ts';
import { paymentMachine, type PaymentActionDetails } from './payment-machine.ts';
import { presentPaymentIntent } from './payments.presenter.ts';
import { paymentsRepository, type BatchLine, type PaymentIntentRow } from './payments.repository.ts';

export interface PaymentBatchesDeps {
  db: Database;
  settings: SettingsReader;
  platform: PlatformIdentity;
}

/**
 * The transfers of a bank answer grouped by what happened to them (outcome and reason), in the answer's order; a
 * transfer the answer names twice is taken once, at its first mention.
 */
function groupOutcomes(outcomes: readonly { id: string; outcome: string; reason: string | null }[]): { outcome: BankOutcome; reason: string | null; ids: string[] }[] {
  const groups = new Map<string, { outcome: BankOutcome; reason: string | null; ids: string[] }>();
  const seen = new Set<string>();
  for (const { id, outcome, reason } of outcomes) {
    if (seen.has(id)) continue;
    seen.add(id);
    const key = `${outcome} ${reason ?? ''}`;
    const group = groups.get(key) ?? { outcome: outcome as BankOutcome, reason, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** How many of the waiting payments the pending list shows (the full list is the Hackers tab filtered on them). */
const PENDING_SHOWN = 100;

export interface BatchFile {
  batchId: string;
  messageId: string;
  body: string;
}

/** The end-to-end id a transfer carries: the payment id without dashes (32 of the 35 characters SEPA allows). */
export const endToEndIdOf = (paymentId: string) => paymentId.replaceAll('-', '');
const paymentIdOf = (endToEndId: string): string | null => {
  const hex = endToEndId.trim().toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Only confirmed payments reach a batch, and confirmation needs an IBAN: a missing one is a broken invariant, not bad input. */
function ibanOf(view: BatchLine): string {
  if (!view.intent.iban) throw new Error(`payment ${view.intent.id} reached a bank batch without an IBAN`);
  return view.intent.iban;
}

function newMessageId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `BB-${stamp}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** What the transfer says to the hacker's bank: the report (or the bonus) and the payment. */
function remittanceOf(view: BatchLine): string {
  const what = view.report?.title ? `Bounty: ${view.report.title}` : 'Referral bonus';
  return `${what} (${view.intent.id.slice(0, 8)})`.slice(0, 140);
}

/** Every payment the table lets `action` move, moved together (transitionMany); answers the rows it moved, as they were. */
async function moveMany(tx: Executor, caller: Caller, rows: readonly PaymentIntentRow[], action: PaymentAction, details: Partial<PaymentActionDetails> = {}) {
  const { moved } = await transitionMany(
    tx,
    paymentMachine,
    caller,
    rows.map((row) => row.id),
    action,
    { details },
  );
  return moved.map((step) => step.row);
}

export function paymentBatchesService(deps: PaymentBatchesDeps) {
  const debtor = { name: deps.platform.legalName, iban: deps.platform.iban, bic: deps.platform.swift };

  async function render(views: readonly BatchLine[], messageId: string, now: Date, language: Language) {
    const transfers = views.map((view) => ({
      endToEndId: endToEndIdOf(view.intent.id),
      amountCents: view.intent.transferCents ?? view.intent.grossCents,
      name: view.beneficiary,
      iban: ibanOf(view),
      bic: view.intent.swift,
      remittance: remittanceOf(view),
    }));
    const xml = buildCreditTransferFile({ messageId, createdAt: now, executionDate: now, debtor, transfers });
    const csv = buildBeneficiariesCsv(
      views.map((view, index) => ({
        ...transfers[index]!,
        taxId: view.intent.taxId,
        taxRegime: view.intent.taxRegime,
        grossCents: view.intent.grossCents,
        vatCents: view.intent.vatCents ?? 0,
        withholdingCents: view.intent.withholdingCents ?? 0,
        stampDutyCents: view.intent.stampDutyCents ?? 0,
        dueAt: view.intent.dueAt,
      })),
      language,
    );
    return { xml, csv };
  }

  /** A new batch from the pending list, in one transaction: files stored, payments to processing, payout posted. */
  function createBatch(actor: Actor, language: Language) {
    return deps.db.transaction(async (tx) => {
      const payments = paymentsRepository(tx);
      const rows = await payments.lockByStatus(PENDING_BENEFICIARY_STATUSES);
      if (rows.length === 0) throw new AppError('PAYMENT_BATCH_EMPTY');
      const now = new Date();
      const messageId = newMessageId(now);
      // The files need only the intents (already read) and each one's hacker and report: not their whole views.
      const views = await payments.batchLines(rows);
      const { xml, csv } = await render(views, messageId, now, language);
      const totalCents = views.reduce((sum, view) => sum + (view.intent.transferCents ?? view.intent.grossCents), 0);
      const batch = await payments.insertBatch({ messageId, count: rows.length, totalCents, xml, csv, createdBy: actor.userId, createdAt: now });
      const moved = await moveMany(tx, actor, rows, 'export', { batchId: batch.id, reason: null });
      await postPayout(tx, moved, batch.id, actor.userId);
      await recordAudit(tx, actor, { action: 'payment.batch', targetId: batch.id, details: { messageId, count: rows.length, total: fromCents(totalCents) } });
      return batch;
    });
  }

  async function batchOf(actor: Actor, batchId: string | undefined, language: Language) {
    if (!batchId) return createBatch(actor, language);
    const batch = await paymentsRepository(deps.db).findBatch(batchId);
    if (!batch) throw new AppError('NOT_FOUND');
    return batch;
  }

  return {
    async pendingBeneficiaries(actor: Actor): Promise<PendingBeneficiaries> {
      const payments = paymentsRepository(deps.db);
      // The batch can hold thousands: its count and total are summed, and the first ones shown.
      const waiting = await payments.sumByStatus(PENDING_BENEFICIARY_STATUSES);
      const views = await payments.firstViews(PENDING_BENEFICIARY_STATUSES, PENDING_SHOWN);
      const counts = await payments.countByStatus(['processing', 'failedRetry']);
      const table = await deps.settings.get('TAX_TABLE');
      const batches = await payments.recentBatches(10);
      return {
        count: waiting.count,
        total: fromCents(waiting.totalCents),
        results: views.map((view) => presentPaymentIntent(view, actor, table)),
        processing: counts.processing ?? 0,
        failedRetry: counts.failedRetry ?? 0,
        batches: batches.map((batch) => ({
          id: batch.id,
          messageId: batch.messageId,
          count: batch.count,
          total: fromCents(batch.totalCents),
          createdAt: batch.createdAt.toISOString(),
        })),
      };
    },

    /** The SEPA file of a batch: a new one from the pending list, or `batchId` again as exported. */
    async sepaFile(actor: Actor, batchId: string | undefined, language: Language): Promise<BatchFile> {
      const batch = await batchOf(actor, batchId, language);
      return { batchId: batch.id, messageId: batch.messageId, body: batch.xml };
    },

    async beneficiariesCsv(actor: Actor, batchId: string | undefined, language: Language): Promise<BatchFile> {
      const batch = await batchOf(actor, batchId, language);
      return { batchId: batch.id, messageId: batch.messageId, body: batch.csv };
    },

    /** A batch the bank never received (or all processing payments) back to the pending list; the payout is reversed. */
    resetPending(actor: Actor, batchId: string | undefined): Promise<{ moved: number }> {
      return deps.db.transaction(async (tx) => {
        const rows = await paymentsRepository(tx).lockProcessing(batchId);
        const moved = await moveMany(tx, actor, rows, 'resetPending', { reason: 'resetPending' });
        await postPayoutReturn(tx, moved, batchId ?? moved[0]?.id ?? actor.userId, actor.userId);
        await recordAudit(tx, actor, { action: 'payment.reset', targetId: batchId ?? null, details: { which: 'pending', moved: moved.length } });
        return { moved: moved.length };
      });
    },

    /** Transfers the bank failed for a temporary reason go back to the list (their money was returned when they failed). */
    resetFailed(actor: Actor): Promise<{ moved: number }> {
      return deps.db.transaction(async (tx) => {
        const rows = await paymentsRepository(tx).lockByStatus(['failedRetry']);
        const moved = await moveMany(tx, actor, rows, 'resetFailed', { reason: 'resetFailed' });
        await recordAudit(tx, actor, { action: 'payment.reset', targetId: null, details: { which: 'failed', moved: moved.length } });
        return { moved: moved.length };
      });
    },

    /**
     * Applies the bank's answer: each transfer it names moves on if its status allows (the others are ignored), all of
     * them locked first in id order, then moved together per outcome and reason; failures give the money back to the payable.
     */
    importBankAnswer(actor: Actor, xml: string): Promise<BankAnswerImport> {
      const answer = parseBankAnswer(xml);
      return deps.db.transaction(async (tx) => {
        const named = answer.outcomes.flatMap((outcome) => {
          const id = paymentIdOf(outcome.endToEndId);
          return id ? [{ ...outcome, id }] : [];
        });
        await paymentMachine.lockMany(tx, named.map((outcome) => outcome.id));
        const applied: BankAnswerImport['applied'] = [];
        for (const group of groupOutcomes(named)) {
          const action: PaymentAction = BANK_OUTCOME_ACTIONS[group.outcome];
          const { moved } = await transitionMany(tx, paymentMachine, actor, group.ids, action, {
            details: { reason: group.reason },
            act: async (steps) => {
              if (group.outcome !== 'sent' && group.outcome !== 'accredited') await postPayoutReturn(tx, steps.map((step) => step.row), steps[0]!.row.id, actor.userId);
            },
          });
          for (const step of moved) applied.push({ id: step.row.id, status: group.outcome, reason: group.reason });
        }
        const ignored = answer.outcomes.length - applied.length;
        await recordAudit(tx, actor, { action: 'payment.bankAnswer', targetId: null, details: { format: answer.format, applied: applied.length, ignored } });
        return { format: answer.format, applied, ignored };
      });
    },
  };
}
export type PaymentBatchesService = ReturnType<typeof paymentBatchesService>;
