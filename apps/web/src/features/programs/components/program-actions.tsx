import { programAcceptsReports, type ProgramDetail } from '@bb/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBug, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../lib/can.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteProgram } from '../api/delete-program.ts';
import { useActivateProgram, usePauseProgram } from '../api/program-status.ts';
import { IncreaseBudgetModal } from './increase-budget-modal.tsx';
import { ProgramReviewActions } from './program-review-actions.tsx';
import { EditProgramButton } from './wizard/edit-program-button.tsx';

type Dialog = 'delete' | 'increase' | null;

/** The buttons the server's `abilities` allow on this program; nothing is decided here. */
export function ProgramActions({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const pause = usePauseProgram();
  const activate = useActivateProgram();
  const { abilities } = program;
  const done = (key: string) => ({ onSuccess: () => notifySuccess(t(key)), onError: openErrorModal });
  const busy = pause.isPending || activate.isPending;

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <SendReportButton program={program} />
        <EditProgramButton program={program} />
        <ProgramReviewActions program={program} busy={busy} />
        {abilities.pause ? (
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={16} aria-hidden />}
            loading={pause.isPending}
            disabled={busy}
            onClick={() => pause.mutate({ id: program.id, isPaused: true }, done('programs.actions.paused'))}
          >
            {t('programs.actions.pause')}
          </Button>
        ) : null}
        {abilities.resume ? (
          <Button
            variant="default"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={pause.isPending}
            disabled={busy}
            onClick={() => pause.mutate({ id: program.id, isPaused: false }, done('programs.actions.resumed'))}
          >
            {t('programs.actions.resume')}
          </Button>
        ) : null}
        {abilities.activate && !abilities.resume ? (
          <Button
            variant="default"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={activate.isPending}
            disabled={busy}
            onClick={() => activate.mutate(program.id, done('programs.actions.activated'))}
          >
            {t('programs.actions.activate')}
          </Button>
        ) : null}
        {abilities.increaseBudget ? (
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog('increase')}>
            {t('programs.actions.increaseBudget')}
          </Button>
        ) : null}
        {abilities.delete ? (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')}>
            {t('programs.actions.delete')}
          </Button>
        ) : null}
      </Group>
      {abilities.increaseBudget ? <IncreaseBudgetModal program={program} opened={dialog === 'increase'} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? <DeleteProgramDialog program={program} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

/**
 * The hacker's "Send a report": the report page checks KYC, tax regime, IBAN and access before its
 * wizard opens; a program that does not accept reports (paused) disables it and says why.
 */
function SendReportButton({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const can = useCan();
  const reasonId = useId();
  if (user.userType !== 'hacker' || !can('report.submit')) return null;
  if (programAcceptsReports(program.status)) {
    return (
      <Button component={Link} to={`/create-report/${encodeURIComponent(program.id)}`} leftSection={<IconBug size={16} aria-hidden />}>
        {t('reportForm.programButton.label')}
      </Button>
    );
  }
  return (
    <Stack gap={4} align="flex-end">
      <Button disabled aria-describedby={reasonId} leftSection={<IconBug size={16} aria-hidden />}>
        {t('reportForm.programButton.label')}
      </Button>
      <Text id={reasonId} size="xs" c="dimmed">
        {t(program.status === 'paused' ? 'reportForm.programButton.paused' : 'reportForm.programButton.notActive')}
      </Text>
    </Stack>
  );
}

/** Mounted while open, so its Idempotency-Key lives as long as the attempt (lib/idempotency.ts). */
function DeleteProgramDialog({ program, onClose }: { program: ProgramDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteProgram();
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const confirm = () =>
    remove.mutate(
      { id: program.id, key },
      {
        onSuccess: () => {
          notifySuccess(t('programs.actions.deleted'));
          onClose();
        },
        onError: (error) => {
          renewAfterRefusal(error);
          openErrorModal(error);
        },
      },
    );
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title={t('programs.deleteDialog.title')}
      text={t('programs.deleteDialog.text', { name: program.name ?? t('programs.untitled') })}
      confirmLabel={t('programs.deleteDialog.submit')}
      onConfirm={confirm}
      loading={remove.isPending}
      color="red"
    />
  );
}
