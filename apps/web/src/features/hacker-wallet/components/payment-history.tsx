import type { PaymentDetail } from '@bb/domain';
import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { PaymentStatusBadge } from './payment-badges.tsx';
import { usePaymentReason } from '../../../lib/payment-reason.ts';

/** The payment's steps, newest first: the status it reached, why, who moved it (or the platform) and when. */
export function PaymentHistory({ history }: { history: PaymentDetail['history'] }) {
  const { t } = useTranslation();
  const reasonText = usePaymentReason();
  const titleId = useId();
  const entries = [...history].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {t('hackerWallet.history.title')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hackerWallet.history.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={0}>
          {entries.map((entry) => (
            <Timeline.Item key={`${entry.date}-${entry.status}`} title={<PaymentStatusBadge status={entry.status} />}>
              {entry.reason ? (
                <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  {reasonText(entry.reason)}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed" mt={2}>
                {entry.by ? t('hackerWallet.history.by', { username: entry.by.username }) : t('hackerWallet.history.byPlatform')}
                {' · '}
                <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
