/**
 * Intl's formatters, each built once and kept. Building one is costly, the first of a locale most (it loads that
 * locale's data: milliseconds on a phone, on the page's first render or, built at module load, before it): code formats
 * through these instead of `new Intl.…Format(…)`, and only when it first formats.
 */
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function keptFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, build: () => F): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = kept.get(key) as F | undefined;
  if (!format) {
    format = build();
    kept.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, built on first use and kept. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keptFormat('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, built on first use and kept. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return keptFormat('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}
