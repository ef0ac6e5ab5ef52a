import type { CappedListPage, ProgramCard as ProgramCardData } from '@bb/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/card-grid.tsx';
import { listTotal, PagingFooter, pageCount } from '../../../components/paged-table.tsx';
import { ProgramCard } from './program-card.tsx';

/** A page of program cards with the total and the pager, under the list's own states (ListStates). */
export function ProgramCardPages({
  programs,
  pageSize,
  page,
  onPage,
}: {
  programs: UseQueryResult<CappedListPage<ProgramCardData>>;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const results = programs.data?.results;
  const pages = pageCount(programs.data, pageSize);
  return (
    <>
      {results && results.length > 0 ? (
        <CardGrid busy={programs.isFetching}>
          {results.map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </CardGrid>
      ) : null}
      {programs.data ? (
        <PagingFooter
          total={listTotal(t, 'programs.list.total', programs.data)}
          pages={pages}
          page={Math.min(page, pages)}
          onPage={onPage}
          label={t('programs.list.pagination')}
        />
      ) : null}
    </>
  );
}
