/**
 * Who may see a payment, written once: `canSeePayment` for one record (the detail, the receipt, the
 * documents, every transition) and `paymentsVisibleTo` for the SQL of lists, counts and summaries,
 * so a list, its count and a detail cannot disagree. The hacker a payment pays, and super admins, see
 * it; nobody else knows it exists (a 404).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { paymentIntents } from '../../db/schema/index.ts';
import { inline, type Bind } from '../../lib/prepared-statements.ts';
import type { Caller } from '../../plugins/actor.ts';

type Reader = Pick<Caller, 'userId' | 'userType'>;

export function canSeePayment(caller: Reader, row: { hackerId: string }): boolean {
  switch (caller.userType) {
    case 'superadmin':
    case 'system':
      return true;
    case 'hacker':
      return caller.userId === row.hackerId;
    case 'staff':
    case 'company':
      return false;
  }
}

/** The SQL condition of `canSeePayment` over payment_intents, for lists, counts and summaries (undefined: every payment). */
export function paymentsVisibleTo(caller: Reader, bind: Bind = inline): SQL | undefined {
  switch (caller.userType) {
    case 'superadmin':
    case 'system':
      return undefined;
    case 'hacker':
      return caller.userId === null ? sql`false` : eq(paymentIntents.hackerId, bind(caller.userId));
    case 'staff':
    case 'company':
      return sql`false`;
  }
}
