import type { PaymentBatch, PaymentIntent, PendingBeneficiaries } from '@bb/domain';
import { Anchor, Button, Center, Group, List, Loader, Paper, SimpleGrid, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconFileImport, IconFileTypeXml, IconRefresh, IconRotateClockwise } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { LoadErrorAlert } from '../../../components/paged-table.tsx';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { beneficiariesFilePath } from '../api/beneficiaries-export.ts';
import { usePendingBeneficiaries } from '../api/pending-beneficiaries.ts';
import { CreateBatchDialog, CreatedBatchNotice } from './create-batch-dialog.tsx';
import { ImportBankAnswerModal } from './import-bank-answer-modal.tsx';
import { ResetFailedDialog, ResetPendingDialog } from './reset-beneficiaries-dialogs.tsx';

type Dialog = 'create' | 'import' | 'resetPending' | 'resetFailed';

const newestFirst = (batches: readonly PaymentBatch[]) => [...batches].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** A batch's two files as plain download links (the session cookie goes with them); downloading again changes nothing. */
function BatchFiles({ batch }: { batch: PaymentBatch }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor href={beneficiariesFilePath('xml', batch.id)} download size="sm" aria-label={t('payments.hackers.batch.downloadXml', { id: batch.messageId })}>
        {t('payments.hackers.batch.xml')}
      </Anchor>
      <Anchor href={beneficiariesFilePath('csv', batch.id)} download size="sm" aria-label={t('payments.hackers.batch.downloadCsv', { id: batch.messageId })}>
        {t('payments.hackers.batch.csv')}
      </Anchor>
    </Group>
  );
}

function RecentBatches({ batches }: { batches: readonly PaymentBatch[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!batches.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('payments.hackers.batch.noBatches')}
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm" fw={500} id={titleId} mb={4}>
        {t('payments.hackers.batch.recent')}
      </Text>
      <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } }}>
        <Table verticalSpacing={6} aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.hackers.batch.columns.messageId')}</Table.Th>
              <Table.Th>{t('payments.hackers.batch.columns.createdAt')}</Table.Th>
              <Table.Th ta="right">{t('payments.hackers.batch.columns.count')}</Table.Th>
              <Table.Th ta="right">{t('payments.hackers.batch.columns.total')}</Table.Th>
              <Table.Th>{t('payments.hackers.batch.columns.files')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {batches.map((batch) => (
              <Table.Tr key={batch.id}>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {batch.messageId}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(batch.createdAt)}</Table.Td>
                <Table.Td ta="right">{batch.count}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(batch.total)}
                </Table.Td>
                <Table.Td>
                  <BatchFiles batch={batch} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

/** The payments of the next batch, behind a toggle: who gets how much. */
function PendingPayments({ payments, onOpen }: { payments: readonly PaymentIntent[]; onOpen: (payment: PaymentIntent) => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const listId = useId();
  if (!payments.length) return null;
  return (
    <div>
      <Button variant="subtle" size="compact-sm" onClick={() => setShown((value) => !value)} aria-expanded={shown} aria-controls={listId}>
        {t(shown ? 'payments.hackers.batch.hidePayments' : 'payments.hackers.batch.showPayments', { count: payments.length })}
      </Button>
      <List id={listId} hidden={!shown} size="sm" spacing={4} mt="xs" listStyleType="none">
        {payments.map((payment) => (
          <List.Item key={payment.id}>
            <UnstyledButton onClick={() => onOpen(payment)} fz="sm" c="indigo.8" style={{ overflowWrap: 'anywhere' }}>
              {t('payments.hackers.batch.paymentLine', {
                hacker: payment.hacker.username,
                name: payment.beneficiaryName ?? '—',
                amount: formatAmount(payment.transferAmount),
              })}
            </UnstyledButton>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

function BatchFigures({ data }: { data: PendingBeneficiaries }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <LabeledValue label={t('payments.hackers.batch.waiting')}>
        <Text fw={700} size="lg" span>
          {data.count}
        </Text>
      </LabeledValue>
      <LabeledValue label={t('payments.hackers.batch.total')}>
        <Text fw={700} size="lg" span>
          {formatAmount(data.total)}
        </Text>
      </LabeledValue>
      <LabeledValue label={t('payments.hackers.batch.processing')}>{data.processing}</LabeledValue>
      <LabeledValue label={t('payments.hackers.batch.failedRetry')}>{data.failedRetry}</LabeledValue>
    </SimpleGrid>
  );
}

/**
 * The bank batch (spec part 2 section 4): what waits for the next SEPA file, making the batch after a confirmation
 * (then its SEPA XML and CSV to download), the bank's answer, the two resets and the recent batches.
 */
export function BankBatchPanel({ onOpen }: { onOpen: (payment: PaymentIntent) => void }) {
  const { t } = useTranslation();
  const pending = usePendingBeneficiaries();
  const [created, setCreated] = useState<PaymentBatch | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const titleId = useId();
  const data = pending.data;
  const batches = data ? newestFirst(data.batches) : [];
  const closeDialog = () => setDialog(null);
  const showCreated = (batch: PaymentBatch) => {
    setCreated(batch);
    closeDialog();
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} aria-busy={pending.isFetching}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('payments.hackers.batch.title')}
        </Title>
        <LoadErrorAlert show={pending.isError}>{t('payments.hackers.batch.loadError')}</LoadErrorAlert>
        {pending.isPending ? (
          <Center py="sm" role="status">
            <Loader size="sm" role="progressbar" aria-label={t('payments.hackers.batch.loading')} />
          </Center>
        ) : null}
        {data ? (
          <>
            <BatchFigures data={data} />
            <PendingPayments payments={data.results} onOpen={onOpen} />
            <Group gap="sm">
              <Button
                leftSection={<IconFileTypeXml size={18} aria-hidden />}
                onClick={() => setDialog('create')}
                disabled={data.count === 0}
                w={{ base: '100%', xs: 'auto' }}
              >
                {t('payments.hackers.batch.create')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconFileImport size={18} aria-hidden />}
                onClick={() => setDialog('import')}
                w={{ base: '100%', xs: 'auto' }}
              >
                {t('payments.hackers.batch.importAnswer')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconRotateClockwise size={18} aria-hidden />}
                onClick={() => setDialog('resetPending')}
                disabled={data.processing === 0}
                w={{ base: '100%', xs: 'auto' }}
              >
                {t('payments.hackers.batch.resetPending', { count: data.processing })}
              </Button>
              <Button
                variant="default"
                leftSection={<IconRefresh size={18} aria-hidden />}
                onClick={() => setDialog('resetFailed')}
                disabled={data.failedRetry === 0}
                w={{ base: '100%', xs: 'auto' }}
              >
                {t('payments.hackers.batch.retryFailed', { count: data.failedRetry })}
              </Button>
            </Group>
            {data.count === 0 ? (
              <Text size="sm" c="dimmed">
                {t('payments.hackers.batch.nothingWaiting')}
              </Text>
            ) : null}
            {/* Before the notice: the notice takes the focus once the dialog has let it go (create-batch-dialog.tsx). */}
            <CreateBatchDialog opened={dialog === 'create'} onClose={closeDialog} onCreated={showCreated} count={data.count} total={data.total} />
            {created ? <CreatedBatchNotice batch={created} /> : null}
            <RecentBatches batches={batches} />
            <ImportBankAnswerModal opened={dialog === 'import'} onClose={closeDialog} />
            <ResetPendingDialog opened={dialog === 'resetPending'} onClose={closeDialog} processing={data.processing} batches={batches} />
            <ResetFailedDialog opened={dialog === 'resetFailed'} onClose={closeDialog} failedRetry={data.failedRetry} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
