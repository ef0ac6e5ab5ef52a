import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = FastifySerializerCompiler<z.ZodType>;
type JsonSchema = Record<string, unknown>;

/** The JSON Schema of a route's zod response schema, as the answer leaves (output); null when it has none that fits. */
function outputJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as JsonSchema;
  } catch {
    return null;
  }
}

const isJsonObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullSchema = (schema: unknown) => isJsonObject(schema) && schema.type === 'null' && Object.keys(schema).length === 1;
/** Keywords under which a schema's alternatives or values stay as they are (the null branch does not fold into them). */
const NOT_FOLDED = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'const'];

/**
 * `schema` with each `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`) written as X with `type: [X's type, 'null']`.
 * fast-json-stringify serialises an anyOf by validating the value against each branch with Ajv, on every answer and
 * every row: a nullable object (a report's hacker, a picture) was checked whole, its ids against the uuid pattern. A list
 * of types is a typeof test. What leaves is the same (the properties the schema names); the values are not checked,
 * as they are not elsewhere in the compiled serializers (zod checks them outside production, `verify`).
 */
export function nullableAsTypeList(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsTypeList);
  if (!isJsonObject(schema)) return schema;
  const walked = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableAsTypeList(value)]));
  const { anyOf, ...siblings } = walked;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(siblings).length) return walked;
  const other = anyOf.find((branch) => !isNullSchema(branch));
  if (!anyOf.some(isNullSchema) || !isJsonObject(other) || typeof other.type !== 'string' || other.type === 'null') return walked;
  if (NOT_FOLDED.some((keyword) => keyword in other)) return walked;
  return { ...other, type: [other.type, 'null'] };
}

/** fast-json-stringify's serializer of a JSON Schema; null when it cannot take the schema. */
function compile(jsonSchema: JsonSchema): ((data: unknown) => string) | null {
  try {
    return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return null;
  }
}

/**
 * Answers serialised by fast-json-stringify, compiled once per route from the JSON Schema of the route's zod response
 * schema (the domain's): only the properties the schema names leave, as with zod, at a fraction of the cost of parsing
 * every answer with zod and then stringifying it. A schema fast-json-stringify cannot take keeps zod's serializer.
 *
 * `verify` (tests and development): every answer is also serialised by zod, which checks it against the schema, and
 * the two must agree, so the whole test suite proves the compiled serializers say what zod would have said.
 */
export function compiledSerializerCompiler(options: { verify: boolean; onZodOnly?: (route: string) => void }): SerializerCompiler {
  return (routeSchema) => {
    const zodSerialize = zodSerializerCompiler(routeSchema);
    const jsonSchema = outputJsonSchema(routeSchema.schema);
    const compiled = jsonSchema ? compile(nullableAsTypeList(jsonSchema) as JsonSchema) : null;
    if (!compiled) {
      options.onZodOnly?.(`${routeSchema.method} ${routeSchema.url} ${String(routeSchema.httpStatus)}`);
      return zodSerialize;
    }
    if (!options.verify) return compiled;
    const fast = compiled;
    return (data: unknown) => {
      const expected = zodSerialize(data);
      const actual = fast(data);
      if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected)))
        throw new Error(
          `The compiled serializer of ${routeSchema.method} ${routeSchema.url} (${String(routeSchema.httpStatus)}) disagrees with zod:\n  compiled: ${actual.slice(0, 600)}\n  zod:      ${expected.slice(0, 600)}`,
        );
      return actual;
    };
  };
}
