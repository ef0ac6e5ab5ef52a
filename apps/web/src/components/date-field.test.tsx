import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { today } from '../lib/dates.ts';
import { DateField, DateRangeFilter, type DayRange } from './date-field.tsx';

// The picker's code is held back until a test lets it come, as a slow network would.
const pickerCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./date-picker.tsx', async (importOriginal) => {
  await pickerCode.arrived;
  return importOriginal();
});

function Filter({ initial }: { initial: DayRange }) {
  const [value, setValue] = useState(initial);
  return <DateRangeFilter value={value} onChange={setValue} />;
}

/** The calendar's day buttons of the month shown, by day number, after opening the field named `label`. */
async function openDays(label: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  const month = (await screen.findByRole('table')).querySelectorAll<HTMLButtonElement>('button:not([data-outside])');
  return (day: number) => [...month].find((button) => button.textContent === String(day))!;
}

// The clock pinned: "today" is what the rule is about. Noon UTC keeps the day the same in every time zone a test runs in.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-29T12:00:00Z'), shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('a date field before its calendar code has arrived', () => {
  it('looks like the field, and a click on it opens the calendar once the code is there', async () => {
    renderWithProviders(<DateField label="Data" value="2026-03-10" onChange={() => undefined} />);
    const standIn = screen.getByRole('button', { name: 'Data' });
    expect(standIn).not.toHaveAttribute('data-dates-input');
    expect(standIn).toHaveTextContent('10/03/2026');
    await userEvent.click(standIn);
    expect(screen.queryByRole('table')).toBeNull();
    pickerCode.arrive();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Data' })).toHaveAttribute('data-dates-input');
  });
});

describe('a date range filter of past events', () => {
  beforeAll(() => pickerCode.arrive());

  it('reads today from the clock', () => {
    expect(today()).toBe('2026-03-29');
  });

  it('offers no day after today in either field', async () => {
    renderWithProviders(<Filter initial={{ from: null, to: null }} />);
    const to = await openDays('Al');
    expect(to(29)).not.toHaveAttribute('data-disabled');
    expect(to(30)).toHaveAttribute('data-disabled');
    expect(to(31)).toHaveAttribute('data-disabled');
    await userEvent.keyboard('{Escape}');
    const from = await openDays('Dal');
    expect(from(28)).not.toHaveAttribute('data-disabled');
    expect(from(30)).toHaveAttribute('data-disabled');
  });

  it('keeps "from" before "to", and "to" after "from"', async () => {
    renderWithProviders(<Filter initial={{ from: '2026-03-10', to: '2026-03-20' }} />);
    const from = await openDays('Dal');
    expect(from(20)).not.toHaveAttribute('data-disabled');
    expect(from(21)).toHaveAttribute('data-disabled');
    await userEvent.keyboard('{Escape}');
    const to = await openDays('Al');
    expect(to(9)).toHaveAttribute('data-disabled');
    expect(to(10)).not.toHaveAttribute('data-disabled');
  });
});
