import type { PaymentIntent } from '@bb/domain';
import { Box, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HackerProfileLink } from '../../../components/hacker-profile-link.tsx';
import { DataTable, LoadingTableRow } from '../../../components/paged-table.tsx';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { DueDate, PaymentStatusBadge } from './payment-badges.tsx';
import { PaymentSource, taxRegimeLabel } from './payment-source.tsx';

const COLUMNS = 7;
/**
 * Below this width the table scrolls sideways. A 1280 px window leaves 944 px beside the sidebar: the regime goes
 * under the hacker, the company and the date under what is paid, so status and details fit there.
 */
const MIN_TABLE_WIDTH = 880;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const ROW_DIVIDER = { borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

interface ListProps {
  payments: readonly PaymentIntent[] | undefined;
  loading: boolean;
  busy: boolean;
  onOpen: (payment: PaymentIntent) => void;
}

function DetailsButton({ payment, onOpen }: { payment: PaymentIntent; onOpen: (payment: PaymentIntent) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => onOpen(payment)}
      aria-label={t('payments.hackers.detailsLabel', { hacker: payment.hacker.username, date: formatDate(payment.date, 'short') })}
    >
      {t('payments.hackers.details')}
    </Button>
  );
}

function PaymentRow({ payment, onOpen }: { payment: PaymentIntent; onOpen: (payment: PaymentIntent) => void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <HackerProfileLink hackerId={payment.hacker.id} username={payment.hacker.username} />
        <Text size="xs" c="dimmed">
          {payment.taxRegime ? taxRegimeLabel(payment.taxRegime) : t('payments.hackers.noRegime')}
        </Text>
      </Table.Td>
      <Table.Td maw={260}>
        <PaymentSource intent={payment} />
        <Text size="xs" c="dimmed">
          {payment.company ? `${payment.company.name} · ` : null}
          <span style={NO_WRAP}>{formatDate(payment.date, 'short')}</span>
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP}>
        {formatAmount(payment.bountyTotalAmount)}
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP}>
        {formatAmount(payment.transferAmount)}
      </Table.Td>
      <Table.Td>
        <DueDate dueDate={payment.dueDate} overdue={payment.overdue} />
      </Table.Td>
      <Table.Td style={NO_WRAP}>
        <PaymentStatusBadge status={payment.status} reason={payment.statusReason} />
      </Table.Td>
      <Table.Td>
        <DetailsButton payment={payment} onOpen={onOpen} />
      </Table.Td>
    </Table.Tr>
  );
}

/** On a phone, one card per payment: who and what, the badges, the amounts, then the details button. */
function PaymentCard({ payment, onOpen }: { payment: PaymentIntent; onOpen: (payment: PaymentIntent) => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="li" gap={6} py="sm" style={ROW_DIVIDER}>
      <PaymentSource intent={payment} />
      <Text size="xs" c="dimmed">
        {[`@${payment.hacker.username}`, payment.company?.name, formatDate(payment.date, 'short')].filter(Boolean).join(' · ')}
      </Text>
      <Group gap={6}>
        <PaymentStatusBadge status={payment.status} reason={payment.statusReason} />
      </Group>
      <Group justify="space-between" gap="xs" align="flex-start">
        <div>
          <Text size="xs" c="dimmed">
            {t('payments.hackers.columns.dueDate')}
          </Text>
          <DueDate dueDate={payment.dueDate} overdue={payment.overdue} />
        </div>
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={600}>
            {t('payments.hackers.cardTransfer', { amount: formatAmount(payment.transferAmount) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('payments.hackers.cardGross', { amount: formatAmount(payment.bountyTotalAmount) })}
          </Text>
        </Stack>
      </Group>
      <Group justify="flex-end">
        <DetailsButton payment={payment} onOpen={onOpen} />
      </Group>
    </Stack>
  );
}

/** The payment history: a table from `sm` up, a list of cards on a phone. */
export function HackerPaymentsList({ payments, loading, busy, onOpen }: ListProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box visibleFrom="sm">
        <DataTable
          minWidth={MIN_TABLE_WIDTH}
          busy={busy}
          label={t('payments.hackers.tableLabel')}
          head={
            <>
              <Table.Th>{t('payments.hackers.columns.hackerAndRegime')}</Table.Th>
              <Table.Th>{t('payments.hackers.columns.sourceCompanyDate')}</Table.Th>
              <Table.Th ta="right">{t('payments.hackers.columns.gross')}</Table.Th>
              <Table.Th ta="right">{t('payments.hackers.columns.transfer')}</Table.Th>
              <Table.Th>{t('payments.hackers.columns.dueDate')}</Table.Th>
              <Table.Th>{t('payments.hackers.columns.status')}</Table.Th>
              <Table.Th>{t('payments.hackers.columns.actions')}</Table.Th>
            </>
          }
        >
          {loading ? <LoadingTableRow colSpan={COLUMNS} label={t('payments.hackers.loading')} /> : null}
          {payments?.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} onOpen={onOpen} />
          ))}
        </DataTable>
      </Box>
      <Box hiddenFrom="sm">
        {loading ? (
          <Center py="md" role="status">
            <Loader size="sm" role="progressbar" aria-label={t('payments.hackers.loading')} />
          </Center>
        ) : null}
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('payments.hackers.tableLabel')} aria-busy={busy}>
          {payments?.map((payment) => (
            <PaymentCard key={payment.id} payment={payment} onOpen={onOpen} />
          ))}
        </Stack>
      </Box>
    </>
  );
}
