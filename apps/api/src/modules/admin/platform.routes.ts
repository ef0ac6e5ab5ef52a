import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GOVERNED_FEATURES, platformInfoSchema } from '@bb/domain';
import type { SettingsReader } from '../settings/index.ts';

/** What every screen may need of the platform's settings, signed in or not: the support address and the switched-off features. */
export function platformRoutes(app: FastifyInstance, deps: { settings: SettingsReader }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/platform',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'The support address (SUPPORT_EMAIL) and the features FEATURE_DISABLED switches off while it is on',
        response: { 200: platformInfoSchema },
      },
    },
    async () => ({
      supportEmail: await deps.settings.get('SUPPORT_EMAIL'),
      disabledFeatures: (await deps.settings.get('FEATURE_DISABLED')) ? [...GOVERNED_FEATURES] : [],
    }),
  );
}
