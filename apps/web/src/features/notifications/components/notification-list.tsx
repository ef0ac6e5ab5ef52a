import { NOTIFICATION_RETENTION_DAYS } from '@bb/domain';
import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates, PagingFooter, pageCount } from '../../../components/paged-table.tsx';
import { notifyFailure } from '../../../lib/notify.ts';
import { useMarkNotificationRead } from '../api/mark-read.ts';
import { useNotifications } from '../api/notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import classes from './notifications.module.css';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One filter's entries (all, or only the unread ones), a page at a time, newest first. */
export function NotificationList({ unreadOnly }: { unreadOnly: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useNotifications({ page, size: NOTIFICATIONS_PAGE_SIZE, unreadOnly });
  const markRead = useMarkNotificationRead();
  const pages = pageCount(list.data, NOTIFICATIONS_PAGE_SIZE);
  const results = list.data?.results ?? [];
  const filter = unreadOnly ? 'unread' : 'all';

  // Reading the last unread entries of the last page empties it: show the page before instead.
  useEffect(() => {
    if (list.data && page > pages) setPage(pages);
  }, [list.data, page, pages]);

  const read = (id: string) =>
    markRead.mutate(id, {
      onError: () => notifyFailure(t('notifications.markReadFailed')),
    });

  return (
    <Stack gap="md">
      <ListStates
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.isSuccess && results.length === 0}
        loadingLabel={t('notifications.loading')}
        errorText={t('notifications.loadError')}
        emptyTitle={t(`notifications.empty.${filter}`, { days: NOTIFICATION_RETENTION_DAYS })}
        emptyHint={t(`notifications.empty.${filter}Hint`)}
      />
      {results.length > 0 ? (
        <Stack component="ul" gap="xs" className={classes.list} aria-label={t(`notifications.listLabel.${filter}`)} aria-busy={list.isFetching}>
          {results.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onRead={read}
              reading={markRead.isPending && markRead.variables === notification.id}
            />
          ))}
        </Stack>
      ) : null}
      {list.data && list.data.count > 0 ? (
        <PagingFooter
          total={t('notifications.total', { count: list.data.count })}
          pages={pages}
          page={page}
          onPage={setPage}
          label={t('notifications.paginationLabel')}
        />
      ) : null}
    </Stack>
  );
}
