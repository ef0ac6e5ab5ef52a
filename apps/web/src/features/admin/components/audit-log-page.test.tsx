import { describe, expect, it } from 'vitest';
import { dayBound } from '../../../lib/dates.ts';
import { formatDetails } from './audit-log-page.tsx';

describe('audit log formatting', () => {
  it('shows changes as old → new and other details as key: value', () => {
    expect(formatDetails({ keys: ['VAT_RATE_PERCENT'], changes: { VAT_RATE_PERCENT: { old: 22, new: 21 } } })).toBe('VAT_RATE_PERCENT: 22 → 21');
    expect(formatDetails({ userType: 'hacker', username: 'neo' })).toBe('userType: hacker; username: neo');
  });

  it('turns typed days into the bounds of those days', () => {
    expect(dayBound('', false)).toBeNull();
    expect(new Date(dayBound('2026-03-01', true) ?? '').getDate()).toBe(1);
  });
});
