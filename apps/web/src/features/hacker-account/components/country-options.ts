import { COUNTRY_ALPHA2, COUNTRY_CODES, countryFlag, type CountryCode } from '@bb/domain';
import { getLanguage } from '../../../lib/language.ts';

const regionNames = () => new Intl.DisplayNames([getLanguage()], { type: 'region' });

/** A country's name in the interface language (Intl.DisplayNames), from its alpha-3 code. */
export function countryName(country: CountryCode, names: Intl.DisplayNames = regionNames()): string {
  return names.of(COUNTRY_ALPHA2[country]) ?? country;
}

/** "🇮🇹 Italia": how a country is shown in the selects and the previews. */
export function countryLabel(country: CountryCode, names: Intl.DisplayNames = regionNames()): string {
  return `${countryFlag(country)} ${countryName(country, names)}`;
}

/** Every country, value alpha-3, labelled with its flag and name, sorted by name in the interface language. */
export function countryOptions(): { value: CountryCode; label: string }[] {
  const names = regionNames();
  return COUNTRY_CODES.map((value) => ({ value, name: countryName(value, names), label: countryLabel(value, names) }))
    .sort((a, b) => a.name.localeCompare(b.name, getLanguage()))
    .map(({ value, label }) => ({ value, label }));
}
