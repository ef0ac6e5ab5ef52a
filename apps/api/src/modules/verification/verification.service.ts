import { awaitsProvider, KYC_WORKFLOW, type VerificationStatusAnswer, type VerificationTokenAnswer } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import { VerificationProviderError, type VerificationProvider, type VerificationSubject } from './verification.provider.ts';
import { verificationRepository, type VerificationState } from './verification.repository.ts';
import { applyProviderChange } from './kyc-machine.ts';
import type { WebhooksService } from './webhooks.service.ts';

export const subjectOf = (userId: string, state: VerificationState): VerificationSubject => ({ userId, applicantId: state.verification?.applicantId ?? null });

/** The signed-in hacker's own verification: every call reads and writes the caller's record only. */
export function verificationService(deps: { db: Database; provider: VerificationProvider; webhooks: WebhooksService; log?: (message: string) => void }) {
  const repository = verificationRepository(deps.db);

  async function load(actor: Actor): Promise<VerificationState> {
    const state = await repository.stateOf(actor.userId);
    if (!state) throw new AppError('NOT_FOUND');
    return state;
  }

  const answer = (state: VerificationState): VerificationStatusAnswer => ({ verificationStatus: state.kycStatus, provider: deps.provider.name });

  /**
   * While the status waits on the provider, ask it: a webhook may be late or lost. Reading back is
   * best effort; when the provider does not answer the stored status stands.
   */
  async function reconcile(actor: Actor, state: VerificationState): Promise<VerificationState> {
    if (!state.verification || state.verification.provider !== deps.provider.name || !awaitsProvider(state.kycStatus)) return state;
    let review;
    try {
      review = await deps.provider.readStatus(subjectOf(actor.userId, state));
    } catch (error) {
      if (!(error instanceof VerificationProviderError)) throw error;
      deps.log?.(error.message);
      return state;
    }
    if (!review || review.status === state.kycStatus) return state;
    const readAt = new Date();
    await deps.db.transaction(async (tx) => {
      const locked = verificationRepository(tx);
      const record = await locked.lockOwn(actor.userId);
      if (record) await applyProviderChange(tx, record, { ...review, at: readAt });
    });
    return load(actor);
  }

  return {
    async status(actor: Actor): Promise<VerificationStatusAnswer> {
      return answer(await reconcile(actor, await load(actor)));
    },

    /** A token for the widget, only while the hacker may (re)start: not started, init or retry. */
    async issueToken(actor: Actor): Promise<VerificationTokenAnswer> {
      const state = await load(actor);
      // Checked before the provider is called (nothing is written until it answers); the table decides.
      if (!KYC_WORKFLOW.can(actor.permissions, 'start', state.kycStatus)) throw new AppError(KYC_WORKFLOW.refusal('start'));
      // The provider first: if it fails, nothing of ours has changed.
      const token = await deps.provider.createAccessToken(subjectOf(actor.userId, state));
      const record = await repository.ensure(actor.userId, deps.provider.name);
      for (const delivery of deps.provider.deliveriesAfterToken?.({ userId: actor.userId, applicantId: record.applicantId }) ?? []) {
        await deps.webhooks.receive(delivery.rawBody, delivery.headers);
      }
      const after = await load(actor);
      return { ...answer(after), token: token.token, expiresAt: token.expiresAt.toISOString() };
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;
