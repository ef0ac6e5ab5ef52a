import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '../api/company-options.ts';

/** The programs list's company filter: typed names search the approved companies on the server, `debounceMs` after the last key. */
export function CompanyFilter({
  value,
  onChange,
  debounceMs,
}: {
  value: { id: string; name: string } | null;
  onChange: (company: { id: string; name: string } | null) => void;
  debounceMs: number;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search === value?.name ? '' : search, debounceMs);
  const options = useCompanyOptions(debounced, true);
  const rows = options.data?.results ?? [];
  // The chosen company stays an option while another search is on screen.
  const data = [
    ...(value && !rows.some((row) => row.id === value.id) ? [{ value: value.id, label: value.name }] : []),
    ...rows.map((row) => ({ value: row.id, label: row.name })),
  ];
  return (
    <Select
      label={t('programs.filters.company')}
      placeholder={t('programs.filters.companyPlaceholder')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('common.actions.clearFilter') }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('programs.filters.companyLoading') : t('programs.filters.companyNone')}
      value={value?.id ?? null}
      onChange={(id, option) => onChange(id && option ? { id, name: option.label } : null)}
      data={data}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
