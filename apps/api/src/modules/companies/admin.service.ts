import { eq, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { ONE_PAGE, planBoundList, searchesWords, type ListReach, type ListSpec } from '../../lib/list-query.ts';
import { Bindings } from '../../lib/prepared-statements.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordAudit } from '../audit/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { companiesRepository } from './companies.repository.ts';
import { COMPANY_LIST, VERIFIED_COMPANY_LIST } from './company-lists.ts';

/** Super admin and staff views of companies, and approval. */
export function companyAdminService(deps: { db: Database }) {
  const repository = companiesRepository(deps.db);

  async function detail(id: string) {
    const company = await repository.withTeamFacts(id);
    if (!company) throw new AppError('NOT_FOUND');
    return { ...company, balanceCents: await walletBalance(deps.db, id) };
  }

  /**
   * A list whose statements are built once per shape (the query's values are placeholders); a search counted from its
   * page; an export's `reach` of rows uncounted.
   */
  function boundList(scope: SQL | undefined, query: ListQuery, spec: ListSpec, reach: ListReach) {
    const bindings = new Bindings();
    const searching = searchesWords(query);
    return repository.list(scope, planBoundList(query, spec, bindings, { oneMore: searching, reach }), bindings.values, searching);
  }

  return {
    list: (query: ListQuery, reach: ListReach = ONE_PAGE) => boundList(undefined, query, COMPANY_LIST, reach),

    listVerified: (query: ListQuery, reach: ListReach = ONE_PAGE) => boundList(eq(companies.isVerified, true), query, VERIFIED_COMPANY_LIST, reach),

    detail,

    /** Approves the company. Idempotent: verifying a verified company changes and records nothing. */
    async verify(actor: Actor, id: string) {
      await deps.db.transaction(async (tx) => {
        const company = await companiesRepository(tx).lock(id);
        if (!company) throw new AppError('NOT_FOUND');
        if (company.isVerified) return;
        await companiesRepository(tx).update(id, { isVerified: true });
        await recordAudit(tx, actor, {
          action: 'company.verify',
          targetId: id,
          details: { name: company.name, businessname: company.businessname },
        });
      });
      return detail(id);
    },
  };
}
export type CompanyAdminService = ReturnType<typeof companyAdminService>;
