import type { PaymentBatch, PaymentIntent, PendingBeneficiaries } from '@bb/domain';
import { Alert, Anchor, Button, Center, Group, List, Loader, Paper, SimpleGrid, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconFileImport, IconFileSpreadsheet, IconFileTypeXml, IconRefresh, IconRotateClockwise } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { LoadErrorAlert } from '../../../components/paged-table.tsx';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { beneficiariesFilePath, useExportBeneficiaries, type ExportedBatch } from '../api/beneficiaries-export.ts';
import { usePendingBeneficiaries } from '../api/pending-beneficiaries.ts';
import { ImportBankAnswerModal } from './import-bank-answer-modal.tsx';
import { ResetFailedDialog, ResetPendingDialog } from './reset-beneficiaries-dialogs.tsx';

type Dialog = 'import' | 'resetPending' | 'resetFailed';

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

/** What the last export produced this visit: its file name and the CSV of the same batch. */
function ExportedNotice({ exported }: { exported: ExportedBatch }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" variant="light" role="status" title={t('payments.hackers.batch.exported', { file: exported.fileName })}>
      {exported.batchId ? (
        <Button
          component="a"
          href={beneficiariesFilePath('csv', exported.batchId)}
          download
          variant="light"
          size="xs"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        >
          {t('payments.hackers.batch.exportCsv')}
        </Button>
      ) : (
        <Text size="sm">{t('payments.hackers.batch.exportedNoId')}</Text>
      )}
    </Alert>
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
 * The bank batch (spec part 2 section 4): what waits for the next SEPA file, its export (the SEPA
 * XML, then the CSV of the same batch), the bank's answer, the two resets and the recent batches.
 */
export function BankBatchPanel({ onOpen }: { onOpen: (payment: PaymentIntent) => void }) {
  const { t } = useTranslation();
  const pending = usePendingBeneficiaries();
  const exporting = useExportBeneficiaries();
  const [exported, setExported] = useState<ExportedBatch | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const titleId = useId();
  const data = pending.data;
  const batches = data ? newestFirst(data.batches) : [];
  const exportSepa = () => exporting.mutate(undefined, { onSuccess: setExported, onError: openErrorModal });

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
                onClick={exportSepa}
                loading={exporting.isPending}
                disabled={data.count === 0}
                w={{ base: '100%', xs: 'auto' }}
              >
                {t('payments.hackers.batch.exportSepa')}
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
            {exported ? <ExportedNotice exported={exported} /> : null}
            <RecentBatches batches={batches} />
            <ImportBankAnswerModal opened={dialog === 'import'} onClose={() => setDialog(null)} />
            <ResetPendingDialog opened={dialog === 'resetPending'} onClose={() => setDialog(null)} processing={data.processing} batches={batches} />
            <ResetFailedDialog opened={dialog === 'resetFailed'} onClose={() => setDialog(null)} failedRetry={data.failedRetry} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
