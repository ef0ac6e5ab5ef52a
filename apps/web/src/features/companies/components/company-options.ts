import { COMPANY_SECTORS, COMPANY_SIZES, type User } from '@bb/domain';
import type { TFunction } from 'i18next';

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
