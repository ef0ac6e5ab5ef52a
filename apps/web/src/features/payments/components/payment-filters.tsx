import { PAYMENT_RULES, PAYMENT_STATUSES, type PaymentStatus } from '@bb/domain';
import { Group, MultiSelect, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-field.tsx';
import { DEFAULT_PAYMENT_SORT, PAYMENT_SORTS, type PaymentSort } from '../api/payment-intents.ts';
import type { PaymentListState } from './use-payment-list-params.ts';

/** A typed filter: shown at once, sent 1 s after the last keystroke (spec part 2 section 9). */
function DebouncedSearch({ value, onChange, label, placeholder }: { value: string; onChange: (value: string) => void; label: string; placeholder: string }) {
  const [text, setText] = useState(value);
  const send = useDebouncedCallback((next: string) => onChange(next.trim()), PAYMENT_RULES.filterDebounceMs);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      w={{ base: '100%', xs: 220 }}
    />
  );
}

/** Status (one or more), company, hacker, creation days, overdue only, and the order. */
export function PaymentFilters({ state, onChange }: { state: PaymentListState; onChange: (next: Partial<PaymentListState>) => void }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MultiSelect
        label={t('payments.hackers.filters.status')}
        placeholder={state.statuses.length ? undefined : t('payments.hackers.filters.allStatuses')}
        value={state.statuses}
        onChange={(values) => onChange({ statuses: values as PaymentStatus[] })}
        data={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`payments.hackers.status.${status}`) }))}
        clearable
        clearButtonProps={{ 'aria-label': t('common.actions.clearFilter') }}
        w={{ base: '100%', xs: 280 }}
      />
      <DebouncedSearch
        value={state.company}
        onChange={(company) => onChange({ company })}
        label={t('payments.hackers.filters.company')}
        placeholder={t('payments.hackers.filters.companyPlaceholder')}
      />
      <DebouncedSearch
        value={state.hacker}
        onChange={(hacker) => onChange({ hacker })}
        label={t('payments.hackers.filters.hacker')}
        placeholder={t('payments.hackers.filters.hackerPlaceholder')}
      />
      <DateRangeFilter value={{ from: state.from, to: state.to }} onChange={({ from, to }) => onChange({ from, to })} />
      <Select
        label={t('payments.hackers.filters.sort')}
        value={state.sort}
        onChange={(sort) => onChange({ sort: (sort as PaymentSort | null) ?? DEFAULT_PAYMENT_SORT })}
        allowDeselect={false}
        data={PAYMENT_SORTS.map((sort) => ({ value: sort, label: t(`payments.hackers.sort.${sort}`) }))}
        w={{ base: '100%', xs: 220 }}
      />
      <Switch
        label={t('payments.hackers.filters.overdue')}
        checked={state.overdue}
        onChange={(event) => onChange({ overdue: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
