/**
 * Rewrites two shapes that zod's JSON Schema output uses into their plainer equivalents, which OpenAPI tools read
 * better (Redocly's recommended rules flag the first two, and generated clients type them as `any` maps):
 * - a record keyed by an enum (`propertyNames: { enum }` with `additionalProperties` and `required`) becomes the
 *   object with one property per key;
 * - `anyOf` with an empty schema (`z.unknown().nullable()`: anything, or null) becomes the empty schema, which
 *   already allows null.
 * Both accept exactly the same values as before.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmptySchema = (value: Json) => isObject(value) && Object.keys(value).length === 0;

function enumKeysOf(schema: JsonObject): string[] | null {
  const names = schema.propertyNames;
  if (!isObject(names) || !Array.isArray(names.enum) || schema.properties !== undefined) return null;
  return names.enum.every((name) => typeof name === 'string') ? (names.enum as string[]) : null;
}

function tidySchema(schema: JsonObject): void {
  const keys = enumKeysOf(schema);
  if (keys && isObject(schema.additionalProperties)) {
    const valueSchema = schema.additionalProperties;
    schema.properties = Object.fromEntries(keys.map((key) => [key, valueSchema]));
    schema.additionalProperties = false;
    delete schema.propertyNames;
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = schema[keyword];
    if (Array.isArray(options) && options.some(isEmptySchema)) delete schema[keyword];
  }
}

/** Tidies every schema under `node` (JSON: the document or a part of it), in place. */
export function tidySchemas(node: unknown): void {
  const value = node as Json;
  if (Array.isArray(value)) {
    for (const item of value) tidySchemas(item);
    return;
  }
  if (!isObject(value)) return;
  tidySchema(value);
  for (const child of Object.values(value)) tidySchemas(child);
}
