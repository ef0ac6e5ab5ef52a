import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler, nullableAsTypeList } from './serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });
const user = z.object({ id: z.string(), amount: z.number(), note: z.string().nullable(), tags: z.array(z.enum(['a', 'b'])) });

describe('the compiled response serializer', () => {
  it('lets only the schema’s properties leave, in production as in tests', () => {
    for (const verify of [false, true]) {
      const serialize = compiledSerializerCompiler({ verify })(route(user));
      const json = serialize({ id: 'u1', amount: 12.5, note: null, tags: ['a'], passwordHash: 'secret', otpSecret: 'x' });
      expect(JSON.parse(json)).toEqual({ id: 'u1', amount: 12.5, note: null, tags: ['a'] });
    }
  });

  it('keeps zod’s serializer for a schema it cannot compile, and says which route', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const zodOnly: string[] = [];
    const serialize = compiledSerializerCompiler({ verify: false, onZodOnly: (name) => zodOnly.push(name) })(route(z.object({ root: node, big: z.bigint() })));
    expect(zodOnly).toEqual(['GET /api/x 200']);
    expect(() => serialize({ root: { name: 'a', children: [] }, big: 1 })).toThrow();
  });

  it('checks every answer against the schema outside production', () => {
    const serialize = compiledSerializerCompiler({ verify: true })(route(user));
    expect(() => serialize({ id: 'u1', amount: 'twelve', note: null, tags: [] })).toThrow();
    expect(() => serialize({ id: 'u1', amount: 1, note: null, tags: ['c'] })).toThrow();
  });

  it('serialises a nullable object or value by its type, still letting only its named properties leave', () => {
    const picture = z.object({ id: z.uuid(), url: z.string() }).nullable();
    const schema = z.object({ picture, hacker: z.object({ id: z.uuid(), picture }).nullable(), state: z.enum(['a', 'b']).nullable() });
    const folded = nullableAsTypeList(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })) as {
      properties: Record<string, { type?: unknown; anyOf?: unknown }>;
    };
    expect(folded.properties.picture!.type).toEqual(['object', 'null']);
    expect(folded.properties.state!.type).toEqual(['string', 'null']);
    expect(JSON.stringify(folded)).not.toContain('anyOf');

    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    for (const verify of [false, true]) {
      const serialize = compiledSerializerCompiler({ verify })(route(schema));
      expect(JSON.parse(serialize({ picture: null, hacker: null, state: null }))).toEqual({ picture: null, hacker: null, state: null });
      const full = { picture: { id, url: 'u', secret: 's' }, hacker: { id, picture: { id, url: 'v' }, email: 'e' }, state: 'a' };
      expect(JSON.parse(serialize(full))).toEqual({ picture: { id, url: 'u' }, hacker: { id, picture: { id, url: 'v' } }, state: 'a' });
    }
  });

  it('leaves a union of two kinds of value to the branch that fits it', () => {
    const schema = z.object({ value: z.union([z.object({ kind: z.literal('n'), n: z.number() }), z.object({ kind: z.literal('s'), s: z.string() })]) });
    expect(JSON.stringify(nullableAsTypeList(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })))).toContain('anyOf');
    const serialize = compiledSerializerCompiler({ verify: false })(route(schema));
    expect(JSON.parse(serialize({ value: { kind: 's', s: 'x' } }))).toEqual({ value: { kind: 's', s: 'x' } });
    expect(() => serialize({ value: { kind: 's', n: 1 } })).toThrow();
  });
});
