import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler } from './serializer.ts';

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
});
