import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { GOVERNED_FEATURES, type GovernedFeature } from '@bb/domain';
import { sendError } from '../../plugins/error-handler.ts';
import { appendPreHandler } from '../../plugins/route-hooks.ts';
import type { SettingsReader } from './settings.service.ts';

/** A declaration that cannot work is a programming error: the app refuses to start with it. */
function checkDeclaration(route: RouteOptions, feature: GovernedFeature) {
  if (!GOVERNED_FEATURES.includes(feature)) throw new Error(`Route ${String(route.method)} ${route.url} declares an unknown feature ${feature}`);
}

/**
 * The FEATURE_DISABLED switch (DECISIONS "Super admin tools"): a route that starts one of the GOVERNED_FEATURES names it
 * in `config.feature`; while the switch is on it answers 400 FEATURE_DISABLED for everyone and does nothing. Checked
 * after the caller is known and the body is valid (a bad request still gets its own answer), before the write limits,
 * so a refused attempt uses up no allowance. Register before the modules' routes.
 */
export function registerFeatureSwitch(app: FastifyInstance, settings: SettingsReader): void {
  const refuseWhileDisabled = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (await settings.get('FEATURE_DISABLED')) return sendError(reply, 'FEATURE_DISABLED');
  };
  app.addHook('onRoute', (route) => {
    const feature = route.config?.feature;
    if (!feature) return;
    checkDeclaration(route, feature);
    appendPreHandler(route, refuseWhileDisabled);
  });
}
