/** Integrations (issue 23): personal access tokens, outbound webhooks. */
export { apiTokenResolver, apiTokensModule, type ApiTokenResolver } from './tokens/index.ts';
