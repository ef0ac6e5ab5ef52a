/** Dates as the Italian bank and the hacker read them: the calendar and the wall clock in Europe/Rome. */

const ROME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function romeParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(ROME.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** YYYY-MM-DD in Italy. */
export function romeDate(date: Date): string {
  const { year, month, day } = romeParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** YYYY-MM-DD HH:mm in Italy: the form spreadsheets read as a date and time. */
export function romeDateTime(date: Date): string {
  const { hour, minute } = romeParts(date);
  return `${romeDate(date)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * A Date whose local-time fields show Italy's wall clock at `date`: the sepa library writes
 * CreDtTm and ReqdExctnDt from local time, which on a server is usually UTC.
 */
export function romeWallClock(date: Date): Date {
  const { year, month, day, hour, minute, second } = romeParts(date);
  return new Date(year, month - 1, day, hour, minute, second);
}

/**
 * Midnight in Italy at the start of `month` (YYYY-MM): 23:00 UTC the day before in winter, 22:00 in summer. The clocks
 * never change on the 1st (they change on a last Sunday), so Rome's hour at UTC midnight gives the offset.
 */
export function romeMonthStart(month: string): Date {
  const utcMidnight = new Date(`${month}-01T00:00:00Z`);
  return new Date(utcMidnight.getTime() - romeParts(utcMidnight).hour * 3_600_000);
}
