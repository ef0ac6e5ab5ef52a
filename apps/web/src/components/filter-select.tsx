import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A clearable list filter over fixed values (statuses, types), with a named clear button. */
export function FilterSelect<T extends string>({
  label,
  placeholder,
  value,
  onChange,
  values,
  labelOf,
}: {
  label: string;
  placeholder: string;
  value: T | null;
  onChange: (value: T | null) => void;
  values: readonly T[];
  labelOf: (value: T) => string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      placeholder={placeholder}
      clearable
      clearButtonProps={{ 'aria-label': t('common.actions.clearFilter') }}
      value={value}
      onChange={(next) => onChange(next as T | null)}
      data={values.map((item) => ({ value: item, label: labelOf(item) }))}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
