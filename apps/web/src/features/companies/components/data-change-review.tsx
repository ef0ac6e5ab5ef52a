import { rejectDataChangeSchema, type CompanyDataChange } from '@bb/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconFileDescription, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useCompanyDataChanges, useDecideDataChange } from '../api/data-changes.ts';
import { ChangedFields } from './fiscal-data-card.tsx';

const STATUS_COLORS = { pending: 'blue', approved: 'teal', rejected: 'red', withdrawn: 'gray' } as const;

function RejectDialog({ change, onClose }: { change: CompanyDataChange; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideDataChange(change.company.id);
  const { form, fieldError, onError } = useAppForm(rejectDataChangeSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    decide.mutate(
      { id: change.id, reason },
      {
        onSuccess: () => {
          notifySuccess(t('companies.dataChanges.rejected'));
          onClose();
        },
        onError,
      },
    ),
  );
  return (
    <DialogFrame opened onClose={onClose} title={t('companies.dataChanges.rejectTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('companies.dataChanges.rejectText', { company: change.company.name })}</Text>
          <Textarea {...form.register('reason')} label={t('companies.dataChanges.reason')} autosize minRows={3} required error={fieldError('reason')} />
          <ModalActions onCancel={onClose} loading={decide.isPending} color="red.9">
            {t('companies.dataChanges.reject')}
          </ModalActions>
        </Stack>
      </form>
    </DialogFrame>
  );
}

/** One request: what changes, why, and (while it waits) the super admin's two answers, each confirmed. */
function ChangeRequest({ change }: { change: CompanyDataChange }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const decide = useDecideDataChange(change.company.id);
  return (
    <Paper withBorder p="md" radius="md" data-testid="data-change-request">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600}>
            {t('companies.dataChanges.askedBy', { user: change.requestedBy ?? '—', at: formatDateTime(change.requestedAt) })}
          </Text>
          <Badge color={STATUS_COLORS[change.status]} variant="light">
            {t(`companies.dataChanges.status.${change.status}`)}
          </Badge>
        </Group>
        <ChangedFields change={change} />
        {change.reason ? (
          <Text size="sm">
            <Text span c="dimmed">
              {t('companies.dataChanges.why')}
            </Text>{' '}
            {change.reason}
          </Text>
        ) : null}
        {change.decisionReason ? (
          <Text size="sm">
            <Text span c="dimmed">
              {t('companies.dataChanges.decisionReason')}
            </Text>{' '}
            {change.decisionReason}
          </Text>
        ) : null}
        {change.abilities.approve || change.abilities.reject ? (
          <Group gap="sm">
            {change.abilities.approve ? (
              <Button size="xs" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => setDialog('approve')}>
                {t('companies.dataChanges.approve')}
              </Button>
            ) : null}
            {change.abilities.reject ? (
              <Button size="xs" variant="light" color="red.9" leftSection={<IconX size={14} aria-hidden />} onClick={() => setDialog('reject')}>
                {t('companies.dataChanges.reject')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={dialog === 'approve'}
        onClose={() => setDialog(null)}
        title={t('companies.dataChanges.approveTitle')}
        text={t('companies.dataChanges.approveText', { company: change.company.name })}
        confirmLabel={t('companies.dataChanges.approve')}
        loading={decide.isPending}
        onConfirm={() =>
          decide.mutate(
            { id: change.id },
            {
              onSuccess: () => {
                notifySuccess(t('companies.dataChanges.approved'));
                setDialog(null);
              },
              onError: openErrorModal,
            },
          )
        }
      />
      {dialog === 'reject' ? <RejectDialog change={change} onClose={() => setDialog(null)} /> : null}
    </Paper>
  );
}

/** A company's fiscal data change requests on its super admin page, the waiting one first. */
export function DataChangeReview({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const changes = useCompanyDataChanges(companyId);
  const id = 'data-change-review-title';
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group gap="xs">
        <IconFileDescription size={20} aria-hidden />
        <Title order={2} size="h4" id={id}>
          {t('companies.dataChanges.title')}
        </Title>
      </Group>
      {changes.isError ? <Alert color="red">{t('companies.dataChanges.loadError')}</Alert> : null}
      {changes.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('companies.dataChanges.empty')}
        </Text>
      ) : null}
      {changes.data?.map((change) => (
        <ChangeRequest key={change.id} change={change} />
      ))}
    </Stack>
  );
}
