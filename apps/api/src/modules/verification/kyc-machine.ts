/** How a hacker's identity verification takes part in KYC_WORKFLOW (packages/domain verification/rules.ts) through `transition`. */
import { KYC_WORKFLOW, kycProviderActionTo, type KycAction, type KycStatus } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { transition, type StateMachine } from '../../lib/transition.ts';
import { SYSTEM_CALLER } from '../../plugins/actor.ts';
import { verificationRepository, type VerificationChange, type VerificationRecord } from './verification.repository.ts';

interface KycRow {
  userId: string;
  kycStatus: KycStatus;
}

export const kycMachine: StateMachine<KycRow, KycStatus, KycAction> = {
  workflow: KYC_WORKFLOW,
  lock: (tx, userId) => verificationRepository(tx).lockHacker(userId),
  // The platform (provider events) sees every hacker; a hacker only their own verification.
  canSee: (_tx, caller, row) => caller.userType === 'system' || caller.userId === row.userId,
  status: (row) => row.kycStatus,
  writeStatus: (tx, row, to) => verificationRepository(tx).setStatus(row.userId, to),
  event: (_tx, { row, from, to }, action) => ({
    type: `verification.${action}`,
    subject: { type: 'user', id: row.userId },
    companyId: null,
    payload: { from, to },
  }),
};

/** A provider event older than the last one applied: webhooks may arrive out of order. */
export const isStale = (record: VerificationRecord, change: VerificationChange) => Boolean(record.lastEventAt && change.at < record.lastEventAt);

/**
 * Applies the provider's change to the hacker's record (locked by the caller) unless something
 * newer was applied already: the verdict, then the status through the state table.
 */
export async function applyProviderChange(
  tx: Executor,
  record: VerificationRecord,
  change: VerificationChange,
  action: KycAction | null = kycProviderActionTo(change.status),
): Promise<'applied' | 'stale'> {
  if (isStale(record, change)) return 'stale';
  if (!action) throw new Error(`no provider action leads to ${change.status}`);
  await transition(tx, kycMachine, SYSTEM_CALLER, record.userId, action, async () => {
    const { status: _status, ...verdict } = change;
    await verificationRepository(tx).applyVerdict(record.userId, verdict);
  });
  return 'applied';
}
