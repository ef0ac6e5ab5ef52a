import { NOTIFICATION_RETENTION_DAYS } from '@bb/domain';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { IconBell, IconBellRinging, IconChecks, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-read.ts';
import { useUnreadCount } from '../api/unread-count.ts';
import { NotificationList } from './notification-list.tsx';

/** "Mark all as read", offered while something is unread. */
function MarkAllButton() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data?.unread ?? 0;
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button
      variant="light"
      leftSection={<IconChecks size={18} aria-hidden />}
      disabled={unread === 0}
      loading={markAll.isPending}
      onClick={() =>
        markAll.mutate(undefined, {
          onSuccess: () => notifySuccess(t('notifications.markAllDone')),
          onError: () => notifyFailure(t('notifications.markAllFailed')),
        })
      }
    >
      {t('notifications.markAll')}
    </Button>
  );
}

/** The caller's in-app notifications of the last 90 days: all or only the unread ones (?tab=unread). */
export function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title={t('notifications.page.title')} description={t('notifications.page.description', { days: NOTIFICATION_RETENTION_DAYS })} />
        <Group gap="xs">
          <Button component={Link} to="/account?tab=notifications" variant="subtle" leftSection={<IconSettings size={18} aria-hidden />}>
            {t('notifications.settingsLink')}
          </Button>
          <MarkAllButton />
        </Group>
      </Group>
      <TabbedPage
        tabs={[
          { value: 'all', label: t('notifications.tabs.all'), icon: IconBell, panel: <NotificationList unreadOnly={false} /> },
          { value: 'unread', label: t('notifications.tabs.unread'), icon: IconBellRinging, panel: <NotificationList unreadOnly /> },
        ]}
      />
    </>
  );
}
