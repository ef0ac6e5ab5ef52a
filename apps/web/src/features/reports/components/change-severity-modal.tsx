import { changeSeveritySchema, REPORT_SEVERITIES, SEVERITY_LEVEL, type ReportDetail } from '@bb/domain';
import { Alert, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { ReportSeverityBadge } from '../../../components/report-badges.tsx';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { CvssCalculator } from './cvss/cvss-calculator.tsx';
import { useRunAction } from './use-run-action.ts';
import { actionModal, type ActionFormProps } from './action-modal.tsx';

/** How the dialog sets the severity: through a CVSS 4.0 vector (the severity follows its score) or by hand, without one. */
type SeverityMode = 'vector' | 'plain';

/**
 * The change-severity body with the rules the server applies (DECISIONS "Reports", severity and vector): in the
 * calculator a complete vector is required and the severity is its score's; something must change; a lower severity
 * needs a reason, shown to the hacker.
 */
export function changeSeverityFormSchema(report: Pick<ReportDetail, 'severity' | 'severityDescription'>, mode: SeverityMode) {
  return changeSeveritySchema.superRefine((body, ctx) => {
    const vector = body.severityDescription ?? null;
    if (mode === 'vector' && !vector) ctx.addIssue({ code: 'custom', path: ['severityDescription'], message: 'validation.report.cvss' });
    else if (body.severity === report.severity && vector === report.severityDescription) {
      ctx.addIssue({ code: 'custom', path: [mode === 'vector' ? 'severityDescription' : 'severity'], message: 'validation.report.severityUnchanged' });
    }
    if (SEVERITY_LEVEL[body.severity] < SEVERITY_LEVEL[report.severity] && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.report.lowerSeverityReason' });
    }
  });
}

type SeverityForm = ReturnType<typeof useAppForm<ReturnType<typeof changeSeverityFormSchema>>>;

function ChangeSeverityForm({ report, onClose }: ActionFormProps) {
  const { t } = useTranslation();
  const hadVector = report.severityDescription !== null;
  const [mode, setMode] = useState<SeverityMode>(hadVector ? 'vector' : 'plain');
  const app = useAppForm(changeSeverityFormSchema(report, mode), {
    defaultValues: { severity: report.severity, severityDescription: report.severityDescription, reason: '' },
  });
  const { form, fieldError, onError } = app;
  const { run, pending } = useRunAction();
  const severity = useWatch({ control: form.control, name: 'severity' });
  const lowered = severity !== undefined && SEVERITY_LEVEL[severity] < SEVERITY_LEVEL[report.severity];
  const submit = form.handleSubmit((body) => run({ id: report.id, action: 'change-severity', body }, { onDone: onClose, onError }));

  /** To the calculator with `vector` (the report's own, or none to build one), or to a severity by hand without one (`null`, sent on purpose). */
  const choose = (next: SeverityMode, vector: string | null) => {
    setMode(next);
    form.setValue('severityDescription', vector);
    form.setValue('severity', report.severity);
    form.clearErrors();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {mode === 'vector' || !hadVector ? (
          <Text size="sm">{t(mode === 'vector' ? 'reports.actions.changeSeverity.vectorText' : 'reports.actions.changeSeverity.plainText')}</Text>
        ) : null}
        {mode === 'vector' ? (
          <VectorSeverity app={app} hadVector={hadVector} onPlain={() => choose('plain', null)} />
        ) : (
          <PlainSeverity app={app} hadVector={hadVector} onVector={() => choose('vector', report.severityDescription)} />
        )}
        <SeverityChange from={report.severity} to={severity ?? report.severity} />
        <Textarea
          {...form.register('reason')}
          label={t('reports.actions.changeSeverity.reason')}
          description={t(lowered ? 'reports.actions.changeSeverity.reasonRequired' : 'reports.actions.changeSeverity.reasonOptional')}
          autosize
          minRows={2}
          required={lowered}
          error={fieldError('reason')}
        />
        <ModalActions onCancel={onClose} loading={pending}>
          {t('reports.actions.changeSeverity.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** The calculator (reused from the report wizard) on the vector: the severity follows its live score. */
function VectorSeverity({ app: { form, fieldError }, hadVector, onPlain }: { app: SeverityForm; hadVector: boolean; onPlain: () => void }) {
  const { t } = useTranslation();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  return (
    <>
      <Controller
        control={form.control}
        name="severityDescription"
        render={({ field }) => (
          <CvssCalculator
            value={field.value ?? null}
            onChange={(vector, { validate }) => {
              field.onChange(vector);
              if (validate) void form.trigger('severityDescription');
            }}
            onSeverity={(scored) => {
              if (scored) form.setValue('severity', scored, { shouldValidate: form.formState.isSubmitted });
            }}
            onBlur={field.onBlur}
            error={fieldError('severityDescription')}
          />
        )}
      />
      {confirmingRemoval ? (
        <RemoveVectorConfirmation onKeep={() => setConfirmingRemoval(false)} onRemove={onPlain} />
      ) : (
        <Group>
          <Button variant="default" onClick={() => (hadVector ? setConfirmingRemoval(true) : onPlain())}>
            {t(hadVector ? 'reports.actions.changeSeverity.removeVector' : 'reports.actions.changeSeverity.withoutVector')}
          </Button>
        </Group>
      )}
    </>
  );
}

/** A severity by hand, without a vector (the report's is removed when saved); the calculator stays one click away. */
function PlainSeverity({ app: { form, fieldError }, hadVector, onVector }: { app: SeverityForm; hadVector: boolean; onVector: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {hadVector ? (
        <Alert color="yellow" variant="light" title={t('reports.actions.changeSeverity.vectorRemovedTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('reports.actions.changeSeverity.vectorRemoved')}</Text>
            <Button variant="default" size="xs" onClick={onVector}>
              {t('reports.actions.changeSeverity.keepVector')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Controller
        control={form.control}
        name="severity"
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? undefined)}
            label={t('reports.actions.changeSeverity.severity')}
            data={REPORT_SEVERITIES.map((value) => ({ value, label: t(`reports.severity.${value}`) }))}
            allowDeselect={false}
            required
            error={fieldError('severity')}
          />
        )}
      />
      {hadVector ? null : (
        <Group>
          <Button variant="default" onClick={onVector}>
            {t('reports.actions.changeSeverity.useCalculator')}
          </Button>
        </Group>
      )}
    </>
  );
}

/** Removing the hacker's vector loses their metrics: asked once more, in place, before the dialog lets it go. */
function RemoveVectorConfirmation({ onKeep, onRemove }: { onKeep: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('reports.actions.changeSeverity.removeConfirmTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('reports.actions.changeSeverity.removeConfirmText')}</Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onKeep}>
            {t('reports.actions.changeSeverity.keepVector')}
          </Button>
          <Button color="red" size="xs" onClick={onRemove}>
            {t('reports.actions.changeSeverity.removeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The severity before and after, as the change will leave it. */
function SeverityChange({ from, to }: { from: ReportDetail['severity']; to: ReportDetail['severity'] }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="status" aria-label={t('reports.actions.changeSeverity.summary')}>
      <Text size="sm" fw={500}>
        {t('reports.actions.changeSeverity.summary')}
      </Text>
      <ReportSeverityBadge severity={from} />
      <IconArrowRight size={14} aria-label={t('reports.timeline.to')} />
      <ReportSeverityBadge severity={to} data-testid="severity-after" />
    </Group>
  );
}

/**
 * Change the severity (DECISIONS "Reports", severity and vector): on a report with a CVSS 4.0 vector, through the
 * calculator prefilled with it (the severity follows the live score); without one, by hand. Removing the vector is a
 * confirmed choice.
 */
export const ChangeSeverityModal = actionModal('reports.actions.changeSeverity.title', ChangeSeverityForm, 'xl');
