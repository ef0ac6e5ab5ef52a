import { COMPANY_COUNTRY_ALPHA2, COMPANY_COUNTRIES, COMPANY_SECTORS, COMPANY_SIZES, type CompanyCountry, type User } from '@bb/domain';
import type { TFunction } from 'i18next';
import { getLanguage } from '../../../lib/language.ts';

/** The user's company: the first of their company roles (spec part 1 section 3), or null. */
export function userCompanyRole(user: User): User['permissions']['companyRoles'][number] | null {
  return user.permissions.companyRoles[0] ?? null;
}

export function sectorOptions(t: TFunction) {
  return COMPANY_SECTORS.map((value) => ({ value, label: t(`companies.sectors.${value}`) }));
}

export function sizeOptions(t: TFunction) {
  return COMPANY_SIZES.map((value) => ({ value, label: t(`companies.sizes.${value}`) }));
}

/** A country's name in the interface language, from its ISO code. */
export function countryName(country: CompanyCountry): string {
  const names = new Intl.DisplayNames([getLanguage()], { type: 'region' });
  return names.of(COMPANY_COUNTRY_ALPHA2[country]) ?? country;
}

/** The EU countries a company can register from, sorted by name. */
export function countryOptions() {
  return COMPANY_COUNTRIES.map((value) => ({ value, label: countryName(value) })).sort((a, b) => a.label.localeCompare(b.label));
}
