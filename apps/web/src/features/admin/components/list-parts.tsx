import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyTableRow, listTotal, PagingFooter, SearchInput, pageCount } from '../../../components/paged-table.tsx';

export const PAGE_SIZE = 10;
/** Super admin filters wait 1000 ms after the last keystroke (spec part 2 section 9). */
export const ADMIN_FILTER_DEBOUNCE_MS = 1000;

export function SearchField(props: { value: string; onChange: (value: string) => void; label: string; description?: string }) {
  const { t } = useTranslation();
  return <SearchInput {...props} placeholder={t('admin.common.searchPlaceholder')} />;
}

/** The total on the left ("more than" when `countCapped`), the pages on the right (only when there is more than one). */
export function ListFooter({
  count,
  countCapped,
  page,
  onPage,
}: {
  count: number | undefined;
  countCapped?: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(count === undefined ? undefined : { count, countCapped }, PAGE_SIZE);
  return (
    <PagingFooter
      total={count === undefined ? '' : listTotal(t, 'admin.common.total', { count, countCapped })}
      pages={pages}
      page={Math.min(page, pages)}
      onPage={onPage}
      label={t('admin.common.pagination')}
    />
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children?: ReactNode }) {
  const { t } = useTranslation();
  return <EmptyTableRow colSpan={colSpan}>{children ?? t('admin.common.empty')}</EmptyTableRow>;
}

export function BlockedBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={blocked ? 'red' : 'teal'} variant="light">
      {t(blocked ? 'admin.users.status.blocked' : 'admin.users.status.active')}
    </Badge>
  );
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={verified ? 'teal' : 'yellow'} variant="light">
      {t(verified ? 'admin.companies.status.approved' : 'admin.companies.status.pending')}
    </Badge>
  );
}

export { ScrollTable } from '../../../components/scroll-table.tsx';
