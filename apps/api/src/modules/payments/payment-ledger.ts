/**
 * A payment's money (DECISIONS "Hacker payments", ledger): the reward already sits in the hacker's
 * payable. Confirming under the ordinary VAT regime adds the VAT (the platform's input VAT); the
 * payout splits the payable into tax withheld, the hacker's INPS share and the bank transfer, and the
 * platform adds its own INPS share as the client; a failed transfer reverses the payout; a skipped
 * payment gives the money back to the company (the platform, for a bonus).
 */
import type { Executor } from '../../db/client.ts';
import { hackerPayable, platformAccount, postTransaction, wallet, type Leg } from '../ledger/index.ts';
import type { PaymentIntentRow } from './payments.repository.ts';

type Money = Pick<
  PaymentIntentRow,
  'id' | 'hackerId' | 'companyId' | 'grossCents' | 'vatCents' | 'withholdingCents' | 'transferCents' | 'inpsHackerCents' | 'inpsPlatformCents'
>;

const owed = (row: Money) => row.grossCents + (row.vatCents ?? 0);

export async function postConfirmedVat(tx: Executor, row: Money, vatCents: number, actorId: string | null): Promise<void> {
  if (vatCents === 0) return;
  await postTransaction(tx, {
    type: 'payment_vat',
    referenceId: row.id,
    actorId,
    legs: [
      { account: platformAccount('vat_payable'), amountCents: -vatCents },
      { account: hackerPayable(row.hackerId), amountCents: vatCents },
    ],
  });
}

/**
 * The payout legs of some payments, merged per account (one ledger transaction per bank batch): the payable becomes the
 * withholding, the hacker's INPS third and the transfer; the platform's two thirds come from its own account, and both
 * shares are owed to INPS.
 */
export function payoutLegs(rows: readonly Money[], sign: 1 | -1 = 1): Leg[] {
  return rows.flatMap((row) => {
    const inpsHacker = row.inpsHackerCents ?? 0;
    const inpsPlatform = row.inpsPlatformCents ?? 0;
    return [
      { account: hackerPayable(row.hackerId), amountCents: -sign * owed(row) },
      { account: platformAccount('tax_withheld'), amountCents: sign * (row.withholdingCents ?? 0) },
      { account: platformAccount('inps_payable'), amountCents: sign * (inpsHacker + inpsPlatform) },
      { account: platformAccount('platform_adjustments'), amountCents: -sign * inpsPlatform },
      { account: platformAccount('bank_clearing'), amountCents: sign * (row.transferCents ?? owed(row)) },
    ];
  });
}

/** The money leaves: payables become tax withheld and the bank transfer. */
export async function postPayout(tx: Executor, rows: readonly Money[], referenceId: string, actorId: string | null): Promise<void> {
  if (rows.length === 0) return;
  await postTransaction(tx, { type: 'payment_payout', referenceId, actorId, legs: payoutLegs(rows) });
}

/** The bank did not pay (or the batch never reached it): the money is owed to the hackers again. */
export async function postPayoutReturn(tx: Executor, rows: readonly Money[], referenceId: string, actorId: string | null): Promise<void> {
  if (rows.length === 0) return;
  await postTransaction(tx, { type: 'payment_return', referenceId, actorId, legs: payoutLegs(rows, -1) });
}

/**
 * Returns of payments of several batches (a reset of every processing payment, a bank answer): one `payment_return` per
 * batch, referencing it as its payout does, so each batch's payout and returns read together.
 */
export async function postPayoutReturnsByBatch(
  tx: Executor,
  rows: readonly (Money & Pick<PaymentIntentRow, 'batchId'>)[],
  actorId: string | null,
): Promise<void> {
  const byBatch = new Map<string, Money[]>();
  for (const row of rows) {
    // Every payment the bank holds came in a batch; a payment without one is reversed under its own id.
    const key = row.batchId ?? row.id;
    const group = byBatch.get(key);
    if (group) group.push(row);
    else byBatch.set(key, [row]);
  }
  for (const [referenceId, group] of byBatch) await postPayoutReturn(tx, group, referenceId, actorId);
}

/** Closed with no transfer: the gross goes back to the company's wallet (the platform's, for a bonus), the VAT back to VAT. */
export async function postSkipRefund(tx: Executor, row: Money, actorId: string | null): Promise<void> {
  const vat = row.vatCents ?? 0;
  const legs: Leg[] = [
    { account: hackerPayable(row.hackerId), amountCents: -owed(row) },
    { account: row.companyId ? wallet(row.companyId) : platformAccount('platform_adjustments'), amountCents: row.grossCents },
  ];
  if (vat) legs.push({ account: platformAccount('vat_payable'), amountCents: vat });
  await postTransaction(tx, { type: 'reward_refund', referenceId: row.id, actorId, legs });
}
