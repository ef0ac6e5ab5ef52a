/** The API's routes as test-data/spec/routes.tsv (copied from the specification) pins them (method, path, who may call), for the tests that walk them all. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROUTES_FILE = fileURLToPath(new URL('../../../../test-data/spec/routes.tsv', import.meta.url));

export interface SpecRoute {
  method: string;
  path: string;
  who: string[];
}

export function readSpecRoutes(): SpecRoute[] {
  if (!existsSync(ROUTES_FILE)) throw new Error(`routes.tsv not found at ${ROUTES_FILE}: test-data/spec/routes.tsv is part of the repository`);
  return readFileSync(ROUTES_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [method = '', path = '', who = ''] = line.split('\t');
      return { method, path, who: who.split(',').map((w) => w.trim()) };
    });
}

/** `/api/programs/{id}` as Fastify writes it: `/api/programs/:id`. */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
