import { COUNTRY_ALPHA2, COUNTRY_CODES, type CountryCode } from '@bb/domain';
import { getLanguage } from './language.ts';

const regionNames = () => new Intl.DisplayNames([getLanguage()], { type: 'region' });

/** A country's name in the interface language (Intl.DisplayNames), from its alpha-3 code. */
export function countryName(country: CountryCode, names: Intl.DisplayNames = regionNames()): string {
  return names.of(COUNTRY_ALPHA2[country]) ?? country;
}

/** The countries as select options (value alpha-3, label the name), sorted by name in the interface language. */
export function countryOptions(countries: readonly CountryCode[] = COUNTRY_CODES): { value: CountryCode; label: string }[] {
  const names = regionNames();
  return countries.map((value) => ({ value, label: countryName(value, names) })).sort((a, b) => a.label.localeCompare(b.label, getLanguage()));
}
