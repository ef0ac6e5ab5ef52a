import { z } from 'zod';
import { KYC_STATUSES } from '../accounts/rules.ts';
import { SANDBOX_OUTCOMES, VERIFICATION_PROVIDERS } from './rules.ts';

/** GET /api/verification/status: the hacker's own status and which widget the web app mounts. */
export const verificationStatusSchema = z.object({
  verificationStatus: z.enum(KYC_STATUSES),
  provider: z.enum(VERIFICATION_PROVIDERS),
});
export type VerificationStatusAnswer = z.infer<typeof verificationStatusSchema>;

/** POST /api/verification/sumsub/token: an access token for the widget (Sumsub's WebSDK or the sandbox panel). */
export const verificationTokenSchema = verificationStatusSchema.extend({
  token: z.string(),
  /** When the token stops working; the widget asks for a new one then. */
  expiresAt: z.iso.datetime(),
});
export type VerificationTokenAnswer = z.infer<typeof verificationTokenSchema>;

/** POST /api/verification/sandbox/complete (sandbox provider only). */
export const sandboxCompleteSchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) });
export type SandboxCompleteData = z.infer<typeof sandboxCompleteSchema>;

export const WEBHOOK_OUTCOMES = ['applied', 'duplicate', 'stale', 'unknown_applicant', 'ignored_type'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** The webhook's answer: any 2xx tells the provider not to resend. */
export const webhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) });
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;
