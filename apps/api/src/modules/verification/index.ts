import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { deriveKey } from '../../lib/crypto.ts';
import { sandboxProvider } from './sandbox.provider.ts';
import { sandboxService } from './sandbox.service.ts';
import { sumsubProvider } from './sumsub.provider.ts';
import { sandboxRoutes, verificationRoutes } from './verification.routes.ts';
import type { VerificationProvider } from './verification.provider.ts';
import { verificationService } from './verification.service.ts';
import { webhooksService } from './webhooks.service.ts';

/** The sandbox signs its webhooks with a key derived from the server secret: nothing to configure. */
export function sandboxWebhookSecret(sessionSecret: string): string {
  return deriveKey(sessionSecret, 'verification-sandbox-webhooks').toString('hex');
}

/** Identity verification (KYC): Sumsub, or the sandbox outside production (config.ts refuses it there). */
export function verificationModule(app: FastifyInstance, deps: { config: AppConfig; db: Database }) {
  const { verification: settings, sessionSecret } = deps.config;
  const wire = (provider: VerificationProvider) => {
    const webhooks = webhooksService({ db: deps.db, provider });
    const verification = verificationService({ db: deps.db, provider, webhooks, log: (message) => app.log.warn(message) });
    verificationRoutes(app, { verification, webhooks });
    return webhooks;
  };

  if (settings.provider === 'sumsub') {
    wire(sumsubProvider(settings.sumsub));
    return;
  }
  const sandbox = sandboxProvider({ webhookSecret: sandboxWebhookSecret(sessionSecret) });
  const webhooks = wire(sandbox);
  sandboxRoutes(app, { sandbox: sandboxService({ db: deps.db, sandbox, webhooks }) });
}
