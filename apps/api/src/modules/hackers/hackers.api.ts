/** What other modules may use of hackers (they never reach into the repository). */
import type { HacktivityRow, ListPage, PageQuery } from '@bb/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hackerPaymentSettings, users } from '../../db/schema/index.ts';
import { hackersRepository } from './hackers.repository.ts';
import { rankingRepository } from './ranking.ts';

export { rankingQueries, rankingRepository } from './ranking.ts';
export { assertCanReport } from './hackers.service.ts';

/** Whether the hacker's tax regime and bank account are set (a payment can go ahead). */
export async function hasPaymentSettings(executor: Executor, hackerId: string): Promise<boolean> {
  const facts = await hackersRepository(executor).readiness(hackerId);
  return Boolean(facts?.taxRegime && facts.iban);
}

/** What a payment needs of its hacker: name, identity check and today's tax and bank settings (private: the payments module only). */
export async function paymentProfile(executor: Executor, hackerId: string) {
  const [row] = await executor
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName, kycStatus: users.kycStatus, settings: hackerPaymentSettings })
    .from(users)
    .leftJoin(hackerPaymentSettings, eq(hackerPaymentSettings.userId, users.id))
    .where(eq(users.id, hackerId));
  return row ?? null;
}
export type PaymentProfile = NonNullable<Awaited<ReturnType<typeof paymentProfile>>>;

/**
 * What a hacker's profile shows of reports. Reports sit above hackers, so hackers declare what they need
 * and the reports module hands it over when the app is wired (`useReportFigures`).
 */
export interface HackerReportFigures {
  /** Accepted reports of a hacker on public programs only (a profile is public; a private program is not). */
  hackerHacktivity(hackerId: string, page: PageQuery): Promise<ListPage<HacktivityRow>>;
}

/** Called in the transaction that saved a hacker's tax or bank settings (payments waiting for them move on). */
export type PaymentSettingsListener = (tx: Executor, hackerId: string) => Promise<void>;

/** Changes to a hacker's score and report counters, in the transaction of the report decision. */
export interface HackerReportsDelta {
  points?: number;
  sent?: number;
  accepted?: number;
  closed?: number;
}

export async function recordHackerReports(tx: Executor, hackerId: string, delta: HackerReportsDelta): Promise<void> {
  await tx
    .update(users)
    .set({
      points: sql`${users.points} + ${delta.points ?? 0}`,
      reportsSent: sql`${users.reportsSent} + ${delta.sent ?? 0}`,
      reportsAccepted: sql`${users.reportsAccepted} + ${delta.accepted ?? 0}`,
      reportsClosed: sql`${users.reportsClosed} + ${delta.closed ?? 0}`,
    })
    .where(eq(users.id, hackerId));
}

/** A hacker's standing for their dashboard: points, reports accepted (rewarded or fixed) and closed, world rank (null unranked). */
export async function hackerStanding(executor: Executor, hackerId: string): Promise<{ points: number; accepted: number; closed: number; rank: number | null }> {
  const [[row], rank] = await Promise.all([
    executor.select({ points: users.points, accepted: users.reportsAccepted, closed: users.reportsClosed }).from(users).where(eq(users.id, hackerId)),
    rankingRepository(executor).positionOf(hackerId),
  ]);
  return { points: row?.points ?? 0, accepted: row?.accepted ?? 0, closed: row?.closed ?? 0, rank };
}
