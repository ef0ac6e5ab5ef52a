import {
  depositActionAllowed,
  findReferenceCode,
  splitGross,
  toCents,
  type Deposit,
  type DepositAction,
  type ListQuery,
  type RecordTransferInput,
  type StatementImport,
} from '@bb/domain';
import { and, eq } from 'drizzle-orm';
import type { PlatformIdentity } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { companyTransfers } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { planList } from '../../lib/list-query.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordAudit } from '../audit/audit.recorder.ts';
import { ownCompany } from '../companies/companies.policy.ts';
import { companiesRepository } from '../companies/companies.repository.ts';
import { platformAccount, postTransaction, runIdempotent, wallet, type IdempotencyClaim } from '../ledger/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { COMPANY_DEPOSIT_LIST, DEPOSIT_LIST } from './banking-lists.ts';
import { presentDeposit } from './banking.presenter.ts';
import { issueInvoice } from './invoicing.ts';
import type { SdiChannel } from './sdi-channel.ts';
import { parseCamt053 } from './statements/camt053.ts';
import { transfersRepository, type TransferRow } from './transfers.repository.ts';

export interface TransfersDeps {
  db: Database;
  settings: SettingsReader;
  platform: PlatformIdentity;
  sdi: SdiChannel;
}

const INVOICE_ACTIONS: readonly DepositAction[] = ['sendInvoice', 'skipInvoice'];

/** Incoming bank transfers: recorded or imported by a super admin, approved into a wallet, then invoiced. */
export function transfersService(deps: TransfersDeps) {
  const transfers = transfersRepository(deps.db);

  async function present(executor: Executor, id: string): Promise<Deposit> {
    const record = await transfersRepository(executor).findById(id);
    if (!record) throw new AppError('NOT_FOUND');
    return presentDeposit(record);
  }

  /** Locks the transfer and checks the action is allowed in its current state. */
  async function lockFor(tx: Executor, id: string, action: DepositAction): Promise<TransferRow> {
    const transfer = await transfersRepository(tx).lock(id);
    if (!transfer) throw new AppError('NOT_FOUND');
    if (!depositActionAllowed(action, transfer)) throw new AppError(INVOICE_ACTIONS.includes(action) ? 'INVALID_INVOICE_STATUS' : 'INVALID_DEPOSIT_STATUS');
    return transfer;
  }

  async function decide(
    actor: Actor,
    id: string,
    action: DepositAction,
    change: (tx: Executor, transfer: TransferRow) => Promise<Record<string, unknown>>,
  ): Promise<Deposit> {
    return deps.db.transaction(async (tx) => {
      const transfer = await lockFor(tx, id, action);
      const details = await change(tx, transfer);
      await recordAudit(tx, actor, {
        action: `deposit.${action}`,
        targetType: 'deposit',
        targetId: id,
        details: { amount: transfer.amountCents / 100, ...details },
      });
      return present(tx, id);
    });
  }

  return {
    /** A company sees its accredited deposits (with their invoices); a super admin every transfer. */
    async list(actor: Actor, query: ListQuery) {
      if (actor.userType === 'superadmin') {
        const { count, rows } = await transfers.list(undefined, planList(query, DEPOSIT_LIST));
        return { count, results: rows.map(presentDeposit) };
      }
      const scope = and(eq(companyTransfers.companyId, ownCompany(actor).companyId), eq(companyTransfers.accreditationStatus, 'accredited'));
      const { count, rows } = await transfers.list(scope, planList(query, COMPANY_DEPOSIT_LIST));
      return { count, results: rows.map(presentDeposit) };
    },

    /** A transfer recorded by hand; the reference code in its description pre-selects the company. */
    async record(actor: Actor, input: RecordTransferInput & { description: string }): Promise<Deposit> {
      return deps.db.transaction(async (tx) => {
        const repository = transfersRepository(tx);
        const code = findReferenceCode(input.description);
        const companyId = code ? ((await repository.companiesByReference([code])).get(code) ?? null) : null;
        const created = await repository.insert({
          amountCents: toCents(input.amount),
          valueDate: input.date,
          payerName: input.payerName,
          description: input.description,
          additionalInfo: input.additionalInfo ?? null,
          source: 'manual',
          companyId,
          createdBy: actor.userId,
        });
        await recordAudit(tx, actor, {
          action: 'deposit.record',
          targetType: 'deposit',
          targetId: created.id,
          details: { amount: input.amount, payerName: input.payerName },
        });
        return present(tx, created.id);
      });
    },

    /** Creates a pending deposit per incoming credit of a camt.053 statement; entries seen before are skipped. */
    async importStatement(actor: Actor, xml: string): Promise<StatementImport> {
      const { credits, ignored } = parseCamt053(xml);
      return deps.db.transaction(async (tx) => {
        const repository = transfersRepository(tx);
        const codes = new Map(credits.map((credit) => [credit, findReferenceCode(credit.description)]));
        const companies = await repository.companiesByReference([...new Set([...codes.values()].filter((code): code is string => code !== null))]);
        const created = await repository.insertNew(
          credits.map((credit) => {
            const code = codes.get(credit);
            return {
              amountCents: credit.amountCents,
              valueDate: credit.valueDate,
              payerName: credit.payerName,
              description: credit.description,
              source: 'camt053' as const,
              bankReference: credit.bankReference,
              companyId: code ? (companies.get(code) ?? null) : null,
              createdBy: actor.userId,
            };
          }),
        );
        if (created.length)
          await recordAudit(tx, actor, {
            action: 'deposit.import',
            targetType: 'deposit',
            targetId: null,
            details: { created: created.length, duplicates: credits.length - created.length, ignored },
          });
        const results = await repository.findByIds(created.map((row) => row.id));
        return { created: created.length, duplicates: credits.length - created.length, ignored, results: results.map(presentDeposit) };
      });
    },

    /**
     * Accredits the transfer to the chosen company: the wallet receives the amount net of VAT
     * (the whole amount when exempt), and the invoice is generated in the same transaction.
     */
    async approve(actor: Actor, id: string, input: { companyId: string; vatExempt: boolean }, claim: IdempotencyClaim | null): Promise<Deposit> {
      return runIdempotent(deps.db, claim, async (tx) => {
        const transfer = await lockFor(tx, id, 'approve');
        const company = await companiesRepository(tx).findById(input.companyId);
        if (!company) throw fieldError('companyId', 'validation.banking.companyNotFound');
        const vatRatePercent = await deps.settings.get('VAT_RATE_PERCENT');
        const split = input.vatExempt ? { net: transfer.amountCents, vat: 0 } : splitGross(transfer.amountCents, vatRatePercent);
        const posted = await postTransaction(tx, {
          type: 'deposit',
          referenceId: transfer.id,
          actorId: actor.userId,
          legs: [
            { account: platformAccount('bank_clearing'), amountCents: -transfer.amountCents },
            { account: wallet(company.id), amountCents: split.net },
            { account: platformAccount('vat_payable'), amountCents: split.vat },
          ],
        });
        await issueInvoice(tx, deps.platform, transfer, company, { taxableCents: split.net, vatCents: split.vat, vatRatePercent, vatExempt: input.vatExempt });
        await transfersRepository(tx).update(id, {
          accreditationStatus: 'accredited',
          invoiceStatus: 'generated',
          companyId: company.id,
          vatExempt: input.vatExempt,
          creditedCents: split.net,
          vatCents: split.vat,
          ledgerTransactionId: posted.id,
          decidedBy: actor.userId,
          decidedAt: new Date(),
        });
        await recordAudit(tx, actor, {
          action: 'deposit.approve',
          targetType: 'deposit',
          targetId: id,
          details: { company: company.name, amount: transfer.amountCents / 100, credited: split.net / 100, vatExempt: input.vatExempt },
        });
        return present(tx, id);
      });
    },

    skip: (actor: Actor, id: string) =>
      decide(actor, id, 'skip', async (tx) => {
        await transfersRepository(tx).update(id, { accreditationStatus: 'skipped', decidedBy: actor.userId, decidedAt: new Date() });
        return {};
      }),

    sendInvoice: (actor: Actor, id: string) =>
      decide(actor, id, 'sendInvoice', async (tx) => {
        const repository = transfersRepository(tx);
        const invoice = await repository.invoiceOf(id);
        if (!invoice) throw new AppError('INVALID_INVOICE_STATUS');
        const { submissionId } = await deps.sdi.submit({ fileName: invoice.fileName, xml: invoice.xml });
        await repository.markInvoiceSent(invoice.id, submissionId);
        await repository.update(id, { invoiceStatus: 'sent' });
        return { invoice: invoice.number, channel: deps.sdi.name, submissionId };
      }),

    skipInvoice: (actor: Actor, id: string) =>
      decide(actor, id, 'skipInvoice', async (tx) => {
        await transfersRepository(tx).update(id, { invoiceStatus: 'skipped' });
        return {};
      }),

    /** The invoice document: the company it was issued to, or a super admin. Anything else is a 404. */
    async invoiceXml(actor: Actor, id: string): Promise<{ fileName: string; xml: string }> {
      const invoice = await transfers.invoiceOf(id);
      const allowed =
        actor.userType === 'superadmin' || (invoice !== null && actor.userType === 'company' && ownCompany(actor).companyId === invoice.companyId);
      if (!invoice || !allowed) throw new AppError('NOT_FOUND');
      return { fileName: invoice.fileName, xml: invoice.xml };
    },
  };
}
export type TransfersService = ReturnType<typeof transfersService>;
