import { WEBHOOK_RULES, type WebhookDelivery, type WebhookDeliveryStatus } from '@bb/domain';
import { Badge, Button, Code, Group, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { ScrollTable } from '../../../../components/scroll-table.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { notifyFailure } from '../../../../lib/notify.ts';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks.ts';

export const DELIVERY_COLORS: Record<WebhookDeliveryStatus, string> = { pending: 'yellow', delivered: 'teal', failed: 'red' };

function DeliveryRow({ webhookId, delivery }: { webhookId: string; delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const redeliver = useRedeliver();
  const resend = () => redeliver.mutate({ id: webhookId, deliveryId: delivery.id }, { onError: () => notifyFailure(t('webhooks.log.redeliverFailed')) });
  return (
    <Table.Tr data-testid="webhook-delivery">
      <Table.Td>
        <Badge color={DELIVERY_COLORS[delivery.status]} variant="light">
          {t(`webhooks.log.status.${delivery.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Code>{delivery.event}</Code>
      </Table.Td>
      <Table.Td>{delivery.responseStatus ?? t('webhooks.log.noResponse')}</Table.Td>
      <Table.Td>{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</Table.Td>
      <Table.Td>{delivery.responseMs === null ? '' : t('webhooks.log.ms', { ms: delivery.responseMs })}</Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {delivery.error ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="subtle"
          onClick={resend}
          loading={redeliver.isPending}
          aria-label={t('webhooks.log.redeliverLabel', { event: delivery.event })}
        >
          {t('webhooks.log.redeliver')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** An endpoint's deliveries, newest first: status, event, response code, time and duration, and a redeliver button. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhookId, page);
  if (deliveries.isPending) return <PageLoader minHeight={80} />;
  const rows = deliveries.data?.results ?? [];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('webhooks.log.empty')}
      </Text>
    );
  const pages = Math.ceil((deliveries.data?.count ?? 0) / WEBHOOK_RULES.deliveryPageSize);
  return (
    <Stack gap="xs">
      <ScrollTable minWidth={760} label={t('webhooks.log.title')}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.log.columns.status')}</Table.Th>
              <Table.Th>{t('webhooks.log.columns.event')}</Table.Th>
              <Table.Th>{t('webhooks.log.columns.code')}</Table.Th>
              <Table.Th>{t('webhooks.log.columns.time')}</Table.Th>
              <Table.Th>{t('webhooks.log.columns.duration')}</Table.Th>
              <Table.Th>{t('webhooks.log.columns.error')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('webhooks.log.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((delivery) => (
              <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={t('webhooks.log.pages')} />
        </Group>
      ) : null}
    </Stack>
  );
}
