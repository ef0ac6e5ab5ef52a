import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { SettingsReader } from '../settings/index.ts';
import { legalRoutes } from './legal.routes.ts';
import { legalService } from './legal.service.ts';

export { currentVersions } from './legal-texts.ts';
export type { LegalService } from './legal.service.ts';

/** The terms and privacy policies kept in texts/: served as JSON and PDF; sign-up records their versions (currentVersions). */
export function legalModule(app: FastifyInstance, deps: { config: AppConfig; settings: SettingsReader }) {
  const legal = legalService({ settings: deps.settings, platform: deps.config.platform, publicUrl: deps.config.publicUrl });
  legalRoutes(app, { legal });
  return { legal };
}
