import { Input, InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { today } from '../lib/dates.ts';
import { OnDemand } from '../lib/on-demand.ts';
import { useOnDemand } from '../lib/use-on-demand.ts';
import type { DatePickerProps } from './date-picker.tsx';

// Mantine's dates, dayjs and its locale come in a chunk of their own, set up in a task of their own: part of the
// programs list's first task on a phone otherwise (its filters have two of these fields).
const picker = new OnDemand(async () => (await import('./date-picker.tsx')).DatePicker);

/** YYYY-MM-DD as the picker shows it, DD/MM/YYYY. */
const shownDay = (day: string) => day.split('-').reverse().join('/');

/**
 * The field as the picker will show it (label, value or placeholder, icon, width), while its code arrives: a click
 * meanwhile is kept, and opens the calendar when it has come.
 */
function DateFieldStandIn({ props, clickedEarly }: { props: Omit<DatePickerProps, 'clickedEarly'>; clickedEarly: { current: boolean } }) {
  const { t } = useTranslation();
  const { label, description, error, required, withAsterisk, disabled, w, size, value, placeholder } = props;
  return (
    <InputBase
      component="button"
      type="button"
      label={label}
      description={description}
      error={error}
      required={required}
      withAsterisk={withAsterisk}
      disabled={disabled}
      w={w}
      size={size}
      leftSection={<IconCalendar size={16} aria-hidden />}
      onClick={() => (clickedEarly.current = true)}
    >
      {typeof value === 'string' && value ? shownDay(value) : <Input.Placeholder c="dimmed">{placeholder ?? t('common.dates.placeholder')}</Input.Placeholder>}
    </InputBase>
  );
}

/**
 * One day picked from a calendar (value YYYY-MM-DD or null), with the calendar's controls named in the interface
 * language and its locale (date-picker.tsx, here rather than around the whole app: dayjs and its Italian locale load
 * with the pages that pick dates). Until the picker's code is here, and in a page the server paints (whose first
 * render the app's must match), the field is its stand-in: a click on a painted picker whose code had not arrived
 * would be lost (React does not replay it), a click on the stand-in opens the calendar once it has.
 */
export function DateField(props: Omit<DatePickerProps, 'clickedEarly'>) {
  const clickedEarly = useRef(false);
  const Picker = useOnDemand(picker);
  return Picker ? <Picker {...props} clickedEarly={clickedEarly} /> : <DateFieldStandIn props={props} clickedEarly={clickedEarly} />;
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
