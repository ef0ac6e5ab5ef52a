import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sandboxCompleteSchema, verificationStatusSchema, verificationTokenSchema, webhookAnswerSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { SandboxService } from './sandbox.service.ts';
import type { VerificationService } from './verification.service.ts';
import type { WebhooksService } from './webhooks.service.ts';

const HACKER = ['hacker'] as const;
const tags = ['verification'];
/** Sumsub's webhook bodies are a few KB. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The hacker's identity verification (KYC) and the provider's webhook. */
export function verificationRoutes(app: FastifyInstance, deps: { verification: VerificationService; webhooks: WebhooksService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/verification/status',
    {
      config: { auth: HACKER, permission: 'hacker.self' },
      schema: { tags, summary: "The caller's verification status and the provider whose widget to open", response: { 200: verificationStatusSchema } },
    },
    async (request) => deps.verification.status(requireActor(request)),
  );

  r.post(
    '/api/verification/sumsub/token',
    {
      config: { auth: HACKER, permission: 'hacker.self' },
      schema: {
        tags,
        summary: 'An access token for the verification widget (not started, init or retry only: INVALID_KYC_STATUS otherwise)',
        description:
          'The path names Sumsub; with the sandbox provider the token opens the sandbox panel instead (see `provider`). 502 VERIFICATION_PROVIDER_ERROR when the provider does not answer.',
        response: { 200: verificationTokenSchema },
      },
    },
    async (request) => deps.verification.issueToken(requireActor(request)),
  );

  // The digest covers the exact bytes sent: this scope keeps the raw body instead of parsing JSON.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/verification/webhook',
      {
        // Signed by the provider (X-Payload-Digest), not by a browser session.
        config: { auth: 'public', csrf: false },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags,
          summary: "The provider's applicant webhooks (Sumsub's format)",
          description:
            'Authenticated by X-Payload-Digest, the hex HMAC of the raw body with the webhook secret, and X-Payload-Digest-Alg (HMAC_SHA1_HEX, HMAC_SHA256_HEX or HMAC_SHA512_HEX): 401 INVALID_SIGNATURE otherwise, and nothing changes. A replayed delivery, an event older than the last one applied and an unknown applicant are acknowledged and change nothing.',
          response: { 200: webhookAnswerSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { received: true as const, outcome: await deps.webhooks.receive(body, request.headers) };
      },
    );
  });
}

/** Registered only when the sandbox is the provider (never in production): elsewhere the path is 404. */
export function sandboxRoutes(app: FastifyInstance, deps: { sandbox: SandboxService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/verification/sandbox/complete',
    {
      config: { auth: HACKER, permission: 'hacker.self' },
      schema: {
        tags,
        summary: 'Sandbox only: submit the verification and have it approved, sent back for a retry or rejected',
        description:
          'Sends the webhooks Sumsub would (applicantPending, applicantReviewed) through the webhook path. Needs a token first and a status of not started, init or retry (INVALID_KYC_STATUS otherwise).',
        body: sandboxCompleteSchema,
        response: { 200: verificationStatusSchema },
      },
    },
    async (request) => deps.sandbox.complete(requireActor(request), request.body.outcome),
  );
}
