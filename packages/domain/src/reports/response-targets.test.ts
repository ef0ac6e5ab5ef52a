import { describe, expect, it } from 'vitest';
import { addBusinessDays, responseDueDates, responseState } from './rules.ts';

// Every moment here is explicit: the rules take it as an argument, so the day and hour a test runs at never matter.
const at = (iso: string) => new Date(iso);

describe('business days (response targets)', () => {
  it('skip the weekend: a report of a Friday evening is due two business days later on Tuesday, at the same time', () => {
    // Friday 27 November 2026, 20:30 in Rome.
    const friday = at('2026-11-27T19:30:00Z');
    expect(addBusinessDays(friday, 1).toISOString()).toBe('2026-11-30T19:30:00.000Z');
    expect(responseDueDates(friday, true).firstResponse.toISOString()).toBe('2026-12-01T19:30:00.000Z');
    expect(responseDueDates(friday, true).triage.toISOString()).toBe('2026-12-04T19:30:00.000Z');
  });

  it('count a report of a Saturday night like one of the Monday: nothing falls due on a weekend', () => {
    // Saturday 28 November 2026, 23:30 in Rome.
    const due = responseDueDates(at('2026-11-28T22:30:00Z'), false);
    expect(due.firstResponse.toISOString()).toBe('2026-12-01T22:30:00.000Z');
    for (const when of Object.values(due)) expect([0, 6]).not.toContain(when.getUTCDay());
    expect(due.bounty.toISOString()).toBe('2026-12-28T22:30:00.000Z');
  });

  it('run across the change of the clocks by whole days of 24 hours', () => {
    // Friday 23 October 2026, 18:00 in Rome (summer time); Italy goes back to winter time on Sunday the 25th.
    const beforeChange = at('2026-10-23T16:00:00Z');
    expect(responseDueDates(beforeChange, true).firstResponse.toISOString()).toBe('2026-10-27T16:00:00.000Z');
    // A Saturday night in Rome on the day of the change is still Saturday in UTC.
    expect(responseDueDates(at('2026-10-24T22:30:00Z'), true).firstResponse.toISOString()).toBe('2026-10-27T22:30:00.000Z');
  });
});

describe('a target state at a given moment', () => {
  const due = at('2026-12-01T19:30:00Z');

  it('is due until its time, breached a moment after, met when done by then', () => {
    expect(responseState(due, null, 'new', at('2026-12-01T19:29:59Z'))).toBe('due');
    expect(responseState(due, null, 'new', at('2026-12-01T19:30:01Z'))).toBe('breached');
    expect(responseState(due, at('2026-12-01T19:30:00Z'), 'triaged', at('2026-12-09T00:00:00Z'))).toBe('met');
    expect(responseState(due, at('2026-12-01T19:31:00Z'), 'triaged', at('2026-12-01T19:32:00Z'))).toBe('breached');
  });

  it('does not apply to a report rejected before it was done', () => {
    expect(responseState(due, null, 'duplicate', at('2027-01-01T00:00:00Z'))).toBe('notApplicable');
  });
});
