import { COUNTRY_ALPHA2, isCountryCode, type CountryCode } from '@bb/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { countryName, countryOptions } from '../lib/countries.ts';

// flag-icons' SVG flags (MIT), one file per alpha-2 code. Only their addresses are bundled: each
// image loads when a flag is shown. Images rather than flag emoji, which Windows and many Linux
// desktops show as two letters or empty boxes.
const FLAG_FILES = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', { query: '?url', import: 'default', eager: true });
const FLAG_URLS = new Map(Object.entries(FLAG_FILES).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]));

/** The address of a country's flag image, or undefined for a code without one. */
export function flagUrl(country: CountryCode): string | undefined {
  return FLAG_URLS.get(COUNTRY_ALPHA2[country].toLowerCase());
}

/** A country's flag, decorative: the name beside it says the country (a screen reader would read it twice). */
export function CountryFlag({ code }: { code: CountryCode }) {
  const src = flagUrl(code);
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={20}
      height={15}
      style={{ borderRadius: 2, verticalAlign: '-2px', boxShadow: '0 0 0 1px var(--mantine-color-default-border)', flexShrink: 0 }}
    />
  );
}

/** The flag and the country's name in the interface language. */
export function CountryLabel({ code }: { code: CountryCode }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <CountryFlag code={code} />
      <span>{countryName(code)}</span>
    </span>
  );
}

/** Spec part 2 section 9: a select's dropdown is at most 180 px high. */
const SELECT_DROPDOWN_MAX_HEIGHT = 180;

type CountrySelectProps = Omit<SelectProps, 'data' | 'renderOption' | 'leftSection' | 'searchable'> & { countries?: readonly CountryCode[] };

/** A searchable country select, value ISO 3166-1 alpha-3: the flag beside each name and beside the choice. */
export function CountrySelect({ countries, value, ...props }: CountrySelectProps) {
  // A language change reloads the page, so the names are worked out once per list.
  const data = useMemo(() => countryOptions(countries), [countries]);
  return (
    <Select
      {...props}
      value={value}
      data={data}
      searchable
      maxDropdownHeight={SELECT_DROPDOWN_MAX_HEIGHT}
      leftSection={isCountryCode(value) ? <CountryFlag code={value} /> : undefined}
      renderOption={({ option }) => (isCountryCode(option.value) ? <CountryLabel code={option.value} /> : option.label)}
    />
  );
}
