import type { Notification } from '@bb/domain';
import { ActionIcon, Anchor, Box, Group, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportSeverityBadge } from '../../../components/report-badges.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { NotificationIcon } from './notification-icon.tsx';
import { notificationSentence } from './notification-sentence.ts';
import { formatRelativeTime } from './relative-time.ts';
import classes from './notifications.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** Marks the entry read (on opening it or with its button). */
  onRead: (id: string) => void;
  /** The button of this entry is waiting for the server. */
  reading: boolean;
}

/** When it happened: how long ago, and the exact time beside it. */
function NotificationTime({ createdAt }: { createdAt: string }) {
  return (
    <Text size="xs" c="dimmed" component="span">
      <time dateTime={createdAt}>
        {formatRelativeTime(createdAt)} · {formatDateTime(createdAt)}
      </time>
    </Text>
  );
}

/** The program the entry belongs to (unless the sentence already names it) and a new report's severity. */
function NotificationContext({ notification: { event, details } }: { notification: Notification }) {
  const program = details.program && details.program !== details.title ? details.program : null;
  const severity = event === 'reportReceived' ? details.severity : null;
  if (!program && !severity) return null;
  return (
    <Group gap={6} wrap="nowrap" mt={2}>
      {severity ? <ReportSeverityBadge severity={severity} size="xs" /> : null}
      {program ? (
        <Text size="xs" c="dimmed" truncate="end">
          {program}
        </Text>
      ) : null}
    </Group>
  );
}

/** One entry: its icon, its sentence linking to the report, program or invitation, when, and whether it was read. */
export function NotificationItem({ notification, onRead, reading }: NotificationItemProps) {
  const { t } = useTranslation();
  const unread = notification.readAt === null;
  const sentence = notificationSentence(t, notification);
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.item} data-unread={unread || undefined} data-testid="notification">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <NotificationIcon event={notification.event} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component={Link}
            to={notification.link}
            c="inherit"
            fw={unread ? 650 : 400}
            size="sm"
            className={classes.link}
            onClick={() => {
              if (unread) onRead(notification.id);
            }}
          >
            {unread ? <VisuallyHidden>{t('notifications.unreadMarker')}:</VisuallyHidden> : null} {sentence}
          </Anchor>
          <NotificationContext notification={notification} />
          <NotificationTime createdAt={notification.createdAt} />
        </Box>
        {unread ? (
          <Group gap={6} wrap="nowrap">
            <span className={classes.dot} aria-hidden />
            <Tooltip label={t('notifications.markRead')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                loading={reading}
                onClick={() => onRead(notification.id)}
                aria-label={t('notifications.markReadNamed', { sentence })}
              >
                <IconCheck size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
