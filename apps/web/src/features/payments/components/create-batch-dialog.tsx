import type { PaymentBatch } from '@bb/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeXml } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { beneficiariesFilePath, useCreateBankBatch } from '../api/beneficiaries-export.ts';

interface CreateBatchDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (batch: PaymentBatch) => void;
  /** What the pending list holds now: the confirmation names it. */
  count: number;
  total: number;
}

/**
 * "Create the bank batch": a confirmation naming how many payments and how much money, and what follows (they move
 * to processing, their payout is posted). The confirmation mounts with each opening, so its Idempotency-Key lives as
 * long as the attempt: a double click or a retry after a network error makes one batch (lib/idempotency.ts).
 */
export function CreateBatchDialog({ opened, onClose, onCreated, count, total }: CreateBatchDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('payments.hackers.batch.createTitle')}>
      {opened ? <CreateBatchConfirmation onClose={onClose} onCreated={onCreated} count={count} total={total} /> : null}
    </DialogFrame>
  );
}

function CreateBatchConfirmation({ onClose, onCreated, count, total }: Omit<CreateBatchDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const create = useCreateBankBatch();
  const confirm = () =>
    create.mutate(key, {
      onSuccess: onCreated,
      onError: (error) => {
        renewAfterRefusal(error);
        openErrorModal(error);
      },
    });
  return (
    <Stack gap="md">
      <Text size="sm">{t('payments.hackers.batch.createText', { count, total: formatAmount(total) })}</Text>
      <ModalActions onCancel={onClose} onConfirm={confirm} loading={create.isPending}>
        {t('payments.hackers.batch.createConfirm')}
      </ModalActions>
    </Stack>
  );
}

/**
 * The batch just made, with its two files as plain download links. It takes the focus when it appears (the dialog that
 * made it has closed): render it after CreateBatchDialog, so that the dialog's own focus return, which runs first and
 * only when the focus is still where the dialog left it, leaves it here.
 */
export function CreatedBatchNotice({ batch }: { batch: PaymentBatch }) {
  const { t } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, [batch.id]);
  return (
    <Alert
      ref={notice}
      tabIndex={-1}
      color="teal"
      variant="light"
      role="status"
      title={t('payments.hackers.batch.created', { count: batch.count, messageId: batch.messageId, total: formatAmount(batch.total) })}
    >
      <Stack gap="xs">
        <Text size="sm">{t('payments.hackers.batch.createdText')}</Text>
        <Group gap="sm">
          <Button component="a" href={beneficiariesFilePath('xml', batch.id)} download size="xs" leftSection={<IconFileTypeXml size={16} aria-hidden />}>
            {t('payments.hackers.batch.createdXml')}
          </Button>
          <Button
            component="a"
            href={beneficiariesFilePath('csv', batch.id)}
            download
            variant="light"
            size="xs"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          >
            {t('payments.hackers.batch.createdCsv')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
