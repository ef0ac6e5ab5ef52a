import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { Bindings, shapeOf } from './prepared-statements.ts';

describe('the shape of a kept statement', () => {
  it('is the same for the same conditions whatever their bound values', () => {
    const first = new Bindings();
    const second = new Bindings();
    expect(shapeOf([eq(users.email, first.bind('a@example.com'))])).toBe(shapeOf([eq(users.email, second.bind('b@example.com'))]));
    expect(first.values).toEqual({ p0: 'a@example.com' });
  });

  it('tells apart a value that was not bound, so that a statement never answers for another value', () => {
    expect(shapeOf([eq(users.email, 'a@example.com')])).not.toBe(shapeOf([eq(users.email, 'b@example.com')]));
    expect(shapeOf([eq(users.email, 'a@example.com')])).toBe(shapeOf([eq(users.email, 'a@example.com')]));
  });

  it('tells apart other columns, another order of parts and a missing part', () => {
    const bound = new Bindings();
    const email = eq(users.email, bound.bind('x'));
    const username = eq(users.username, bound.bind('x'));
    expect(shapeOf([email])).not.toBe(shapeOf([username]));
    expect(shapeOf([email, username])).not.toBe(shapeOf([username, email]));
    expect(shapeOf([email, undefined])).not.toBe(shapeOf([email]));
  });
});
