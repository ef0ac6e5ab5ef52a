import { approvePaymentSchema, paymentDocumentSchema, skipPaymentSchema, UPLOAD_LIMITS, type PaymentIntent } from '@bb/domain';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCash, IconFileUpload, IconPlayerSkipForward } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentsField, type AttachmentsFieldTexts, type UploadedFile } from '../../../components/attachments-field.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { usePaymentAdminCall, type PaymentAdminCall } from '../api/payment-actions.ts';

type Mode = 'approve' | 'payExternally' | 'uploadDocument' | 'skip';

const MB = 1024 * 1024;

/**
 * Sends one call with the dialog's idempotency key; a refusal ends the attempt (a new key next time). Through the
 * mutation's promise, not `mutate`'s callbacks: the payment's new status may remove this action (and unmount it) before
 * those would run, and the success message must be said all the same.
 */
function usePaymentCall(payment: PaymentIntent, onDone: () => void) {
  const call = usePaymentAdminCall();
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const run = (body: PaymentAdminCall, success: string, onError: (error: unknown) => void = openErrorModal) =>
    call.mutateAsync({ id: payment.id, call: body, idempotencyKey: key }).then(
      () => {
        notifySuccess(success);
        onDone();
      },
      (error: unknown) => {
        renewAfterRefusal(error);
        onError(error);
      },
    );
  return { run, pending: call.isPending };
}

/** The PDF field of the proof or of the signed receipt: the shared upload (presigned, checked by the server), one file. */
function DocumentField({
  label,
  dropLabel,
  value,
  onChange,
  error,
}: {
  label: string;
  /** The file input's own name (the group is named by `label`). */
  dropLabel: string;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const texts: AttachmentsFieldTexts = {
    label,
    listLabel: label,
    remove: (fileName) => t('payments.hackers.actions.removeFile', { fileName }),
    dropLabel,
    dropTitle: t('payments.hackers.actions.dropTitle'),
    rules: t('payments.hackers.actions.pdfRules', { size: UPLOAD_LIMITS.document.maxBytes / MB }),
    choose: t('payments.hackers.actions.chooseFile'),
    full: t('payments.hackers.actions.fileChosen'),
  };
  return <AttachmentsField purpose="document" value={value} onChange={onChange} texts={texts} error={error} />;
}

/** One action's form, framed under the payment with its title. */
function ActionFrame({ title, color, children }: { title: string; color: string; children: ReactNode }) {
  return (
    <Alert color={color} variant="light" title={title}>
      {children}
    </Alert>
  );
}

function ApproveConfirmation({ payment, onCancel, onDone }: { payment: PaymentIntent; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { run, pending } = usePaymentCall(payment, onDone);
  return (
    <ActionFrame title={t('payments.hackers.actions.approveTitle')} color="indigo">
      <Stack gap="sm">
        <Text size="sm">{t('payments.hackers.actions.approveText')}</Text>
        <ModalActions
          onCancel={onCancel}
          onConfirm={() => run({ action: 'approve', body: { payExternally: false } }, t('payments.hackers.actions.approved'))}
          loading={pending}
        >
          {t('payments.hackers.actions.approveConfirm')}
        </ModalActions>
      </Stack>
    </ActionFrame>
  );
}

/** Paid outside the bank batch: an optional proof (PDF) and an optional note; closes the payment as paid externally. */
function PayExternallyForm({ payment, onCancel, onDone }: { payment: PaymentIntent; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [proof, setProof] = useState<UploadedFile[]>([]);
  const { form, fieldError, onError } = useAppForm(approvePaymentSchema, { defaultValues: { payExternally: true, reason: '' } });
  const { run, pending } = usePaymentCall(payment, onDone);
  const submit = form.handleSubmit(({ reason }) =>
    run(
      { action: 'approve', body: { payExternally: true, document: proof[0]?.id, reason: reason || undefined } },
      t('payments.hackers.actions.paidExternally'),
      onError,
    ),
  );
  return (
    <ActionFrame title={t('payments.hackers.actions.payExternallyTitle')} color="teal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('payments.hackers.actions.payExternallyText')}</Text>
          <DocumentField label={t('payments.hackers.actions.proof')} dropLabel={t('payments.hackers.actions.proofDrop')} value={proof} onChange={setProof} />
          <Textarea
            {...form.register('reason')}
            label={t('payments.hackers.actions.note')}
            description={t('payments.hackers.actions.noteHint')}
            autosize
            minRows={2}
            maxLength={500}
            error={fieldError('reason')}
          />
          <ModalActions onCancel={onCancel} loading={pending}>
            {t('payments.hackers.actions.payExternallyConfirm')}
          </ModalActions>
        </Stack>
      </form>
    </ActionFrame>
  );
}

/** The signed receipt of occasional work, uploaded by a super admin for the hacker (it can be replaced until approval). */
function UploadDocumentForm({ payment, onCancel, onDone }: { payment: PaymentIntent; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const { form, fieldError, onError } = useAppForm(paymentDocumentSchema, { defaultValues: { document: '' } });
  const { run, pending } = usePaymentCall(payment, onDone);
  const choose = (next: UploadedFile[]) => {
    setFiles(next);
    form.setValue('document', next[0]?.id ?? '', { shouldValidate: form.formState.isSubmitted });
  };
  const submit = form.handleSubmit((body) => run({ action: 'documents', body }, t('payments.hackers.actions.documentUploaded'), onError));
  return (
    <ActionFrame title={t('payments.hackers.actions.uploadTitle')} color="blue">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('payments.hackers.actions.uploadText')}</Text>
          <DocumentField
            label={t('payments.hackers.actions.signedReceipt')}
            dropLabel={t('payments.hackers.actions.signedReceiptDrop')}
            value={files}
            onChange={choose}
            error={fieldError('document')}
          />
          <ModalActions onCancel={onCancel} loading={pending}>
            {t('payments.hackers.actions.uploadConfirm')}
          </ModalActions>
        </Stack>
      </form>
    </ActionFrame>
  );
}

/** Closed with no transfer: the reason is required and written to the payment's history. */
function SkipForm({ payment, onCancel, onDone }: { payment: PaymentIntent; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, fieldError, onError } = useAppForm(skipPaymentSchema, { defaultValues: { reason: '' } });
  const { run, pending } = usePaymentCall(payment, onDone);
  const submit = form.handleSubmit((body) => run({ action: 'skip', body }, t('payments.hackers.actions.skipped'), onError));
  return (
    <ActionFrame title={t('payments.hackers.actions.skipTitle')} color="red">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('payments.hackers.actions.skipText')}</Text>
          <Textarea
            {...form.register('reason')}
            label={t('payments.hackers.actions.skipReason')}
            autosize
            minRows={2}
            maxLength={500}
            required
            error={fieldError('reason')}
          />
          <ModalActions onCancel={onCancel} loading={pending} color="red.9">
            {t('payments.hackers.actions.skipConfirm')}
          </ModalActions>
        </Stack>
      </form>
    </ActionFrame>
  );
}

/**
 * The super admin's actions on a payment, only those its `abilities` allow (the API reads them
 * from the payment's state table). Each opens its form in place; a done action reloads the payment.
 */
export function PaymentAdminActions({ payment }: { payment: PaymentIntent }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode | null>(null);
  const { abilities } = payment;
  // The workflow allows a document whatever the regime: only the Italian occasional ones (`needsDocument`) sign a receipt.
  const canUploadReceipt = abilities.uploadDocumentForHacker && payment.needsDocument;
  const close = () => setMode(null);
  const props = { payment, onCancel: close, onDone: close };
  if (mode === 'approve') return <ApproveConfirmation {...props} />;
  if (mode === 'payExternally') return <PayExternallyForm {...props} />;
  if (mode === 'uploadDocument') return <UploadDocumentForm {...props} />;
  if (mode === 'skip') return <SkipForm {...props} />;
  if (!abilities.approve && !abilities.payExternally && !canUploadReceipt && !abilities.skip) {
    return (
      <Text size="sm" c="dimmed">
        {t('payments.hackers.actions.none')}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" justify="flex-end">
        {abilities.skip ? (
          <Button variant="outline" color="red.9" leftSection={<IconPlayerSkipForward size={16} aria-hidden />} onClick={() => setMode('skip')}>
            {t('payments.hackers.actions.skip')}
          </Button>
        ) : null}
        {canUploadReceipt ? (
          <Button variant="default" leftSection={<IconFileUpload size={16} aria-hidden />} onClick={() => setMode('uploadDocument')}>
            {t('payments.hackers.actions.upload')}
          </Button>
        ) : null}
        {abilities.payExternally ? (
          <Button variant="light" leftSection={<IconCash size={16} aria-hidden />} onClick={() => setMode('payExternally')}>
            {t('payments.hackers.actions.payExternally')}
          </Button>
        ) : null}
        {abilities.approve ? (
          <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setMode('approve')}>
            {t('payments.hackers.actions.approve')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
