import { describe, expect, it } from 'vitest';
import { contactDateProblem, isWorkingDay, romeDayOf } from './rules.ts';
import { contactRequestSchema } from './schemas.ts';

describe('contact requests', () => {
  it("reads today's date on Rome's calendar", () => {
    expect(romeDayOf(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
  });

  it.each([
    ['2026-12-04', '2026-12-02', null],
    ['2026-12-02', '2026-12-02', null],
    ['2026-12-01', '2026-12-02', 'validation.contact.datePast'],
    ['2026-12-05', '2026-12-02', 'validation.contact.dateWeekend'],
    ['2026-12-06', '2026-12-02', 'validation.contact.dateWeekend'],
    ['2027-06-03', '2026-12-02', null],
    ['2027-06-04', '2026-12-02', 'validation.contact.dateFar'],
  ])('a demo on %s, asked on %s: %s', (day, today, problem) => {
    expect(contactDateProblem(day, today)).toBe(problem);
  });

  it('takes Monday to Friday as working days', () => {
    expect(['2026-11-30', '2026-12-04', '2026-12-05', '2026-12-06'].map(isWorkingDay)).toEqual([true, true, false, false]);
  });

  it('trims the fields, lowercases the email and drops empty optional ones', () => {
    expect(contactRequestSchema.parse({ kind: 'demo', name: ' Ada ', email: ' A@Example.Test ', phone: '', message: ' ', preferredDate: '' })).toEqual({
      kind: 'demo',
      name: 'Ada',
      email: 'a@example.test',
      phone: undefined,
      message: undefined,
      company: undefined,
      preferredDate: undefined,
    });
  });
});
