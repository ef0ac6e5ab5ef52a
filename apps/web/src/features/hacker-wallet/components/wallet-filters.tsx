import { Group, Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-field.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { SearchInput } from '../../../components/paged-table.tsx';
import { WALLET_SORTS, type WalletSort } from '../api/payment-intents.ts';
import { statusChoices, type WalletListState, type WalletTab } from './use-wallet-list-params.ts';

/** The wallet filter: report title, status (the tab's), payment date range and order; the list sends them 1 s after the last change. */
export function WalletFilters({ tab, state, onChange }: { tab: WalletTab; state: WalletListState; onChange: (next: Partial<WalletListState>) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(state.search);
  // The URL may change under the box (the "needs you" link, the browser's back button).
  useEffect(() => setSearch((current) => (current.trim() === state.search.trim() ? current : state.search)), [state.search]);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchInput
        value={search}
        onChange={(value) => {
          setSearch(value);
          onChange({ search: value });
        }}
        label={t('hackerWallet.filters.search')}
        placeholder={t('hackerWallet.filters.searchPlaceholder')}
      />
      <FilterSelect
        label={t('hackerWallet.filters.status')}
        placeholder={t('hackerWallet.filters.any')}
        value={state.status}
        onChange={(status) => onChange({ status })}
        values={statusChoices(tab)}
        labelOf={(status) => t(status === 'needsAction' ? 'hackerWallet.filters.needsAction' : `hackerWallet.status.${status}`)}
      />
      <DateRangeFilter value={{ from: state.from, to: state.to }} onChange={({ from, to }) => onChange({ from, to })} />
      <Select
        label={t('hackerWallet.filters.sort')}
        value={state.sort}
        onChange={(sort) => onChange({ sort: (sort as WalletSort | null) ?? '-date' })}
        allowDeselect={false}
        data={WALLET_SORTS.map((sort) => ({ value: sort, label: t(`hackerWallet.sort.${sort}`) }))}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}
