/**
 * The web app's API types (apps/web/src/lib/api/openapi.gen.ts) are the document's: written again from the test app's
 * document, they are the checked-in file, so a response schema cannot change without the web app's types following.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { OPENAPI_TYPES_COMMAND, OPENAPI_TYPES_FILE, openApiTypes } from './openapi-types.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** The first line (from 0) where the two texts differ, or -1 when they are the same. */
function firstDifferentLine(one: string, other: string): number {
  const [ones, others] = [one.split('\n'), other.split('\n')];
  for (let index = 0; index < Math.max(ones.length, others.length); index++) if (ones[index] !== others[index]) return index;
  return -1;
}

describe("the web app's API types", () => {
  it('are those the OpenAPI document gives', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<object>();
    const checkedIn = readFileSync(OPENAPI_TYPES_FILE, 'utf8');
    const generated = await openApiTypes(document);
    const line = firstDifferentLine(checkedIn, generated);
    const stale = `${OPENAPI_TYPES_FILE} is stale from line ${line + 1} (the document gives ${JSON.stringify(generated.split('\n')[line])}): run \`${OPENAPI_TYPES_COMMAND}\` and commit it.`;
    expect(line, stale).toBe(-1);
  });
});
