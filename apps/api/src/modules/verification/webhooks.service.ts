import type { IncomingHttpHeaders } from 'node:http';
import { kycActionForEvent, statusAfterEvent, type WebhookOutcome } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VerificationEvent, VerificationProvider } from './verification.provider.ts';
import { applyProviderChange, isStale } from './kyc-machine.ts';
import { verificationRepository, type VerificationChange } from './verification.repository.ts';

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
 * transaction the hacker's record (locked), the order check, the replay check and the state table's
 * transition (status, event).
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
        return applyProviderChange(tx, record, change, kycActionForEvent(event));
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
