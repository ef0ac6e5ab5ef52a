import type { ReactNode } from 'react';
import { PagingFooter, pageCount } from '../../../../components/paged-table.tsx';

/** PagingFooter for a list of `count` items (a lower bound when `countCapped`) in pages of `size`; nothing before the first answer. */
export function ListFooter({
  count,
  countCapped,
  size,
  page,
  onPage,
  total,
  label,
}: {
  count: number | undefined;
  countCapped?: boolean | undefined;
  size: number;
  page: number;
  onPage: (page: number) => void;
  total: (count: number) => ReactNode;
  label: string;
}) {
  if (count === undefined) return null;
  const pages = pageCount({ count, countCapped }, size);
  return <PagingFooter total={total(count)} pages={pages} page={Math.min(page, pages)} onPage={onPage} label={label} />;
}
