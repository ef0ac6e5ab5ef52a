import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying once: under
 * the page's CSP (script-src without 'unsafe-eval') that try is refused and logged as a violation on
 * every page load, though zod catches it. Jitless parsing evaluates no strings and never tries.
 * Imported first by main.tsx, before any schema is built. From zod's core, whose setting every schema reads (one global),
 * so that the first page does not load the whole of zod to say it.
 */
config({ jitless: true });
