import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyListState, LoadErrorAlert, PagingFooter, pageCount } from '../../../../components/paged-table.tsx';

/** The states of a paged list around its items: error, first load, nothing to show. */
export interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  /** The page arrived and has no items. */
  isEmpty: boolean;
  loadingLabel: string;
  errorText: string;
  emptyTitle: string;
  emptyHint: string;
}

/** An honest list: an error says so, the first load says it is loading, an empty page says why and what to do. */
export function ListStates({ isPending, isError, isEmpty, loadingLabel, errorText, emptyTitle, emptyHint }: ListStateProps) {
  return (
    <>
      <LoadErrorAlert show={isError}>{errorText}</LoadErrorAlert>
      {isPending ? (
        <Center py="xl" role="status">
          <Loader size="sm" aria-label={loadingLabel} />
        </Center>
      ) : null}
      {isEmpty ? <EmptyListState title={emptyTitle} hint={emptyHint} /> : null}
    </>
  );
}

/** PagingFooter for a list of `count` items in pages of `size`; nothing before the first answer. */
export function ListFooter({
  count,
  size,
  page,
  onPage,
  total,
  label,
}: {
  count: number | undefined;
  size: number;
  page: number;
  onPage: (page: number) => void;
  total: (count: number) => ReactNode;
  label: string;
}) {
  if (count === undefined) return null;
  const pages = pageCount(count, size);
  return <PagingFooter total={total(count)} pages={pages} page={Math.min(page, pages)} onPage={onPage} label={label} />;
}
