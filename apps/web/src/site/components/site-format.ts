import { formatEuro, type Cents, type Language } from '@bb/domain';

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/** Euro in the page's language; whole amounts without the cents ("10.000 €", "€10,000"). */
export function siteEuro(cents: Cents, language: Language): string {
  return formatEuro(cents, LOCALES[language], { compact: cents % 100 === 0 });
}

/** A percentage's number in the page's language ("33,72" / "33.72"), without the sign. */
export function sitePercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(percent);
}
