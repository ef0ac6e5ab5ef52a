import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';

/** Where the web app's types of the API live (checked in; `npm run openapi:types` writes it). */
export const OPENAPI_TYPES_FILE = fileURLToPath(new URL('../../../web/src/lib/api/openapi.gen.ts', import.meta.url));

/** The command that writes OPENAPI_TYPES_FILE again, as the drift test names it. */
export const OPENAPI_TYPES_COMMAND = 'npm run openapi:types';

/**
 * The TypeScript types of the OpenAPI document (openapi-typescript): `paths` for openapi-fetch's client, `components`
 * for the shared schemas. The header names the command, so that nobody edits the file by hand.
 */
export async function openApiTypes(document: object): Promise<string> {
  // The document is built in memory, never read from a file or a URL: nothing for the generator to resolve or fetch.
  const ast = await openapiTS(document as OpenAPI3, { silent: true });
  return `${COMMENT_HEADER.trimEnd()}\n// Written by \`${OPENAPI_TYPES_COMMAND}\` from the API's OpenAPI document; a test fails when it is stale.\n\n${astToString(ast)}`;
}
