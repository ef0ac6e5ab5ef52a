import { Alert, Center, Group, Loader, Pagination, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** A search box and its page: typing goes back to page 1; `debouncedSearch` follows `search` after `debounceMs`. */
export function useSearchPaging(debounceMs: number) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search, debounceMs);
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  return { search, changeSearch, debouncedSearch, page, setPage };
}

export function SearchInput({
  value,
  onChange,
  label,
  description,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  description?: string;
  placeholder: string;
}) {
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      label={label}
      description={description}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      w={{ base: '100%', xs: 320 }}
    />
  );
}

export function LoadErrorAlert({ show, children }: { show: boolean; children: ReactNode }) {
  return show ? <Alert color="red">{children}</Alert> : null;
}

/**
 * The table of a paged list: it scrolls sideways on small screens and is busy while it loads. With
 * a `label`, the scrolling viewport is a named region that takes the keyboard focus, so the hidden
 * columns can be reached without a pointer (axe scrollable-region-focusable).
 */
export function DataTable({
  minWidth,
  busy,
  head,
  label,
  children,
}: {
  minWidth: number;
  busy: boolean;
  head: ReactNode;
  label?: string;
  children: ReactNode;
}) {
  const viewportProps = label ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } } : undefined;
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={viewportProps}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The only row of a table with no results. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text size="sm" c="dimmed" ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * What a list shows instead of its table when there is nothing in it: a table row would centre the
 * text across columns that a phone scrolls out of sight.
 */
export function EmptyListState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" py="lg" px="md" ta="center">
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {hint ? (
        <Text size="sm" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The states of a paged list around its items: error, first load, nothing to show. */
export interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  /** The page arrived and has no items. */
  isEmpty: boolean;
  loadingLabel: string;
  errorText: string;
  emptyTitle: string;
  emptyHint?: string;
}

/** An honest list: an error says so, the first load says it is loading, an empty page says why and what to do. */
export function ListStates({ isPending, isError, isEmpty, loadingLabel, errorText, emptyTitle, emptyHint }: ListStateProps) {
  return (
    <>
      <LoadErrorAlert show={isError}>{errorText}</LoadErrorAlert>
      {isPending ? (
        <Center py="xl" role="status">
          <Loader size="sm" role="progressbar" aria-label={loadingLabel} />
        </Center>
      ) : null}
      {isEmpty ? <EmptyListState title={emptyTitle} hint={emptyHint} /> : null}
    </>
  );
}

/** The only row of a table whose first page is still loading. */
export function LoadingTableRow({ colSpan, label }: { colSpan: number; label: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Center py="md" role="status">
          <Loader size="sm" role="progressbar" aria-label={label} />
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}

/** The total on the left, the pages on the right (only when there is more than one). */
export function PagingFooter({
  total,
  pages,
  page,
  onPage,
  label,
}: {
  total: ReactNode;
  pages: number;
  page: number;
  onPage: (page: number) => void;
  label: string;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {total}
      </Text>
      {pages > 1 ? <NamedPagination total={pages} value={page} onChange={onPage} label={label} /> : null}
    </Group>
  );
}

/** Mantine's pagination with names for its arrow buttons, which otherwise have none for a screen reader (the pages are named by their number). */
function NamedPagination({ total, value, onChange, label }: { total: number; value: number; onChange: (page: number) => void; label: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <Pagination total={total} value={value} onChange={onChange} getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })} />
    </nav>
  );
}

/**
 * A list's total under `key` ("12 programs"), or under `key` + "Capped" ("More than 1000 programs") when the API stopped
 * counting at the list's cap (`countCapped`: `count` is a lower bound).
 */
export function listTotal(t: TFunction, key: string, page: { count: number; countCapped?: boolean }): string {
  return t(page.countCapped ? `${key}Capped` : key, { count: page.count });
}

/** How many pages the pager offers for a list's answer: one more when its count is a lower bound (`countCapped`: more rows follow). */
export function pageCount(page: { count: number; countCapped?: boolean | undefined } | undefined, pageSize: number): number {
  return Math.max(1, Math.ceil((page?.count ?? 0) / pageSize) + (page?.countCapped ? 1 : 0));
}

/** The page of a filtered list, back to the first page whenever a filter changes (`filter(setX)` wraps a setter). */
export function useFilteredPaging() {
  const [page, setPage] = useState(1);
  const filter = useCallback(
    <T,>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
      },
    [],
  );
  return { page, setPage, filter };
}
