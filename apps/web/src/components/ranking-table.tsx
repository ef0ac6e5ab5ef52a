import type { ListPage, PublicHackerProfile } from '@bb/domain';
import { Group, Stack, Table, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable, EmptyListState, LoadErrorAlert, LoadingTableRow, PagingFooter, pageCount } from './paged-table.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { HackerProfileLink } from './hacker-profile-link.tsx';

/** Gold, silver and bronze for the podium. */
const PODIUM_COLORS = ['yellow.6', 'gray.5', 'orange.7'] as const;

/** A ranking row as the table shows it; `hacker.id` is null where the ranking does not send it. */
export interface RankingRow {
  position: number;
  hacker: { id: string | null; username: string; picture: PublicHackerProfile['picture'] };
  points: number;
}

/** One locale area per ranking, with the same keys (hallOfFame.json, leaderboard.json). */
export type RankingTextKeys = 'hallOfFame' | 'leaderboard';

export interface RankingTableProps<T> {
  /** The query of the current page of the ranking. */
  ranking: Pick<UseQueryResult<ListPage<T>>, 'data' | 'isPending' | 'isError' | 'isFetching'>;
  /** What the table shows of one row of the API's answer. */
  toRow: (row: T) => RankingRow;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  textKeys: RankingTextKeys;
  /** The hacker's picture beside the name. */
  withAvatars?: boolean;
}

export function RankPosition({ position }: { position: number }) {
  const color = PODIUM_COLORS[position - 1];
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={color ? 700 : 500}>
        {position}
      </Text>
      {color ? <IconTrophy size={16} color={`var(--mantine-color-${color.replace('.', '-')})`} aria-hidden /> : null}
    </Group>
  );
}

function HackerCell({ hacker, withAvatar }: { hacker: RankingRow['hacker']; withAvatar: boolean }) {
  const link = <HackerProfileLink hackerId={hacker.id} username={hacker.username} />;
  if (!withAvatar) return link;
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={hacker} size={32} />
      {link}
    </Group>
  );
}

/** Position, hacker and points, best first, a page at a time: the hall of fame's and the leaderboard's table. */
export function RankingTable<T>({ ranking, toRow, page, pageSize, onPage, textKeys, withAvatars = false }: RankingTableProps<T>) {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching } = ranking;
  const pages = pageCount(data, pageSize);

  if (data?.count === 0) return <EmptyListState title={t(`${textKeys}.empty`)} hint={t(`${textKeys}.emptyHint`)} />;
  return (
    <Stack gap="md">
      <LoadErrorAlert show={isError}>{t(`${textKeys}.loadError`)}</LoadErrorAlert>
      {isError ? null : (
        <DataTable
          minWidth={320}
          busy={isFetching}
          label={t(`${textKeys}.tableLabel`)}
          head={
            <>
              <Table.Th w={120}>{t(`${textKeys}.columns.position`)}</Table.Th>
              <Table.Th>{t(`${textKeys}.columns.name`)}</Table.Th>
              <Table.Th ta="right">{t(`${textKeys}.columns.score`)}</Table.Th>
            </>
          }
        >
          {isPending ? <LoadingTableRow colSpan={3} label={t(`${textKeys}.loading`)} /> : null}
          {data?.results.map(toRow).map((row) => (
            <Table.Tr key={row.position}>
              <Table.Td>
                <RankPosition position={row.position} />
              </Table.Td>
              <Table.Td>
                <HackerCell hacker={row.hacker} withAvatar={withAvatars} />
              </Table.Td>
              <Table.Td ta="right">{row.points}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {data ? (
        <PagingFooter
          total={t(`${textKeys}.total`, { count: data.count })}
          pages={pages}
          page={Math.min(page, pages)}
          onPage={onPage}
          label={t(`${textKeys}.pagination`)}
        />
      ) : null}
    </Stack>
  );
}
