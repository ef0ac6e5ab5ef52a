import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = FastifySerializerCompiler<z.ZodType>;

/** The JSON Schema of a route's zod response schema, as the answer leaves (output); null when it has none that fits. */
function outputJsonSchema(schema: unknown): Record<string, unknown> | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** fast-json-stringify's serializer of a JSON Schema; null when it cannot take the schema. */
function compile(jsonSchema: Record<string, unknown>): ((data: unknown) => string) | null {
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
    const compiled = jsonSchema ? compile(jsonSchema) : null;
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
