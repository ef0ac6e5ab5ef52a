import {
  isProgramTransactionType,
  toCents,
  type AddBalanceInput,
  type CompanyBalance,
  type DepositDetails,
  type ListQuery,
  type TransactionType,
} from '@bb/domain';
import { and, eq } from 'drizzle-orm';
import type { PlatformIdentity } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ledgerPostings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { ONE_PAGE, pageWithCount, planBoundList, type ListReach } from '../../lib/list-query.ts';
import { Bindings } from '../../lib/prepared-statements.ts';
import { requireCompany, type Actor } from '../../plugins/actor.ts';
import { recordAudit } from '../audit/index.ts';
import { findCompany } from '../companies/companies.api.ts';
import {
  companyMoney,
  ledgerRepository,
  platformAccount,
  postTransaction,
  runIdempotent,
  wallet,
  type IdempotencyClaim,
  type WalletPostingRow,
} from '../ledger/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { COMPANY_TRANSACTION_LIST, TRANSACTION_LIST } from './banking-lists.ts';
import type { WalletProgramNames } from './banking.api.ts';
import { presentBalance, presentTransaction } from './banking.presenter.ts';

const LIST_KEYS = new Set(['page', 'size', 'sort', 'search']);
/** A count kept by the ledger's counters: exact at any size. */
const exact = async (count: Promise<number>) => ({ count: await count, countCapped: false });

const activeFilters = (query: ListQuery) => Object.keys(query).filter((key) => !LIST_KEYS.has(key) && query[key] !== undefined && query[key] !== '');

/** The company wallet: balance, bank details for a top-up, the statement, and the super admin's adjustment. */
export function walletService(deps: { db: Database; settings: SettingsReader; platform: PlatformIdentity; programNames: () => WalletProgramNames }) {
  const ledger = ledgerRepository(deps.db);

  /** A page of movements, each program's movement with its program's name (one lookup for the page). */
  async function presentPage(rows: WalletPostingRow[]) {
    const programIds = [...new Set(rows.flatMap((row) => (row.referenceId && isProgramTransactionType(row.type as TransactionType) ? [row.referenceId] : [])))];
    const names = programIds.length > 0 ? await deps.programNames().namesOf(programIds) : new Map<string, string | null>();
    return rows.map((row) => presentTransaction(row, names));
  }

  // Every wallet's postings, summed over all wallet rows (100,000 at scale, 10 to 50 ms): kept 5 s, single-flight.
  let allWallets: { count: Promise<number>; at: number } | null = null;
  const allWalletsCount = () => {
    if (!allWallets || Date.now() - allWallets.at > 5_000) {
      const count = ledger.walletPostingsCount();
      count.catch(() => (allWallets = null));
      allWallets = { count, at: Date.now() };
    }
    return allWallets.count;
  };

  return {
    async balance(actor: Actor): Promise<CompanyBalance> {
      return presentBalance(await companyMoney(deps.db, requireCompany(actor).id));
    },

    async depositDetails(actor: Actor): Promise<DepositDetails> {
      const company = await findCompany(deps.db, requireCompany(actor).id);
      if (!company) throw new AppError('NOT_FOUND');
      return {
        recipient: deps.platform.legalName,
        iban: deps.platform.iban,
        swift: deps.platform.swift,
        description: company.referenceCode,
        vatRatePercent: await deps.settings.get('VAT_RATE_PERCENT'),
        isItalianCompany: company.country === 'ITA',
      };
    },

    /** A company reads its own wallet; a super admin every wallet or one (`company=`). */
    async transactions(actor: Actor, query: ListQuery, reach: ListReach = ONE_PAGE) {
      // The request's values are placeholders: the statements are built once per shape (prepared-statements.ts).
      const bindings = new Bindings();
      if (actor.userType === 'superadmin') {
        const plan = planBoundList(query, TRANSACTION_LIST, bindings, { reach });
        const onlyCompany = activeFilters(query).every((key) => key === 'company');
        const { rows, ...counted } = await pageWithCount(
          plan.page,
          ledger.walletPostings(plan.where, plan, bindings.values),
          () =>
            onlyCompany
              ? exact(query.company ? ledger.walletPostingsCount(query.company) : allWalletsCount())
              : ledger.countWalletPostings(plan.where, bindings.values),
          false,
        );
        return { ...counted, results: await presentPage(rows) };
      }
      const companyId = requireCompany(actor).id;
      const plan = planBoundList(query, COMPANY_TRANSACTION_LIST, bindings, { reach });
      const where = and(eq(ledgerPostings.walletCompanyId, bindings.bind(companyId)), plan.where);
      const { rows, ...counted } = await pageWithCount(
        plan.page,
        ledger.walletPostings(where, plan, bindings.values),
        // Without filters the count is kept on the wallet row: no scan however long the history.
        () => (plan.where ? ledger.countWalletPostings(where, bindings.values) : exact(ledger.walletPostingsCount(companyId))),
        false,
      );
      return { ...counted, results: await presentPage(rows) };
    },

    /** Signed adjustment by a super admin; a decrease never takes the wallet below zero (BALANCE_LOW). */
    async addBalance(actor: Actor, companyId: string, input: AddBalanceInput, claim: IdempotencyClaim | null): Promise<CompanyBalance> {
      return runIdempotent(deps.db, claim, async (tx) => {
        const company = await findCompany(tx, companyId);
        if (!company) throw new AppError('NOT_FOUND');
        const cents = toCents(input.amount);
        await postTransaction(tx, {
          type: 'admin_adjustment',
          actorId: actor.userId,
          memo: cents > 0 ? 'increase' : 'decrease',
          legs: [
            { account: wallet(companyId), amountCents: cents },
            { account: platformAccount('platform_adjustments'), amountCents: -cents },
          ],
        });
        await recordAudit(tx, actor, {
          action: 'company.addBalance',
          targetId: companyId,
          details: { name: company.name, amount: input.amount },
        });
        return presentBalance(await companyMoney(tx, companyId));
      });
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
