import { rejectProgramSchema, requestProgramChangesSchema, type ProgramDetail } from '@bb/domain';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconMessageCircle, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useApproveProgram, useRejectProgram, useRequestProgramChanges, useResubmitProgram } from '../api/program-status.ts';

type Dialog = 'approve' | 'requestChanges' | 'reject' | 'resubmit' | null;
const programName = (program: ProgramDetail, untitled: string) => program.name ?? untitled;

/**
 * The review's answers for staff and super admins (approve, request changes, reject) and the company's resubmission,
 * each behind its own confirmation; the server's `abilities` decide which are offered.
 */
export function ProgramReviewActions({ program, busy }: { program: ProgramDetail; busy: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { abilities } = program;
  const close = () => setDialog(null);
  return (
    <>
      {abilities.approve ? (
        <Button leftSection={<IconCheck size={16} aria-hidden />} disabled={busy} onClick={() => setDialog('approve')}>
          {t('programs.actions.approve')}
        </Button>
      ) : null}
      {abilities.requestChanges ? (
        <Button variant="default" leftSection={<IconMessageCircle size={16} aria-hidden />} disabled={busy} onClick={() => setDialog('requestChanges')}>
          {t('programs.review.requestChanges')}
        </Button>
      ) : null}
      {abilities.reject ? (
        <Button variant="light" color="red.9" leftSection={<IconX size={16} aria-hidden />} disabled={busy} onClick={() => setDialog('reject')}>
          {t('programs.review.reject')}
        </Button>
      ) : null}
      {abilities.resubmit ? (
        <Button leftSection={<IconSend size={16} aria-hidden />} disabled={busy} onClick={() => setDialog('resubmit')}>
          {t('programs.review.resubmit')}
        </Button>
      ) : null}
      {dialog === 'approve' ? <ApproveDialog program={program} onClose={close} /> : null}
      {dialog === 'resubmit' ? <ResubmitDialog program={program} onClose={close} /> : null}
      {dialog === 'requestChanges' ? <RequestChangesDialog program={program} onClose={close} /> : null}
      {dialog === 'reject' ? <RejectDialog program={program} onClose={close} /> : null}
    </>
  );
}

function ApproveDialog({ program, onClose }: { program: ProgramDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const approve = useApproveProgram();
  const name = programName(program, t('programs.untitled'));
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title={t('programs.review.approveTitle')}
      text={t('programs.review.approveText', { name })}
      confirmLabel={t('programs.actions.approve')}
      loading={approve.isPending}
      onConfirm={() =>
        approve.mutate(program.id, {
          onSuccess: () => {
            notifySuccess(t('programs.actions.approved'));
            onClose();
          },
          onError: openErrorModal,
        })
      }
    />
  );
}

function ResubmitDialog({ program, onClose }: { program: ProgramDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const resubmit = useResubmitProgram();
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title={t('programs.review.resubmitTitle')}
      text={t('programs.review.resubmitText', { name: programName(program, t('programs.untitled')) })}
      confirmLabel={t('programs.review.resubmit')}
      loading={resubmit.isPending}
      onConfirm={() =>
        resubmit.mutate(program.id, {
          onSuccess: () => {
            notifySuccess(t('programs.review.resubmitted'));
            onClose();
          },
          onError: openErrorModal,
        })
      }
    />
  );
}

/** The message goes to the company, which edits the program and sends it again. */
function RequestChangesDialog({ program, onClose }: { program: ProgramDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useRequestProgramChanges();
  const { form, fieldError, onError } = useAppForm(requestProgramChangesSchema, { defaultValues: { message: '' } });
  const submit = form.handleSubmit(({ message }) =>
    request.mutate(
      { id: program.id, message },
      {
        onSuccess: () => {
          notifySuccess(t('programs.review.changesRequested'));
          onClose();
        },
        onError,
      },
    ),
  );
  return (
    <DialogFrame opened onClose={onClose} title={t('programs.review.requestChangesTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('programs.review.requestChangesText', { name: programName(program, t('programs.untitled')) })}</Text>
          <Textarea
            {...form.register('message')}
            label={t('programs.review.message')}
            description={t('programs.review.messageHint')}
            autosize
            minRows={4}
            required
            error={fieldError('message')}
          />
          <ModalActions onCancel={onClose} loading={request.isPending}>
            {t('programs.review.requestChangesSubmit')}
          </ModalActions>
        </Stack>
      </form>
    </DialogFrame>
  );
}

/** Refusing is final: the reason goes to the company and its money (budget and fees) back to its wallet. */
function RejectDialog({ program, onClose }: { program: ProgramDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectProgram();
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const { form, fieldError, onError } = useAppForm(rejectProgramSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    reject.mutate(
      { id: program.id, reason, key },
      {
        onSuccess: () => {
          notifySuccess(t('programs.review.rejected'));
          onClose();
        },
        onError: (error) => {
          renewAfterRefusal(error);
          onError(error);
        },
      },
    ),
  );
  return (
    <DialogFrame opened onClose={onClose} title={t('programs.review.rejectTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('programs.review.rejectText', { name: programName(program, t('programs.untitled')) })}</Text>
          <Alert color="yellow" variant="light">
            {t('programs.review.rejectRefund', { budget: formatAmount(program.budget ?? 0) })}
          </Alert>
          <Textarea {...form.register('reason')} label={t('programs.review.reason')} autosize minRows={3} required error={fieldError('reason')} />
          <ModalActions onCancel={onClose} loading={reject.isPending} color="red.9">
            {t('programs.review.rejectSubmit')}
          </ModalActions>
        </Stack>
      </form>
    </DialogFrame>
  );
}
