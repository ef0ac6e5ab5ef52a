import { Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCompanies } from '../../../lib/api/admin-companies.ts';

const SEARCH_DEBOUNCE_MS = 300;
const OPTIONS_SIZE = 20;

interface CompanySelectProps {
  value: string | null;
  onChange: (companyId: string | null) => void;
  onBlur?: () => void;
  /** The company already chosen (the deposit's), shown before any search. */
  initial: { id: string; name: string } | null;
  label: string;
  error?: string;
}

/** A company searched by name among all companies (the super admin list, 20 at a time). */
export function CompanySelect({ value, onChange, onBlur, initial, label, error }: CompanySelectProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ComboboxItem | null>(initial ? { value: initial.id, label: initial.name } : null);
  const [search, setSearch] = useState(initial?.name ?? '');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The input shows the chosen company's name: that is not a search, the list then offers all companies.
  const term = selected && debounced === selected.label ? '' : debounced;
  const companies = useAdminCompanies({ search: term, status: 'all', sort: '-createdAt', page: 1, size: OPTIONS_SIZE });
  const found = companies.data?.results.map((company) => ({ value: company.id, label: company.name })) ?? [];
  const options = selected ? [selected, ...found.filter((option) => option.value !== selected.value)] : found;
  return (
    <Select
      label={label}
      placeholder={t('payments.manage.companyPlaceholder')}
      searchable
      required
      value={value}
      onChange={(id, option) => {
        setSelected(id ? option : null);
        onChange(id);
      }}
      onBlur={onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      nothingFoundMessage={companies.isFetching ? t('common.loading') : t('payments.manage.companyNothingFound')}
      error={error}
      maxDropdownHeight={180}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
