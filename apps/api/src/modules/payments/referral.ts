/**
 * DECISIONS "Referral": when a referred company's first deposit is accredited, whoever referred it
 * earns 1,000 euro once: a payment intent for a hacker, a wallet credit for a company user's company.
 * Called in the transaction of the accreditation.
 */
import { PAYMENT_RULES, toCents } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { Caller } from '../../plugins/actor.ts';
import { platformAccount, postTransaction, hackerPayable, wallet } from '../ledger/index.ts';
import { openIntent } from './payments.api.ts';
import { paymentsRepository } from './payments.repository.ts';

const DAY_MS = 24 * 3600_000;

export async function awardReferral(tx: Executor, caller: Caller, referredCompanyId: string): Promise<void> {
  const payments = paymentsRepository(tx);
  const referrer = await payments.referrerOf(referredCompanyId);
  if (!referrer) return;
  const bonusCents = toCents(PAYMENT_RULES.referralBonus);
  const from = platformAccount('platform_adjustments');
  if (referrer.userType === 'hacker') {
    if (await payments.hasReferralIntent(referredCompanyId)) return;
    const id = await openIntent(tx, caller, {
      kind: 'referral',
      referredCompanyId,
      hackerId: referrer.userId,
      grossCents: bonusCents,
      dueAt: new Date(clock.now().getTime() + PAYMENT_RULES.referralDueDays * DAY_MS),
    });
    await postTransaction(tx, {
      type: 'referral_bonus',
      referenceId: id,
      actorId: caller.userId,
      legs: [
        { account: from, amountCents: -bonusCents },
        { account: hackerPayable(referrer.userId), amountCents: bonusCents },
      ],
    });
    return;
  }
  if (referrer.companyId && referrer.companyId !== referredCompanyId) {
    await postTransaction(tx, {
      type: 'referral_bonus',
      referenceId: referredCompanyId,
      actorId: caller.userId,
      memo: 'referral',
      legs: [
        { account: from, amountCents: -bonusCents },
        { account: wallet(referrer.companyId), amountCents: bonusCents },
      ],
    });
  }
}
