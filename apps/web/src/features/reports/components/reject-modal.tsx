import { REJECT_REASONS, REPORT_STATUSES, rejectReportSchema, isClosedReportStatus, type ReportDetail, type RejectReportInput } from '@bb/domain';
import { Alert, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useReports } from '../api/reports.ts';
import { useRunAction } from './use-run-action.ts';
import { actionModal, type ActionFormProps } from './action-modal.tsx';

/** An original is a report of the same program that was not itself rejected (DECISIONS "Reports"). */
const ORIGINAL_STATUSES = REPORT_STATUSES.filter((status) => !isClosedReportStatus(status) || status === 'rewarded' || status === 'fixed');

/** The earlier reports of the same program a duplicate may point to, newest first, this one left out. */
function useOriginalCandidates(report: ReportDetail, enabled: boolean) {
  const reports = useReports(
    {
      title: '',
      status: null,
      statusIn: ORIGINAL_STATUSES,
      severity: null,
      createdFrom: null,
      createdTo: report.createdAt,
      company: null,
      program: report.program.id,
      triagedByMe: false,
      breached: null,
      dueSoon: false,
      managed: false,
      sort: '-createdAt',
      page: 1,
      size: 100,
    },
    enabled,
  );
  const options = (reports.data?.results ?? [])
    .filter((candidate) => candidate.id !== report.id)
    .map((candidate) => ({ value: candidate.id, label: `${candidate.title} · ${formatDate(candidate.createdAt, 'short')} · ${candidate.id.slice(0, 8)}` }));
  return { options, loading: reports.isPending && enabled };
}

function RejectForm({ report, onClose }: ActionFormProps) {
  const { t } = useTranslation();
  const { form, fieldError, onError } = useAppForm(rejectReportSchema, { defaultValues: { details: '', duplicateOf: null } });
  const [confirming, setConfirming] = useState<RejectReportInput | null>(null);
  const { run, pending } = useRunAction();
  const reason = useWatch({ control: form.control, name: 'reason' });
  const candidates = useOriginalCandidates(report, reason === 'duplicate');

  const review = form.handleSubmit((body) => setConfirming({ ...body, duplicateOf: body.reason === 'duplicate' ? body.duplicateOf : null }));

  if (confirming) {
    const reject = () =>
      run(
        { id: report.id, action: 'reject', body: confirming },
        {
          onDone: onClose,
          onError: (error) => {
            setConfirming(null);
            onError(error);
          },
        },
      );
    return (
      <Stack gap="md">
        <Alert color="red" title={t('reports.actions.reject.confirmTitle')}>
          {t('reports.actions.reject.confirmText', { reason: t(`reports.rejectReasons.${confirming.reason}`) })}
        </Alert>
        <ModalActions onCancel={() => setConfirming(null)} onConfirm={reject} loading={pending} color="red.9">
          {t('reports.actions.reject.confirm')}
        </ModalActions>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void review(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reports.actions.reject.text')}</Text>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              label={t('reports.actions.reject.reason')}
              placeholder={t('reports.actions.reject.reasonPlaceholder')}
              data={REJECT_REASONS.map((value) => ({ value, label: t(`reports.rejectReasons.${value}`) }))}
              allowDeselect={false}
              required
              error={fieldError('reason')}
            />
          )}
        />
        {reason === 'duplicate' ? (
          <Controller
            control={form.control}
            name="duplicateOf"
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                label={t('reports.actions.reject.duplicateOf')}
                description={t('reports.actions.reject.duplicateOfHint')}
                placeholder={t(candidates.loading ? 'reports.actions.reject.loadingOriginals' : 'reports.actions.reject.duplicateOfPlaceholder')}
                nothingFoundMessage={t('reports.actions.reject.noOriginals')}
                data={candidates.options}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('reports.actions.reject.clearOriginal') }}
                required
                error={fieldError('duplicateOf')}
              />
            )}
          />
        ) : null}
        <Textarea
          {...form.register('details')}
          label={t('reports.actions.reject.details')}
          description={t('reports.actions.reject.detailsHint')}
          autosize
          minRows={3}
          required
          error={fieldError('details')}
        />
        <ModalActions onCancel={onClose} loading={false} color="red.9">
          {t('reports.actions.reject.review')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Reject: one of the five reasons, the details the hacker reads, the original of a duplicate; confirmed, since it cannot be undone. */
export const RejectModal = actionModal('reports.actions.reject.title', RejectForm);
