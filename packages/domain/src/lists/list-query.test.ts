import { describe, expect, it } from 'vitest';
import { listQuerySchema, toListQueryString } from './list-query.ts';

describe('list query', () => {
  it('drops empty values and joins in-lists', () => {
    expect(toListQueryString({ filters: { status__in: ['a', 'b'], name__icontains: '', isVerified: true }, sort: '-createdAt', page: 2 })).toBe(
      'status__in=a%2Cb&isVerified=true&sort=-createdAt&page=2',
    );
  });
  it('defaults page 1 and size 10, and caps the size', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ page: 1, size: 10 });
    expect(listQuerySchema.safeParse({ size: '1000' }).success).toBe(false);
  });
});
