import { findReferenceCode, fromCents, splitGross, toCents, type Deposit, type ListQuery, type RecordTransferInput, type StatementImport } from '@bb/domain';
import type { PlatformIdentity } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { ONE_PAGE, planList, type ListReach } from '../../lib/list-query.ts';
import { transition } from '../../lib/transition.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordAudit } from '../audit/index.ts';
import { findCompany } from '../companies/companies.api.ts';
import { recordEvent, recordEvents } from '../events/index.ts';
import { isFirstDeposit, platformAccount, postTransaction, runIdempotent, wallet, type IdempotencyClaim } from '../ledger/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { COMPANY_DEPOSIT_LIST, DEPOSIT_LIST } from './banking-lists.ts';
import { presentDeposit } from './banking.presenter.ts';
import { depositMachine } from './deposit-machine.ts';
import { canSeeDeposit, depositsVisibleTo } from './deposits.policy.ts';
import { issueInvoice } from './invoicing.ts';
import type { SdiChannel } from './sdi-channel.ts';
import { parseCamt053 } from './statements/camt053.ts';
import { transfersRepository } from './transfers.repository.ts';

export interface TransfersDeps {
  db: Database;
  settings: SettingsReader;
  platform: PlatformIdentity;
  sdi: SdiChannel;
  /** Called in the transaction that accredits a company's first deposit (DECISIONS "Referral"). */
  onFirstDeposit?: () => readonly FirstDepositListener[];
}

export type FirstDepositListener = (tx: Executor, companyId: string, actorId: string) => Promise<void>;

/** Incoming bank transfers: recorded or imported by a super admin, approved into a wallet, then invoiced. */
export function transfersService(deps: TransfersDeps) {
  const transfers = transfersRepository(deps.db);

  async function present(executor: Executor, actor: Actor, id: string): Promise<Deposit> {
    const record = await transfersRepository(executor).findById(id);
    if (!record || !canSeeDeposit(actor, record)) throw new AppError('NOT_FOUND');
    return presentDeposit(record, actor.permissions);
  }

  return {
    /**
     * What the caller may see (deposits.policy.ts): a company its accredited deposits with their invoices, a super admin
     * every transfer; an export reads its `reach` of rows, uncounted.
     */
    async list(actor: Actor, query: ListQuery, reach: ListReach = ONE_PAGE) {
      const spec = actor.userType === 'superadmin' ? DEPOSIT_LIST : COMPANY_DEPOSIT_LIST;
      const { count, rows } = await transfers.list(depositsVisibleTo(actor), planList(query, spec, reach));
      return { count, results: rows.map((row) => presentDeposit(row, actor.permissions)) };
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
        await recordEvent(
          tx,
          actor,
          { type: 'deposit.record', subject: { type: 'deposit', id: created.id }, companyId, payload: { amountCents: created.amountCents, source: 'manual' } },
          { audit: [{ action: 'deposit.record', targetId: created.id, details: { amount: input.amount, payerName: input.payerName } }] },
        );
        return present(tx, actor, created.id);
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
            targetId: null,
            details: { created: created.length, duplicates: credits.length - created.length, ignored },
          });
        await recordEvents(
          tx,
          actor,
          created.map((row) => ({
            type: 'deposit.record' as const,
            subject: { type: 'deposit' as const, id: row.id },
            companyId: row.companyId,
            payload: { amountCents: row.amountCents, source: 'camt053' },
          })),
        );
        const results = await repository.findByIds(created.map((row) => row.id));
        return {
          created: created.length,
          duplicates: credits.length - created.length,
          ignored,
          results: results.map((row) => presentDeposit(row, actor.permissions)),
        };
      });
    },

    /**
     * Accredits the transfer to the chosen company: the wallet receives the amount net of VAT
     * (the whole amount when exempt), and the invoice is generated in the same transaction.
     */
    async approve(actor: Actor, id: string, input: { companyId: string; vatExempt: boolean }, claim: IdempotencyClaim | null): Promise<Deposit> {
      return runIdempotent(deps.db, claim, async (tx) => {
        await transition(tx, depositMachine, actor, id, 'approve', async ({ row: transfer }) => {
          const company = await findCompany(tx, input.companyId);
          if (!company) throw fieldError('companyId', 'validation.banking.companyNotFound');
          const vatRatePercent = await deps.settings.get('VAT_RATE_PERCENT', tx);
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
          if (await isFirstDeposit(tx, company.id)) for (const listener of deps.onFirstDeposit?.() ?? []) await listener(tx, company.id, actor.userId);
          await issueInvoice(tx, deps.platform, transfer, company, {
            taxableCents: split.net,
            vatCents: split.vat,
            vatRatePercent,
            vatExempt: input.vatExempt,
          });
          await transfersRepository(tx).update(id, {
            companyId: company.id,
            vatExempt: input.vatExempt,
            creditedCents: split.net,
            vatCents: split.vat,
            ledgerTransactionId: posted.id,
            decidedBy: actor.userId,
            decidedAt: new Date(),
          });
          return { company: company.name, credited: fromCents(split.net), vatExempt: input.vatExempt };
        });
        return present(tx, actor, id);
      });
    },

    skip: (actor: Actor, id: string) =>
      deps.db.transaction(async (tx) => {
        await transition(tx, depositMachine, actor, id, 'skip', async () => {
          await transfersRepository(tx).update(id, { decidedBy: actor.userId, decidedAt: new Date() });
        });
        return present(tx, actor, id);
      }),

    sendInvoice: (actor: Actor, id: string) =>
      deps.db.transaction(async (tx) => {
        await transition(tx, depositMachine, actor, id, 'sendInvoice', async () => {
          const repository = transfersRepository(tx);
          const invoice = await repository.invoiceOf(id);
          if (!invoice) throw new AppError('INVALID_INVOICE_STATUS');
          const { submissionId } = await deps.sdi.submit({ fileName: invoice.fileName, xml: invoice.xml });
          await repository.markInvoiceSent(invoice.id, submissionId);
          return { invoice: invoice.number, channel: deps.sdi.name };
        });
        return present(tx, actor, id);
      }),

    skipInvoice: (actor: Actor, id: string) =>
      deps.db.transaction(async (tx) => {
        await transition(tx, depositMachine, actor, id, 'skipInvoice');
        return present(tx, actor, id);
      }),

    /** The invoice document: the company it was issued to, or a super admin. Anything else is a 404. */
    async invoiceXml(actor: Actor, id: string): Promise<{ fileName: string; xml: string }> {
      const [invoice, deposit] = await Promise.all([transfers.invoiceOf(id), transfers.findById(id)]);
      if (!invoice || !deposit || !canSeeDeposit(actor, deposit)) throw new AppError('NOT_FOUND');
      return { fileName: invoice.fileName, xml: invoice.xml };
    },
  };
}
export type TransfersService = ReturnType<typeof transfersService>;
