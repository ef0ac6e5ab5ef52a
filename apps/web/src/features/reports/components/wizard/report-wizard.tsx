import { filterIpAddress, reportFormSchema, type ProgramDetail, type ReportDetail, type ReportFormData } from '@bb/domain';
import { Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { translateFieldMessage } from '../../../../lib/form-errors.ts';
import { getLanguage } from '../../../../lib/language.ts';
import { useAppForm } from '../../../../lib/use-app-form.ts';
import { useReportIp } from '../../api/report-ip.ts';
import { useSubmitReport } from '../../api/submit-report.ts';
import { ReportRecap } from './report-recap.tsx';
import { AttachmentsStep, DescriptionStep, GeneralStep } from './report-steps.tsx';
import {
  initialReportValues,
  LAST_STEP,
  REPORT_STEPS,
  STEP_FIELDS,
  stepOfField,
  type Attachment,
  type ReportField,
  type ReportForm,
} from './report-form-model.ts';

/** `media.3` (one attachment refused by the server) is shown under the attachments. */
const MEDIA_FIELDS = Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`media.${index}`, 'media' as const]));

/** The first step holding one of these fields, or null. */
function firstStepOf(fields: readonly string[]): number | null {
  const steps = fields.map(stepOfField).filter((step): step is number => step !== null);
  return steps.length ? Math.min(...steps) : null;
}

/** Fills the IP address with the caller's as the server sees it, unless the user typed one already. */
function usePrefilledIp(form: ReportForm) {
  const ip = useReportIp();
  const address = ip.data?.ip;
  useEffect(() => {
    if (address && !form.getValues('ipAddress')) form.setValue('ipAddress', filterIpAddress(address));
  }, [address, form]);
}

interface ReportWizardProps {
  program: ProgramDetail;
  /** Staff reporting on a company's behalf: the hacker's username field shows. */
  staff?: boolean;
  onSubmitted: (report: ReportDetail) => void;
}

/**
 * The report form in four steps (spec part 2 section 3): general information with the CVSS 4.0
 * calculator, description, attachments and environment, recap. Forward checks the step's fields
 * with the domain's schema; the server's field errors land on their fields and open their step.
 */
export function ReportWizard({ program, staff = false, onSubmitted }: ReportWizardProps) {
  const { t } = useTranslation();
  const { form, onError } = useAppForm(reportFormSchema, { defaultValues: initialReportValues(program.id, getLanguage()), fieldMap: MEDIA_FIELDS });
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const submit = useSubmitReport();
  usePrefilledIp(form);

  const go = (step: number) => {
    setActive(step);
    setReached((previous) => Math.max(previous, step));
  };
  const errorOf = (field: ReportField) => translateFieldMessage(t, form.getFieldState(field, form.formState).error?.message);
  const changeAttachments = (next: Attachment[]) => {
    setAttachments(next);
    form.setValue(
      'media',
      next.map((attachment) => attachment.id),
      { shouldValidate: form.formState.isSubmitted },
    );
  };

  const forward = async () => {
    const step = REPORT_STEPS[active];
    if (!step || step === 'recap') return;
    if (await form.trigger([...STEP_FIELDS[step]], { shouldFocus: true })) go(active + 1);
  };
  const send = (data: ReportFormData) =>
    submit.mutate(data, {
      onSuccess: onSubmitted,
      onError: (error) => {
        onError(error);
        const step = isApiError(error) ? firstStepOf(Object.keys(error.fields).map((field) => MEDIA_FIELDS[field] ?? field)) : null;
        if (step !== null) go(step);
      },
    });
  const invalid = (errors: FieldErrors) => {
    const step = firstStepOf(Object.keys(errors));
    if (step !== null) go(step);
  };

  const values = form.watch();
  const stepName = REPORT_STEPS[active] ?? 'general';
  return (
    <Card maw={1040} padding="lg">
      <ReportStepper active={active} reached={reached} onStep={go} />
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            {t('reportForm.wizard.stepOf', { step: active + 1, total: REPORT_STEPS.length })}
          </Text>
          <Title order={2} fz="lg" id="report-step-title">
            {t(`reportForm.steps.${stepName}`)}
          </Title>
        </div>
        {stepName === 'general' ? <GeneralStep form={form} errorOf={errorOf} program={program} staff={staff} /> : null}
        {stepName === 'description' ? <DescriptionStep form={form} errorOf={errorOf} /> : null}
        {stepName === 'attachments' ? <AttachmentsStep form={form} errorOf={errorOf} attachments={attachments} onAttachments={changeAttachments} /> : null}
        {stepName === 'recap' ? <ReportRecap values={values} program={program} attachments={attachments} staff={staff} onEdit={go} /> : null}
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => go(active - 1)}
            disabled={active === 0 || submit.isPending}
          >
            {t('reportForm.wizard.back')}
          </Button>
          {active === LAST_STEP ? (
            <Button leftSection={<IconSend size={16} aria-hidden />} loading={submit.isPending} onClick={() => void form.handleSubmit(send, invalid)()}>
              {t('reportForm.wizard.send')}
            </Button>
          ) : (
            <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => void forward()}>
              {t('reportForm.wizard.forward')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function ReportStepper({ active, reached, onStep }: { active: number; reached: number; onStep: (step: number) => void }) {
  const { t } = useTranslation();
  // Below about 700 px only the numbers show; the heading under the stepper names the step.
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Stepper
      active={active}
      onStepClick={(step) => step <= reached && onStep(step)}
      aria-label={t('reportForm.wizard.stepsLabel')}
      size="sm"
      iconSize={narrow ? 26 : 30}
      mb="lg"
      styles={{ steps: { flexWrap: 'nowrap' }, separator: { marginInline: narrow ? 4 : 8, minWidth: 8 }, stepBody: { marginInlineStart: 6 } }}
    >
      {REPORT_STEPS.map((step, index) => (
        <Stepper.Step
          key={step}
          allowStepSelect={index <= reached}
          label={narrow ? undefined : t(`reportForm.steps.${step}`)}
          aria-label={t(`reportForm.steps.${step}`)}
        />
      ))}
    </Stepper>
  );
}
