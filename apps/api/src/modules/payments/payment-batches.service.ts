/**
 * The bank side of payouts (DECISIONS "Hacker payments"): approved payments wait in the pending beneficiary list;
 * creating a batch (a POST with an Idempotency-Key: a GET never changes anything) stores its SEPA pain.001 file and
 * beneficiaries CSV, moves the payments to processing and posts the payout; the files download again as made; the
 * bank's answer (pain.002 or camt.053) marks transfers sent, accredited or failed; resets put a lost batch or retryable
 * failures back in the list. A batch moves thousands of payments: every move goes through `transitionMany` (the
 * workflow table, locks in id order, set-based statuses, history, audit and events).
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
  type PaymentBatch,
  type PendingBeneficiaries,
} from '@bb/domain';
import type { PlatformIdentity } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { transitionMany } from '../../lib/transition.ts';
import type { Actor, Caller } from '../../plugins/actor.ts';
import { recordAudit } from '../audit/index.ts';
import { runIdempotent, type IdempotencyClaim } from '../ledger/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { buildBeneficiariesCsv, buildCreditTransferFile, parseBankAnswer, type BankAnswerOutcome } from './bank/index.ts';
import { postPayout, postPayoutReturnsByBatch } from './payment-ledger.ts';
import { paymentMachine, type PaymentActionDetails } from './payment-machine.ts';
import { presentPaymentBatch, presentPaymentIntent } from './payments.presenter.ts';
import { readTaxSettings } from './tax-settings.ts';
import { paymentsRepository, type BatchLine, type PaymentIntentRow } from './payments.repository.ts';

export interface PaymentBatchesDeps {
  db: Database;
  settings: SettingsReader;
  platform: PlatformIdentity;
}

type NamedOutcome = BankAnswerOutcome & { id: string };
interface OutcomeGroup {
  outcome: BankOutcome;
  reason: string | null;
  ids: string[];
}

/**
 * The transfers of a bank answer grouped by what happened to them (outcome and reason), in the answer's order; a
 * payment named twice (its end-to-end id in two spellings: the parser already kept one outcome per id) is taken once,
 * at its first mention.
 */
function groupOutcomes(outcomes: readonly NamedOutcome[]): OutcomeGroup[] {
  const groups = new Map<string, OutcomeGroup>();
  const seen = new Set<string>();
  for (const { id, outcome, reason } of outcomes) {
    if (seen.has(id)) continue;
    seen.add(id);
    const key = `${outcome} ${reason ?? ''}`;
    const group = groups.get(key) ?? { outcome, reason, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The bank did not pay: the payout is reversed (the money is owed to the hacker again). */
const returnsMoney = (outcome: BankOutcome) => outcome !== 'sent' && outcome !== 'accredited';

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

/** Every payment of `ids` the table lets `action` move, moved together (transitionMany); answers the rows it moved, as they were. */
async function moveMany(tx: Executor, caller: Caller, ids: readonly string[], action: PaymentAction, details: Partial<PaymentActionDetails>) {
  const { moved } = await transitionMany(tx, paymentMachine, caller, ids, action, { details });
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
        inpsHackerCents: view.intent.inpsHackerCents ?? 0,
        stampDutyCents: view.intent.stampDutyCents ?? 0,
        dueAt: view.intent.dueAt,
      })),
      language,
    );
    return { xml, csv };
  }

  /** The batch of exactly these payments: its files rendered and stored, its payout posted. */
  async function storeBatch(tx: Executor, actor: Actor, rows: readonly PaymentIntentRow[], language: Language) {
    const payments = paymentsRepository(tx);
    const now = clock.now();
    const messageId = newMessageId(now);
    // The files need only the intents (already read) and each one's hacker and report: not their whole views.
    const views = await payments.batchLines(rows);
    const { xml, csv } = await render(views, messageId, now, language);
    const totalCents = views.reduce((sum, view) => sum + (view.intent.transferCents ?? view.intent.grossCents), 0);
    const batch = await payments.insertBatch({ messageId, count: rows.length, totalCents, xml, csv, createdBy: actor.userId, createdAt: now });
    await postPayout(tx, rows, batch.id, actor.userId);
    await recordAudit(tx, actor, { action: 'payment.batch', targetId: batch.id, details: { messageId, count: rows.length, total: fromCents(totalCents) } });
    return batch;
  }

  /** A stored batch's file; nothing changes. */
  async function storedBatch(batchId: string) {
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
      const tax = await readTaxSettings(deps.settings);
      const batches = await payments.recentBatches(10);
      return {
        count: waiting.count,
        total: fromCents(waiting.totalCents),
        results: views.map((view) => presentPaymentIntent(view, actor, tax)),
        processing: counts.processing ?? 0,
        failedRetry: counts.failedRetry ?? 0,
        batches: batches.map(presentPaymentBatch),
      };
    },

    /**
     * A new batch of every payment in the pending list, in one transaction: the files stored as they will download, the
     * payments to processing (transitionMany), the payout posted. PAYMENT_BATCH_EMPTY when none waits (or none may move);
     * a repeated Idempotency-Key answers the first batch again.
     */
    createBatch(actor: Actor, language: Language, claim: IdempotencyClaim | null): Promise<PaymentBatch> {
      return runIdempotent(deps.db, claim, async (tx) => {
        // Read without a lock: transitionMany locks them and checks each again (one a concurrent batch took is refused).
        const waiting = await paymentsRepository(tx).idsByStatus(PENDING_BENEFICIARY_STATUSES);
        // The batch is made of the payments the table moves, inside the move: their status then carries its id.
        const made: { batch?: Awaited<ReturnType<typeof storeBatch>> } = {};
        await transitionMany(tx, paymentMachine, actor, waiting, 'export', {
          details: { reason: null },
          act: async (steps) => {
            const rows = steps.map((step) => step.row);
            made.batch = await storeBatch(tx, actor, rows, language);
            return { batchId: made.batch.id };
          },
        });
        if (!made.batch) throw new AppError('PAYMENT_BATCH_EMPTY');
        return presentPaymentBatch(made.batch);
      });
    },

    /** The SEPA file of a batch, as it was made. */
    async sepaFile(batchId: string): Promise<BatchFile> {
      const batch = await storedBatch(batchId);
      return { batchId: batch.id, messageId: batch.messageId, body: batch.xml };
    },

    /** The beneficiaries CSV of a batch, as it was made. */
    async beneficiariesCsv(batchId: string): Promise<BatchFile> {
      const batch = await storedBatch(batchId);
      return { batchId: batch.id, messageId: batch.messageId, body: batch.csv };
    },

    /** A batch the bank never received (or all processing payments) back to the pending list; each batch's payout is reversed. */
    resetPending(actor: Actor, batchId: string | undefined): Promise<{ moved: number }> {
      return deps.db.transaction(async (tx) => {
        const ids = await paymentsRepository(tx).processingIds(batchId);
        const moved = await moveMany(tx, actor, ids, 'resetPending', { reason: 'resetPending' });
        await postPayoutReturnsByBatch(tx, moved, actor.userId);
        await recordAudit(tx, actor, { action: 'payment.reset', targetId: batchId ?? null, details: { which: 'pending', moved: moved.length } });
        return { moved: moved.length };
      });
    },

    /** Transfers the bank failed for a temporary reason go back to the list (their money was returned when they failed). */
    resetFailed(actor: Actor): Promise<{ moved: number }> {
      return deps.db.transaction(async (tx) => {
        const ids = await paymentsRepository(tx).idsByStatus(['failedRetry']);
        const moved = await moveMany(tx, actor, ids, 'resetFailed', { reason: 'resetFailed' });
        await recordAudit(tx, actor, { action: 'payment.reset', targetId: null, details: { which: 'failed', moved: moved.length } });
        return { moved: moved.length };
      });
    },

    /**
     * Applies the bank's answer: each transfer it names moves on if its status allows (the others are ignored), all of
     * them locked in id order, moved together per outcome and reason; failures give the money back to the payable.
     */
    importBankAnswer(actor: Actor, xml: string): Promise<BankAnswerImport> {
      const answer = parseBankAnswer(xml);
      return deps.db.transaction(async (tx) => {
        const named = answer.outcomes.flatMap((outcome): NamedOutcome[] => {
          const id = paymentIdOf(outcome.endToEndId);
          return id ? [{ ...outcome, id }] : [];
        });
        const groups = groupOutcomes(named);
        // Several outcomes move in several steps: all their payments are locked first, so that no import holds some
        // and waits for others (one outcome's move locks its payments in id order itself).
        if (groups.length > 1) await paymentsRepository(tx).lockIds(named.map((outcome) => outcome.id));
        const applied: BankAnswerImport['applied'] = [];
        for (const group of groups) {
          const { moved } = await transitionMany(tx, paymentMachine, actor, group.ids, BANK_OUTCOME_ACTIONS[group.outcome], {
            details: { reason: group.reason },
            act: async (steps) => {
              const rows = steps.map((step) => step.row);
              if (returnsMoney(group.outcome)) await postPayoutReturnsByBatch(tx, rows, actor.userId);
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
