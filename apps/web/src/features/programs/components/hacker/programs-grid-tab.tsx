import { Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../../components/card-grid.tsx';
import { listTotal, ListStates, SearchInput, useSearchPaging } from '../../../../components/paged-table.tsx';
import type { ProgramsParams } from '../../api/programs.ts';
import { PROGRAM_FILTER_DEBOUNCE_MS } from '../program-filters.tsx';
import { HackerProgramCard } from './hacker-program-card.tsx';
import { ListFooter } from './list-parts.tsx';
import { HACKER_PROGRAMS_PAGE_SIZE, useHackerPrograms, type HackerProgramsSource } from './use-hacker-programs.ts';

type ProgramSort = ProgramsParams['sort'];
const SORTS: readonly ProgramSort[] = ['-createdAt', 'createdAt', 'name', '-name'];
const isSort = (value: string | null): value is ProgramSort => SORTS.includes(value as ProgramSort);

function SortSelect({ value, onChange }: { value: ProgramSort; onChange: (sort: ProgramSort) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('hackerPrograms.toolbar.sort')}
      value={value}
      onChange={(next) => {
        if (isSort(next)) onChange(next);
      }}
      allowDeselect={false}
      data={SORTS.map((sort) => ({ value: sort, label: t(`hackerPrograms.toolbar.sortOptions.${sort}`) }))}
      w={{ base: '100%', xs: 200 }}
    />
  );
}

/** The All and My programs tabs: search by name, sort, a grid of program cards, pages. */
export function ProgramsGridTab({ source }: { source: HackerProgramsSource }) {
  const { t } = useTranslation();
  const { search, changeSearch, debouncedSearch, page, setPage } = useSearchPaging(PROGRAM_FILTER_DEBOUNCE_MS);
  const [sort, setSort] = useState<ProgramSort>('-createdAt');
  const programs = useHackerPrograms(source, { name: debouncedSearch, sort, page, size: HACKER_PROGRAMS_PAGE_SIZE });
  const results = programs.data?.results;
  const searching = debouncedSearch.trim() !== '';
  const changeSort = (next: ProgramSort) => {
    setSort(next);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchInput
          value={search}
          onChange={changeSearch}
          label={t('hackerPrograms.toolbar.search')}
          placeholder={t('hackerPrograms.toolbar.searchPlaceholder')}
        />
        <SortSelect value={sort} onChange={changeSort} />
      </Group>
      <ListStates
        isPending={programs.isPending}
        isError={programs.isError}
        isEmpty={results?.length === 0}
        loadingLabel={t('hackerPrograms.list.loading')}
        errorText={t('hackerPrograms.list.loadError')}
        emptyTitle={searching ? t('hackerPrograms.list.emptySearch') : t(`hackerPrograms.empty.${source}`)}
        emptyHint={searching ? t('hackerPrograms.list.emptySearchHint') : t(`hackerPrograms.empty.${source}Hint`)}
      />
      {results && results.length > 0 ? (
        <CardGrid busy={programs.isFetching}>
          {results.map((program) => (
            <HackerProgramCard key={program.id} program={program} />
          ))}
        </CardGrid>
      ) : null}
      <ListFooter
        count={programs.data?.count}
        countCapped={programs.data?.countCapped}
        size={HACKER_PROGRAMS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        total={(count) => listTotal(t, 'hackerPrograms.list.total', { count, countCapped: programs.data?.countCapped })}
        label={t('hackerPrograms.list.pagination')}
      />
    </Stack>
  );
}
