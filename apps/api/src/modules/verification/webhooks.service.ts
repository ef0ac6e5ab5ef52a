import type { IncomingHttpHeaders } from 'node:http';
import { statusAfterEvent, type WebhookOutcome } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VerificationEvent, VerificationProvider } from './verification.provider.ts';
import { verificationRepository, type VerificationChange, type VerificationRecord } from './verification.repository.ts';

type Repository = ReturnType<typeof verificationRepository>;

const isStale = (record: VerificationRecord, change: VerificationChange) => Boolean(record.lastEventAt && change.at < record.lastEventAt);

/** Applies a change unless something newer was applied already (webhooks may arrive out of order). */
export async function applyIfNewer(repository: Repository, record: VerificationRecord, change: VerificationChange): Promise<'applied' | 'stale'> {
  if (isStale(record, change)) return 'stale';
  await repository.apply(record.userId, change);
  return 'applied';
}

function changeOf(event: VerificationEvent): VerificationChange | null {
  const status = statusAfterEvent(event);
  if (!status) return null;
  return {
    status,
    applicantId: event.applicantId,
    reviewAnswer: event.reviewAnswer,
    rejectType: event.rejectType,
    rejectLabels: event.rejectLabels,
    at: event.createdAt,
  };
}

/**
 * The one path every provider webhook takes, Sumsub's and the sandbox's: signature, then in one
 * transaction the hacker's record (locked), the order check, the replay check and the status change.
 * Only applied deliveries are recorded, so an ignored one changes nothing at all.
 */
export function webhooksService(deps: { db: Database; provider: VerificationProvider }) {
  return {
    async receive(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookOutcome> {
      const verified = deps.provider.verifyWebhook(rawBody, headers);
      if (!verified.ok) throw new AppError(verified.reason === 'malformed' ? 'BAD_REQUEST' : 'INVALID_SIGNATURE');
      const { event } = verified;
      const change = changeOf(event);
      if (!change) return 'ignored_type';
      return deps.db.transaction(async (tx) => {
        const repository = verificationRepository(tx);
        const record = await repository.lockForEvent(deps.provider.name, event.applicantId, event.externalUserId);
        if (!record) return 'unknown_applicant';
        if (isStale(record, change)) return 'stale';
        // Same digest, same delivery: a replay of what was applied (concurrent copies queue on the lock above).
        if (
          !(await repository.recordEvent({ provider: deps.provider.name, payloadDigest: event.digest, eventType: event.type, applicantId: event.applicantId }))
        )
          return 'duplicate';
        await repository.apply(record.userId, change);
        return 'applied';
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
