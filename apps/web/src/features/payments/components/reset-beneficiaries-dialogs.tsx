import type { PaymentBatch } from '@bb/domain';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useResetBeneficiaries } from '../api/reset-beneficiaries.ts';

/** The value of "every exported batch" in the batch choice (a Select needs a string). */
const ALL_BATCHES = 'all';

/** Reset pending: payments of an exported batch the bank never received go back to the list (one batch, or every processing one). */
export function ResetPendingDialog({
  opened,
  onClose,
  processing,
  batches,
}: {
  opened: boolean;
  onClose: () => void;
  processing: number;
  batches: readonly PaymentBatch[];
}) {
  const { t } = useTranslation();
  const [batch, setBatch] = useState(ALL_BATCHES);
  const reset = useResetBeneficiaries();
  const close = () => {
    setBatch(ALL_BATCHES);
    onClose();
  };
  const confirm = () =>
    reset.mutate(
      { kind: 'pending', batch: batch === ALL_BATCHES ? null : batch },
      {
        onSuccess: ({ moved }) => {
          notifySuccess(t('payments.hackers.reset.moved', { count: moved }));
          close();
        },
        onError: openErrorModal,
      },
    );
  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title={t('payments.hackers.reset.pendingTitle')}
      text={t('payments.hackers.reset.pendingText', { count: processing })}
      confirmLabel={t('payments.hackers.reset.pendingConfirm')}
      onConfirm={confirm}
      loading={reset.isPending}
      color="orange"
    >
      <Select
        label={t('payments.hackers.reset.batch')}
        value={batch}
        onChange={(value) => setBatch(value ?? ALL_BATCHES)}
        allowDeselect={false}
        data={[
          { value: ALL_BATCHES, label: t('payments.hackers.reset.allBatches') },
          ...batches.map((item) => ({ value: item.id, label: `${item.messageId} · ${formatDateTime(item.createdAt)}` })),
        ]}
      />
    </ConfirmDialog>
  );
}

/** Retry failed: transfers the bank failed for a temporary reason go back to the list of the next batch. */
export function ResetFailedDialog({ opened, onClose, failedRetry }: { opened: boolean; onClose: () => void; failedRetry: number }) {
  const { t } = useTranslation();
  const reset = useResetBeneficiaries();
  const confirm = () =>
    reset.mutate(
      { kind: 'failed' },
      {
        onSuccess: ({ moved }) => {
          notifySuccess(t('payments.hackers.reset.moved', { count: moved }));
          onClose();
        },
        onError: openErrorModal,
      },
    );
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('payments.hackers.reset.failedTitle')}
      text={t('payments.hackers.reset.failedText', { count: failedRetry })}
      confirmLabel={t('payments.hackers.reset.failedConfirm')}
      onConfirm={confirm}
      loading={reset.isPending}
    />
  );
}
