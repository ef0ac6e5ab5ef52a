import { countryFlag, type CountryCode } from '@bb/domain';
import { countryName } from '../../hacker-account/components/country-options.ts';

/** The flag (decorative: a screen reader would read the country twice) and the country's name. */
export function CountryLabel({ code }: { code: CountryCode }) {
  return (
    <span>
      <span aria-hidden>{countryFlag(code)}</span> {countryName(code)}
    </span>
  );
}
