import { Alert, Group, Pagination, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

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

/** The table of a paged list: it scrolls sideways on small screens and is busy while it loads. */
export function DataTable({ minWidth, busy, head, children }: { minWidth: number; busy: boolean; head: ReactNode; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
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
      {pages > 1 ? <Pagination total={pages} value={page} onChange={onPage} aria-label={label} /> : null}
    </Group>
  );
}

export function pageCount(count: number | undefined, pageSize: number): number {
  return Math.max(1, Math.ceil((count ?? 0) / pageSize));
}
