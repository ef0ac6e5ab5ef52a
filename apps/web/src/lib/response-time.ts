import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Response times come as histogram bucket upper bounds: whole hours up to two days, whole days beyond. */
const HOURLY_UP_TO = 48;

/**
 * A response time as the bound it is: "entro 1 ora", "entro 36 ore", "entro 3 giorni" (a median of 1 means half the
 * responses came within the first hour, not that they took an hour).
 */
export function formatResponseTime(hours: number, t: TFunction): string {
  if (hours <= HOURLY_UP_TO) return t('common.responseTime.withinHours', { count: Math.max(1, Math.ceil(hours)) });
  return t('common.responseTime.withinDays', { count: Math.ceil(hours / 24) });
}

/** formatResponseTime in the interface's language; null (nothing measured) stays null for the caller to show. */
export function useFormatResponseTime(): (hours: number | null) => string | null {
  const { t } = useTranslation();
  return (hours) => (hours === null ? null : formatResponseTime(hours, t));
}
