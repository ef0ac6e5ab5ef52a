import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, renderWithProviders } from '../../../test/render.tsx';
import { ResponseTargetsCard, shownResponseState } from './report-facts.tsx';
import { reportDetail } from './test-fixtures.ts';

afterEach(() => vi.useRealTimers());

/** The target's badge, read from its line of the card. */
function badgeOf(name: string): string {
  const line = screen.getByText(name).closest('li');
  if (!line) throw new Error(`no line for ${name}`);
  return within(line).getAllByText(/./)[1]?.textContent ?? '';
}

describe("a report's response targets", () => {
  it('says "Nei tempi", as the lists do, of a target not due for more than a day, and "In scadenza" only within the last 24 hours', () => {
    // The fixture's first response is due on 4 March at 09:00, triage on 9 March: the clock sits 20 hours before the first.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-03T13:00:00Z') });
    renderWithProviders(<ResponseTargetsCard targets={reportDetail().responseTargets} />, { user: buildUser({ userType: 'company' }) });
    expect(badgeOf('Prima risposta')).toBe('In scadenza');
    expect(badgeOf('Presa in carico')).toBe('Nei tempi');
    expect(badgeOf('Ricompensa')).toBe('Nei tempi');
    expect(badgeOf('Risoluzione')).toBe('Nei tempi');
  });

  it('keeps the states the API decided: met, missed, not applicable', () => {
    const now = Date.parse('2026-03-03T13:00:00Z');
    const target = (state: 'met' | 'breached' | 'notApplicable') => shownResponseState({ state, dueAt: '2026-03-03T14:00:00Z' }, now);
    expect([target('met'), target('breached'), target('notApplicable')]).toEqual(['met', 'breached', 'notApplicable']);
    expect(shownResponseState({ state: 'due', dueAt: '2026-03-04T13:00:01Z' }, now)).toBe('due');
    expect(shownResponseState({ state: 'due', dueAt: '2026-03-04T13:00:00Z' }, now)).toBe('dueSoon');
  });
});
