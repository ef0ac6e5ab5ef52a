import type { ProgramContext, ProgramFormInput } from '@bb/domain';
import { Alert, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../../app/current-user.tsx';
import { DialogFrame } from '../../../../components/dialog-frame.tsx';
import { openErrorModal } from '../../../../components/error-modal.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { translateFieldMessage } from '../../../../lib/form-errors.ts';
import { getLanguage } from '../../../../lib/language.ts';
import { useIdempotencyKey } from '../../../../lib/idempotency.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { userCompanyRole } from '../../../companies/components/company-options.ts';
import { COMPANY_REGISTRATION_PATH } from '../../../companies/components/company-paths.ts';
import { useCreateProgram } from '../../api/create-program.ts';
import { useProgramContext } from '../../api/program-context.ts';
import { useSaveProgramDraft } from '../../api/save-draft.ts';
import { PROGRAMS_PATH } from '../program-paths.ts';
import { BudgetStep, DescriptionStep, ExtraStep, ManagementStep } from './basic-steps.tsx';
import { RecapStep } from './recap-step.tsx';
import type { StepProps } from './step-props.ts';
import { ObjectivesStep, RewardsStep } from './target-steps.tsx';
import { initialValues, stepForErrors, stepOfField, toProgramBody, validateWizard, WIZARD_STEPS, type WizardErrors, type WizardValues } from './wizard-model.ts';

/** The program wizard for a company (spec part 1 sections 2-5); staff create programs later. */
export function ProgramWizardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const context = useProgramContext(null, user.userType === 'company');
  if (user.userType !== 'company') return <Navigate to={PROGRAMS_PATH} replace />;
  if (!userCompanyRole(user)) return <Navigate to={COMPANY_REGISTRATION_PATH} replace />;
  if (context.isPending) return <PageLoader />;
  if (context.isError || !context.data.company) return <Alert color="red">{t('programs.wizard.loadError')}</Alert>;
  if (!context.data.company.isVerified) return <Alert color="yellow">{t('errors.COMPANY_NOT_ACTIVE')}</Alert>;
  return <ProgramWizard context={context.data} company={context.data.company.id} />;
}

const LAST = WIZARD_STEPS.length - 1;

export function ProgramWizard({ context, company }: { context: ProgramContext; company: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Step labels need about 900 px: below that only the numbers show, the heading names the step.
  const narrow = useMediaQuery('(max-width: 75em)');
  const [values, setValues] = useState<WizardValues>(() => initialValues(context, getLanguage()));
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  // A step's messages show once "Forward" or a submit checked it (spec part 2 section 5).
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [serverErrors, setServerErrors] = useState<WizardErrors>({});
  const [draftId, setDraftId] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const create = useCreateProgram();
  const saveDraft = useSaveProgramDraft();
  const { key, renewAfterRefusal } = useIdempotencyKey();

  const validation = validateWizard(values, context, company);
  const errorOf = (field: string): string | undefined => {
    if (!checked.has(stepOfField(field))) return undefined;
    const message = serverErrors[field] ?? validation.errors[field];
    if (message?.startsWith('floor:')) return t('validation.program.floor', { floor: message.slice('floor:'.length) });
    return translateFieldMessage(t, message);
  };
  const update = (patch: Partial<WizardValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setServerErrors({});
  };
  const go = (step: number) => {
    setActive(step);
    setReached((previous) => Math.max(previous, step));
  };

  const forward = () => {
    setChecked((previous) => new Set(previous).add(active));
    const blocking = Object.keys(validation.errors).some((field) => stepOfField(field) === active);
    if (!blocking) go(active + 1);
  };

  const submit = () => {
    setChecked(new Set(WIZARD_STEPS.map((_, index) => index)));
    const step = stepForErrors(Object.keys(validation.errors), validation.floors);
    if (step !== null) return go(step);
    create.mutate(
      { body: toProgramBody(values, company) as ProgramFormInput, key },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          renewAfterRefusal(error);
          const fields = isApiError(error) ? Object.keys(error.fields) : [];
          if (!isApiError(error) || !fields.length) return openErrorModal(error);
          setServerErrors(Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages.join(' ')])));
          go(stepForErrors(fields, false) ?? 0);
        },
      },
    );
  };

  const draft = () =>
    saveDraft.mutate(
      { ...toProgramBody(values, company), id: draftId },
      {
        onSuccess: (program) => {
          setDraftId(program.id);
          notifySuccess(t('programs.wizard.draftSaved'));
        },
        onError: openErrorModal,
      },
    );

  const props: StepProps = { values, update, errorOf, context };
  const panels = [
    <DescriptionStep key="description" {...props} />,
    <ObjectivesStep key="objectives" {...props} />,
    <RewardsStep key="rewards" {...props} />,
    <BudgetStep key="budget" {...props} />,
    <ManagementStep key="management" {...props} />,
    <ExtraStep key="extra" {...props} />,
    <RecapStep key="recap" {...props} onEdit={go} />,
  ];
  const busy = create.isPending || saveDraft.isPending;

  return (
    <>
      <PageHeader title={t('programs.wizard.title')} description={t('programs.wizard.subtitle')} />
      <Card maw={1040} padding="lg">
        <Stepper
          active={active}
          onStepClick={(step) => step <= reached && go(step)}
          aria-label={t('programs.wizard.stepsLabel')}
          size="sm"
          iconSize={narrow ? 26 : 30}
          mb="lg"
          styles={{ steps: { flexWrap: 'nowrap' }, separator: { marginInline: narrow ? 2 : 6, minWidth: 4 }, stepBody: { marginInlineStart: 6 } }}
        >
          {WIZARD_STEPS.map((step, index) => (
            <Stepper.Step key={step} allowStepSelect={index <= reached} label={narrow ? undefined : t(`programs.wizard.steps.${step}`)} aria-label={t(`programs.wizard.steps.${step}`)} />
          ))}
        </Stepper>
        <Stack gap="lg">
          <div>
            <Text size="sm" c="dimmed">
              {t('programs.wizard.stepOf', { step: active + 1, total: WIZARD_STEPS.length })}
            </Text>
            <Title order={2} fz="lg">
              {t(`programs.wizard.steps.${WIZARD_STEPS[active] ?? 'description'}`)}
            </Title>
          </div>
          {panels[active]}
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={() => go(active - 1)} disabled={active === 0 || busy}>
              {t('programs.wizard.back')}
            </Button>
            <Group gap="sm">
              <Button variant="subtle" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={draft} loading={saveDraft.isPending} disabled={create.isPending}>
                {t('programs.wizard.saveDraft')}
              </Button>
              {active === LAST ? (
                <Button leftSection={<IconSend size={16} aria-hidden />} onClick={submit} loading={create.isPending} disabled={saveDraft.isPending}>
                  {t('programs.wizard.submit')}
                </Button>
              ) : (
                <Button onClick={forward} disabled={busy}>
                  {t('programs.wizard.forward')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </Card>
      <DialogFrame opened={done} onClose={() => void navigate(PROGRAMS_PATH)} title={t('programs.wizard.success.title')}>
        <Stack gap="md">
          <Text size="sm">{t('programs.wizard.success.text')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => void navigate(PROGRAMS_PATH)} data-autofocus>
              {t('programs.wizard.success.toList')}
            </Button>
          </Group>
        </Stack>
      </DialogFrame>
    </>
  );
}
