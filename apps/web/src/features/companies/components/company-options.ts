import { COMPANY_SECTORS, COMPANY_SIZES } from '@bb/domain';
import type { TFunction } from 'i18next';

export function sectorOptions(t: TFunction) {
  return COMPANY_SECTORS.map((value) => ({ value, label: t(`companies.sectors.${value}`) }));
}

export function sizeOptions(t: TFunction) {
  return COMPANY_SIZES.map((value) => ({ value, label: t(`companies.sizes.${value}`) }));
}
