import { filterIpAddress, filterReportTitle, isCvss4Vector, REPORT_LIMITS, type ProgramDetail, type ReportFormInput, type RichTextDoc } from '@bb/domain';
import { Divider, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CODE_INPUT_STYLES, FilteredField } from '../../../../components/form-fields.tsx';
import { RichTextField } from '../../../../components/rich-text-field.tsx';
import { CvssCalculator } from '../cvss/cvss-calculator.tsx';
import { ReportAttachmentsField } from './attachments-field.tsx';
import { SEVERITY_OPTIONS, type Attachment, type ReportField, type ReportForm } from './report-form-model.ts';

export interface ReportStepProps {
  form: ReportForm;
  /** The translated message under a field, once it was checked. */
  errorOf: (field: ReportField) => string | undefined;
}

/** Step 1: title, target of the program's scope, severity and the CVSS 4.0 calculator. */
export function GeneralStep({ form, errorOf, program, staff }: ReportStepProps & { program: ProgramDetail | null; staff: boolean }) {
  const { t } = useTranslation();
  const targets = (program?.scope ?? []).map((target) => ({
    value: target.id,
    label: target.type ? `${target.name ?? '—'} (${t(`programs.targetTypes.${target.type}`)})` : (target.name ?? '—'),
  }));
  // A complete vector decides the severity (the server scores it again); without one the user picks it.
  const vector = form.watch('severityDescription');
  const severityFollows = typeof vector === 'string' && isCvss4Vector(vector.trim());
  return (
    <Stack gap="md">
      {staff ? (
        <TextInput
          {...form.register('hacker')}
          label={t('reportForm.fields.hacker')}
          description={t('reportForm.fields.hackerDescription')}
          error={errorOf('hacker')}
          autoComplete="off"
          spellCheck={false}
          leftSection={<span aria-hidden>@</span>}
        />
      ) : null}
      <FilteredField
        control={form.control}
        name="title"
        filter={filterReportTitle}
        label={t('reportForm.fields.title')}
        description={t('reportForm.fields.titleDescription')}
        maxLength={REPORT_LIMITS.titleMax}
        error={errorOf('title')}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="target"
          render={({ field }) => (
            <Select
              label={t('reportForm.fields.target')}
              placeholder={t('reportForm.fields.targetPlaceholder')}
              data={targets}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorOf('target')}
              nothingFoundMessage={t('reportForm.fields.noTargets')}
              searchable={targets.length > 8}
              comboboxProps={{ withinPortal: true }}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="severity"
          render={({ field }) => (
            <Select
              label={t('reportForm.fields.severity')}
              description={severityFollows ? t('cvss.calculator.severityFollows') : undefined}
              placeholder={t('reportForm.fields.severityPlaceholder')}
              data={SEVERITY_OPTIONS.map((severity) => ({ value: severity, label: t(`reportForm.severity.${severity}`) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorOf('severity')}
              readOnly={severityFollows}
              required
            />
          )}
        />
      </SimpleGrid>
      <Divider />
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
            onSeverity={(severity) => {
              if (severity)
                form.setValue('severity', severity, { shouldValidate: form.formState.isSubmitted || Boolean(form.getFieldState('severity').error) });
            }}
            onBlur={field.onBlur}
            error={errorOf('severityDescription')}
          />
        )}
      />
    </Stack>
  );
}

/** Step 2: the content (prefilled with the template's headings), endpoint, payload and bug chain. */
export function DescriptionStep({ form, errorOf }: ReportStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <RichTextField
            label={t('reportForm.fields.content')}
            description={t('reportForm.fields.contentDescription')}
            value={(field.value as RichTextDoc | null) ?? null}
            onChange={(doc) => field.onChange(doc)}
            error={errorOf('content')}
            required
          />
        )}
      />
      <TextInput
        {...form.register('endpoint')}
        label={t('reportForm.fields.endpoint')}
        description={t('reportForm.fields.endpointDescription')}
        maxLength={REPORT_LIMITS.endpointMax}
        error={errorOf('endpoint')}
        spellCheck={false}
        styles={CODE_INPUT_STYLES}
      />
      <Textarea
        {...form.register('payload')}
        label={t('reportForm.fields.payload')}
        description={t('reportForm.fields.payloadDescription')}
        maxLength={REPORT_LIMITS.payloadMax}
        error={errorOf('payload')}
        autosize
        minRows={4}
        maxRows={14}
        spellCheck={false}
        styles={CODE_INPUT_STYLES}
      />
      <Controller
        control={form.control}
        name="bugChain"
        render={({ field }) => (
          <RichTextField
            label={t('reportForm.fields.bugChain')}
            description={t('reportForm.fields.bugChainDescription')}
            value={(field.value as RichTextDoc | null) ?? null}
            onChange={(doc) => field.onChange(doc)}
            error={errorOf('bugChain')}
          />
        )}
      />
    </Stack>
  );
}

/** Step 3: attachments, the environment and the IP address (prefilled with the caller's). */
export function AttachmentsStep({
  form,
  errorOf,
  attachments,
  onAttachments,
}: ReportStepProps & { attachments: readonly Attachment[]; onAttachments: (attachments: Attachment[]) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ReportAttachmentsField value={attachments} onChange={onAttachments} error={errorOf('media')} />
      <Textarea
        {...form.register('environment')}
        label={t('reportForm.fields.environment')}
        description={t('reportForm.fields.environmentDescription')}
        maxLength={REPORT_LIMITS.environmentMax}
        error={errorOf('environment')}
        autosize
        minRows={2}
        required
      />
      <FilteredField<ReportFormInput>
        control={form.control}
        name="ipAddress"
        filter={filterIpAddress}
        label={t('reportForm.fields.ipAddress')}
        description={t('reportForm.fields.ipAddressDescription')}
        maxLength={REPORT_LIMITS.ipAddressMax}
        error={errorOf('ipAddress')}
        inputMode="decimal"
        spellCheck={false}
        required
      />
    </Stack>
  );
}
