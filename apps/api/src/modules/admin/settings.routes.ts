import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { platformSettingsPatchSchema, platformSettingsSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { SettingsAdminService } from './settings.service.ts';

const tags = ['admin'];
const superadmin = ['superadmin'] as const;

export function settingsRoutes(app: FastifyInstance, deps: { settings: SettingsAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/settings',
    {
      config: { auth: superadmin, permission: 'settings.manage' },
      schema: { tags, summary: 'Every platform setting: the stored value or its default', response: { 200: platformSettingsSchema } },
    },
    () => deps.settings.read(),
  );

  r.patch(
    '/api/admin/settings',
    {
      config: { auth: superadmin, permission: 'settings.manage' },
      schema: {
        tags,
        summary: 'Change any subset of the settings; answers all of them',
        body: platformSettingsPatchSchema,
        response: { 200: platformSettingsSchema },
      },
    },
    async (request) => deps.settings.update(requireActor(request), request.body),
  );
}
