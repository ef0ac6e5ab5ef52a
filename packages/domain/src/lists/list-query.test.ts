import { describe, expect, it } from 'vitest';
import { cappedCount, LIST_COUNT_CAP, toListQueryString } from './list-query.ts';
import { listQuerySchema } from './list-schemas.ts';

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
  it('answers a count exact up to the cap, and the cap with countCapped past it', () => {
    expect(cappedCount(0)).toEqual({ count: 0, countCapped: false });
    expect(cappedCount(LIST_COUNT_CAP)).toEqual({ count: LIST_COUNT_CAP, countCapped: false });
    expect(cappedCount(LIST_COUNT_CAP + 1)).toEqual({ count: LIST_COUNT_CAP, countCapped: true });
    expect(cappedCount(21, 20)).toEqual({ count: 20, countCapped: true });
  });
});
