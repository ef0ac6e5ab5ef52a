import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/it';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** The date format of every date field: day/month/year in both languages (date-field.tsx shows it the same way until this arrives). */
const DATE_FIELD_FORMAT = 'DD/MM/YYYY';

export type DatePickerProps = Omit<DatePickerInputProps, 'type'> & {
  /** Set when the field was clicked before this code arrived: the calendar opens as it mounts, as the click meant. */
  clickedEarly?: RefObject<boolean>;
};

/**
 * One day picked from a calendar (value YYYY-MM-DD or null), with the calendar's controls named in the interface
 * language and its locale. Its own chunk (date-field.tsx loads it): Mantine's dates, dayjs and its Italian locale are
 * set up apart from the page that shows the field.
 */
export function DatePicker({ clickedEarly, ...props }: DatePickerProps) {
  const { t, i18n } = useTranslation();
  const field = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!clickedEarly?.current) return;
    clickedEarly.current = false;
    field.current?.focus();
    field.current?.click();
  }, [clickedEarly]);
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        ref={field}
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
