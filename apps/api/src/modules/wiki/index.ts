import type { FastifyInstance } from 'fastify';
import { wikiRoutes } from './wiki.routes.ts';
import { wikiService } from './wiki.service.ts';

/** The support wiki (issue 21): entries kept in the repository, public. */
export function wikiModule(app: FastifyInstance) {
  const wiki = wikiService();
  wikiRoutes(app, { wiki });
  return { wiki };
}

export type { WikiService } from './wiki.service.ts';
