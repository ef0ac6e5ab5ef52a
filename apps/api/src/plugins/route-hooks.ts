import type { preHandlerAsyncHookHandler, RouteOptions } from 'fastify';

/**
 * Adds `hook` to one route's own preHandlers, after those it has (call from an `onRoute` hook). A check that only some
 * routes declare runs on those routes alone, instead of a global hook every request enters to find it has nothing to do.
 */
export function appendPreHandler(route: RouteOptions, hook: preHandlerAsyncHookHandler): void {
  const existing = route.preHandler;
  route.preHandler = existing === undefined ? [hook] : [...[existing].flat(), hook];
}
