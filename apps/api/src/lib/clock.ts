/**
 * The API's clock for rules that depend on the date, the weekday or the hour: response targets in business days,
 * payment due dates and "overdue", today's date on an invoice, the dashboards' windows and months, "about to breach".
 * Services read `clock.now()` for these instead of `new Date()`, so a test can set the moment it is about (a Friday
 * evening, a Saturday night in Rome, the day the clocks change) instead of depending on when it runs, or sleeping.
 *
 * Durations that the database checks against its own now() (sessions, one-time codes, upload slots, write limits)
 * keep the real time: a set clock must not expire a session.
 */
let offsetMs = 0;

export const clock = {
  /** The current moment: the real one, or the one a test set, running on from there. */
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
};

/** Tests only: from now on the clock reads `at`, and runs on from there (events keep their order). */
export function setClock(at: Date | string): void {
  offsetMs = new Date(at).getTime() - Date.now();
}

/** Tests only: moves the set clock by `ms` (negative goes back). */
export function advanceClock(ms: number): void {
  offsetMs += ms;
}

/** Tests only: back to the real time. */
export function resetClock(): void {
  offsetMs = 0;
}
