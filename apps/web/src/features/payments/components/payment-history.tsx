import type { PaymentDetail } from '@bb/domain';
import { Group, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { PaymentStatusBadge } from './payment-badges.tsx';
import { usePaymentReason } from '../../../lib/payment-reason.ts';

/** Each step of the payment, newest first: the new status, from which, who, when and why. */
export function PaymentHistory({ entries }: { entries: PaymentDetail['history'] }) {
  const { t } = useTranslation();
  const reasonText = usePaymentReason();
  if (!entries.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('payments.hackers.history.empty')}
      </Text>
    );
  }
  const newestFirst = [...entries].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Timeline bulletSize={14} lineWidth={2} active={-1}>
      {newestFirst.map((entry, index) => (
        <Timeline.Item key={`${entry.date}-${index}`}>
          <Stack gap={2}>
            <Group gap={6}>
              <PaymentStatusBadge status={entry.status} />
              {entry.oldStatus ? (
                <Text size="xs" c="dimmed">
                  {t('payments.hackers.history.from', { status: t(`payments.hackers.status.${entry.oldStatus}`) })}
                </Text>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" component="time" dateTime={entry.date}>
              {entry.by ? t('payments.hackers.history.by', { at: formatDateTime(entry.date), by: entry.by.username }) : formatDateTime(entry.date)}
            </Text>
            {entry.reason ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {reasonText(entry.reason)}
              </Text>
            ) : null}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
