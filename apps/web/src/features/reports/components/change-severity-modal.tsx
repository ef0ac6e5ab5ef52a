import { changeSeveritySchema, REPORT_SEVERITIES, SEVERITY_LEVEL, type ReportSeverity } from '@bb/domain';
import { Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useRunAction } from './use-run-action.ts';
import { actionModal, type ActionFormProps } from './action-modal.tsx';

/** The change-severity body, with the rule the server also applies: a lower severity needs a reason (shown to the hacker). */
export function changeSeverityFormSchema(current: ReportSeverity) {
  return changeSeveritySchema.refine((body) => SEVERITY_LEVEL[body.severity] >= SEVERITY_LEVEL[current] || Boolean(body.reason), {
    path: ['reason'],
    error: 'validation.required',
  });
}

function ChangeSeverityForm({ report, onClose }: ActionFormProps) {
  const { t } = useTranslation();
  const { form, fieldError, onError } = useAppForm(changeSeverityFormSchema(report.severity), {
    defaultValues: { severity: report.severity, severityDescription: report.severityDescription ?? '', reason: '' },
  });
  const { run, pending } = useRunAction();
  const severity = useWatch({ control: form.control, name: 'severity' });
  const lowered = severity !== undefined && SEVERITY_LEVEL[severity] < SEVERITY_LEVEL[report.severity];
  const submit = form.handleSubmit((body) => run({ id: report.id, action: 'change-severity', body }, { onDone: onClose, onError }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reports.actions.changeSeverity.text', { severity: t(`reports.severity.${report.severity}`) })}</Text>
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
        <TextInput
          {...form.register('severityDescription')}
          label={t('reports.actions.changeSeverity.vector')}
          description={t('reports.actions.changeSeverity.vectorHint')}
          placeholder="CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N"
          spellCheck={false}
          autoCapitalize="characters"
          ff="monospace"
          error={fieldError('severityDescription')}
        />
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

/** Change the severity and its CVSS 4.0 vector (the server scores the vector; the severity follows it). */
export const ChangeSeverityModal = actionModal('reports.actions.changeSeverity.title', ChangeSeverityForm);
