import { KYC_WORKFLOW, type SandboxOutcome, type VerificationStatusAnswer } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import type { SandboxProvider } from './sandbox.provider.ts';
import { verificationRepository } from './verification.repository.ts';
import { subjectOf } from './verification.service.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** The sandbox widget's "submit": the developer picks the reviewer's answer. */
export function sandboxService(deps: { db: Database; sandbox: SandboxProvider; webhooks: WebhooksService }) {
  const repository = verificationRepository(deps.db);

  return {
    /** Sends applicantPending then applicantReviewed through the webhook path, as Sumsub would after a submission. */
    async complete(actor: Actor, outcome: SandboxOutcome): Promise<VerificationStatusAnswer> {
      const state = await repository.stateOf(actor.userId);
      if (!state) throw new AppError('NOT_FOUND');
      // Only a verification the hacker opened (a token was issued) and may still submit.
      if (state.verification?.provider !== 'sandbox' || !KYC_WORKFLOW.can(actor.permissions, 'start', state.kycStatus))
        throw new AppError(KYC_WORKFLOW.refusal('start'));
      for (const delivery of deps.sandbox.reviewDeliveries(subjectOf(actor.userId, state), outcome, state.verification.lastEventAt)) {
        await deps.webhooks.receive(delivery.rawBody, delivery.headers);
      }
      const after = await repository.stateOf(actor.userId);
      return { verificationStatus: after?.kycStatus ?? state.kycStatus, provider: 'sandbox' };
    },
  };
}

export type SandboxService = ReturnType<typeof sandboxService>;
