import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/it';
import { today } from '../lib/dates.ts';
import { useTranslation } from 'react-i18next';

/** The date format of every date field: day/month/year in both languages. */
export const DATE_FIELD_FORMAT = 'DD/MM/YYYY';

/**
 * One day picked from a calendar (value YYYY-MM-DD or null), with the calendar's controls named
 * in the interface language and its locale (here rather than around the whole app: dayjs and its
 * Italian locale load with the pages that pick dates).
 */
export function DateField(props: Omit<DatePickerInputProps, 'type'>) {
  const { t, i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        valueFormat={DATE_FIELD_FORMAT}
        placeholder={t('common.dates.placeholder')}
        leftSection={<IconCalendar size={16} aria-hidden />}
        clearButtonProps={{ 'aria-label': t('common.dates.clear') }}
        // The placeholder is a real element here (not ::placeholder), so it must meet AA contrast.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        previousLabel={t('common.dates.previousMonth')}
        nextLabel={t('common.dates.nextMonth')}
        ariaLabels={{
          previousMonth: t('common.dates.previousMonth'),
          nextMonth: t('common.dates.nextMonth'),
          previousYear: t('common.dates.previousYear'),
          nextYear: t('common.dates.nextYear'),
          previousDecade: t('common.dates.previousDecade'),
          nextDecade: t('common.dates.nextDecade'),
          monthLevelControl: t('common.dates.monthLevel'),
          yearLevelControl: t('common.dates.yearLevel'),
        }}
        {...props}
      />
    </DatesProvider>
  );
}

export interface DayRange {
  from: string | null;
  to: string | null;
}

const earlier = (day: string | null, other: string): string => (day !== null && day < other ? day : other);

/**
 * "From" and "to" days of a list filter of past events (payments, deposits, reports, the audit log): neither can pass
 * the other, and neither can pass today (spec: a range picker's maximum is today).
 */
export function DateRangeFilter({ value, onChange }: { value: DayRange; onChange: (value: DayRange) => void }) {
  const { t } = useTranslation();
  const last = today();
  return (
    <>
      <DateField
        label={t('common.dates.from')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        maxDate={earlier(value.to, last)}
        clearable
        w={{ base: '100%', xs: 170 }}
      />
      <DateField
        label={t('common.dates.to')}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        minDate={value.from ?? undefined}
        maxDate={last}
        clearable
        w={{ base: '100%', xs: 170 }}
      />
    </>
  );
}
