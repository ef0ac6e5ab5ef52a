/** A day as YYYY-MM-DD (the value of the date pickers), as the start or the end of that local day in ISO form. */
export function dayBound(day: string | null, end: boolean): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Today as YYYY-MM-DD in the local time zone. */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
