import { config } from 'zod/v4/core';

/**
 * What `zod` is in the web app's bundles (vite.config.ts aliases the bare specifier here): zod itself, set jitless
 * before any schema is built. zod compiles object parsers with `new Function` when it may, and finds out by trying
 * once, as each object schema is built: under the page's CSP (script-src without 'unsafe-eval') that try is refused
 * and logged as a violation, though zod catches it. Jitless parsing evaluates no strings and never tries. Said here,
 * the setting travels with zod, so a page loads it only when it loads a schema (the sign-in page's first load has none).
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
