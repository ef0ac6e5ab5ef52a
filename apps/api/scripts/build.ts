/**
 * `npm run build -w apps/api`: the API compiled to plain JavaScript in dist/ — server.js (production: no demo in it),
 * start.js (`npm start`: the demo data on an empty database outside production) and operator.js (the operator's
 * commands: migrate, super admin, two-factor, secrets, backup and restore) — with the files they read at
 * run time beside them (migrations, legal texts, the PDF fonts). Packages stay external (installed by `npm ci --omit=dev`); the
 * workspace's domain package, TypeScript source, is compiled in.
 */
import { cp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const dist = `${root}/dist`;

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const manifest = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Manifest;
const api = manifest(`${root}/package.json`);
const domain = manifest(`${root}/../../packages/domain/package.json`);

// Every package but the workspace's own is loaded from node_modules at run time; the development-only ones
// (the embedded PostgreSQL, loaded only without DATABASE_URL) too.
const external = [...Object.keys({ ...api.dependencies, ...api.devDependencies, ...domain.dependencies })].filter((name) => name !== '@bb/domain');

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: `${root}/src/server.ts`, start: `${root}/scripts/start.ts`, operator: `${root}/src/scripts/operator.ts` },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // A bundled ES module has no `require`: some packages' CommonJS wrappers ask for it.
  banner: { js: "import { createRequire as __bbCreateRequire } from 'node:module'; const require = __bbCreateRequire(import.meta.url);" },
});
// Read at run time, relative to the code that reads them (the same path from src/ and from dist/).
await cp(`${root}/src/db/migrations`, `${dist}/migrations`, { recursive: true });
await cp(`${root}/src/modules/legal/texts`, `${dist}/texts`, { recursive: true });
// The fonts' licence travels with them, as it asks.
await cp(`${root}/src/lib/fonts`, `${dist}/fonts`, { recursive: true });
console.log(`API built into ${dist} (server.js, start.js, operator.js)`);
