import { getLanguage } from '../../lib/language.ts';

/** Spec part 2 section 9: the line chart's x axis runs 0 to 366 with 13 ticks, its y axis at most 5. */
export const LINE_X_MAX = 366;
export const LINE_X_TICKS = 13;
export const LINE_Y_MAX_TICKS = 5;
/** Spec part 2 section 9: bar charts at most 10 ticks on the value axis, labels in thousands with k. */
export const BAR_MAX_TICKS = 10;
/** Spec part 1 section 9: doughnuts have a 65 percent cut-out. */
export const DOUGHNUT_CUTOUT = '65%';

const LOCALES = { it: 'it-IT', en: 'en-GB' } as const;

/** The Intl locale of the interface language (Chart.js formats its own numbers with it). */
export function chartLocale(): string {
  return LOCALES[getLanguage()];
}

/** A count on an axis, thousands with k: "950", "1,5k" in Italian. */
export function formatCountTick(value: number): string {
  const thousands = Math.abs(value) >= 1000;
  const number = new Intl.NumberFormat(chartLocale(), { maximumFractionDigits: thousands ? 1 : 0 }).format(thousands ? value / 1000 : value);
  return thousands ? `${number}k` : number;
}

/** An amount on an axis in euro, thousands with k and no decimals: "1,5k €" in Italian, "€1.5k" in English. */
export function formatEuroTick(value: number): string {
  const amount = formatCountTick(value);
  return getLanguage() === 'it' ? `${amount} €` : `€${amount}`;
}

/** A whole percentage in the interface language ("12,5%" keeps one decimal). */
export function formatShare(part: number, total: number): string {
  const share = total > 0 ? part / total : 0;
  return new Intl.NumberFormat(chartLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A percentage the API sends as a number (62.5 → "62,5%" in Italian). */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat(chartLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}
