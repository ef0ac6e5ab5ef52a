import { toCents, type ProgramContext, type ProgramDetail } from '@bb/domain';
import { Alert, Anchor, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCan } from '../../../../lib/can.ts';
import { useCurrentUser, userCompanyRole } from '../../../../lib/current-user.tsx';
import { DialogFrame } from '../../../../components/dialog-frame.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { FeatureDisabledNotice } from '../../../../components/support-contact.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { translateFieldMessage } from '../../../../lib/form-errors.ts';
import { getLanguage } from '../../../../lib/language.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { adminCompanyPath, COMPANY_REGISTRATION_PATH, programPath, PROGRAMS_PATH, WALLET_PATH } from '../../../../lib/paths.ts';
import { useProgramContext } from '../../api/program-context.ts';
import { BudgetStep, DescriptionStep, ExtraStep, ManagementStep } from './basic-steps.tsx';
import { BudgetNotice, LockedServices } from './edit-notices.tsx';
import { RecapStep } from './recap-step.tsx';
import type { StepProps } from './step-props.ts';
import { ObjectivesStep, RewardsStep } from './target-steps.tsx';
import { useWizardActions } from './use-wizard-actions.ts';
import {
  initialValues,
  stepForErrors,
  stepOfField,
  validateWizard,
  valuesFromProgram,
  wizardCharge,
  WIZARD_STEPS,
  type WizardErrors,
  type WizardMode,
  type WizardStep,
  type WizardValues,
} from './wizard-model.ts';

/**
 * The program wizard in CREATE mode at /programs/new (spec part 1 sections 2-5): a company for
 * itself, staff and super admins for the company named by `?company=`.
 */
export function ProgramWizardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const can = useCan();
  const [params] = useSearchParams();
  const staff = user.userType === 'staff' || user.userType === 'superadmin';
  const requested = staff ? params.get('company') : null;
  const context = useProgramContext(requested, user.userType === 'company' || Boolean(requested));
  if (user.userType === 'hacker' || (staff && !requested)) return <Navigate to={PROGRAMS_PATH} replace />;
  if (user.userType === 'company' && !userCompanyRole(user)) return <Navigate to={COMPANY_REGISTRATION_PATH} replace />;
  if (!can('program.create') && !can('program.manage')) return <NoAccess />;
  if (context.isPending) return <PageLoader />;
  if (context.isError || !context.data.company) return <Alert color="red">{t('programs.wizard.loadError')}</Alert>;
  // Staff cannot save drafts, so for a company awaiting approval there is nothing they can do yet.
  if (staff && !context.data.company.isVerified)
    return <Alert color="yellow">{t('programs.wizard.companyNotApproved', { company: context.data.company.name })}</Alert>;
  const listPath = user.userType === 'superadmin' && requested ? `${adminCompanyPath(requested)}?tab=programs` : PROGRAMS_PATH;
  return (
    <ProgramWizard context={context.data} company={context.data.company.id} listPath={listPath} forCompany={staff ? context.data.company.name : undefined} />
  );
}

/** A role that neither prepares nor funds programs (a read-only member) reached the wizard's address. */
function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('programs.wizard.noAccess')}>
      <Anchor component={Link} to={PROGRAMS_PATH} size="sm">
        {t('programs.wizard.success.toList')}
      </Anchor>
    </Alert>
  );
}

const LAST = WIZARD_STEPS.length - 1;
const NOT_APPROVED_ID = 'program-wizard-not-approved';
const BALANCE_LOW_ID = 'program-wizard-balance-low';
const CANNOT_SEND_ID = 'program-wizard-cannot-send';

/**
 * What the caller may do in this wizard: save a draft (a company member with program.manage, or the
 * draft's own `saveDraft` ability) and send it (program.create, the draft's `finalize`); editing a
 * live program needs only what let the caller in (`edit`).
 */
function useWizardPermissions(mode: WizardMode, program: ProgramDetail | undefined) {
  const user = useCurrentUser();
  const can = useCan();
  if (mode === 'edit') return { canSaveDraft: false, canSubmit: true };
  if (mode === 'draft' && program) return { canSaveDraft: program.abilities.saveDraft, canSubmit: program.abilities.finalize };
  return { canSaveDraft: user.userType === 'company' && can('program.manage'), canSubmit: can('program.create') };
}

interface ProgramWizardProps {
  context: ProgramContext;
  company: string;
  /** The draft continued or the program edited; absent when creating. */
  program?: ProgramDetail;
  mode?: WizardMode;
  /** Where the success modal leads: the caller's programs list. */
  listPath?: string;
  /** Staff creating for a company: its name, shown under the title. */
  forCompany?: string;
}

function useStepState(mode: WizardMode) {
  const [active, setActive] = useState(0);
  // A saved program can be walked in any order; a new one step by step.
  const [reached, setReached] = useState(mode === 'create' ? 0 : LAST);
  // A step's messages show once "Forward" or a submit checked it (spec part 2 section 5).
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const go = (step: number) => {
    setActive(step);
    setReached((previous) => Math.max(previous, step));
  };
  const check = (...steps: number[]) => setChecked((previous) => new Set([...previous, ...steps]));
  return { active, reached, checked, go, check };
}

export function ProgramWizard({ context, company, program, mode = 'create', listPath = PROGRAMS_PATH, forCompany }: ProgramWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [values, setValues] = useState<WizardValues>(() => (program ? valuesFromProgram(program, context) : initialValues(context, getLanguage())));
  const steps = useStepState(mode);
  const [serverErrors, setServerErrors] = useState<WizardErrors>({});
  const [done, setDone] = useState(false);
  const actions = useWizardActions({
    mode,
    company,
    programId: program?.id ?? null,
    onFieldErrors: (fields) => {
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.join(' ')])));
      const names = Object.keys(fields);
      steps.check(...names.map(stepOfField));
      steps.go(stepForErrors(names, false) ?? 0);
    },
    onSubmitted: (saved) => {
      if (mode !== 'edit') return setDone(true);
      notifySuccess(t('programs.wizard.edited'));
      void navigate(programPath(saved.id));
    },
  });

  const validation = validateWizard(values, context, company, { mode, createdAt: program?.createdAt ?? null });
  const errorOf = (field: string): string | undefined => {
    if (!steps.checked.has(stepOfField(field))) return undefined;
    const message = serverErrors[field] ?? validation.errors[field];
    if (message?.startsWith('floor:')) return t('validation.program.floor', { floor: message.slice('floor:'.length) });
    return translateFieldMessage(t, message);
  };
  const update = (patch: Partial<WizardValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setServerErrors({});
  };
  const forward = () => {
    steps.check(steps.active);
    const blocking = Object.keys(validation.errors).some((field) => stepOfField(field) === steps.active);
    if (!blocking) steps.go(steps.active + 1);
  };
  const submit = () => {
    steps.check(...WIZARD_STEPS.map((_, index) => index));
    const step = stepForErrors(Object.keys(validation.errors), validation.floors);
    if (step !== null) return steps.go(step);
    actions.submit(values);
  };

  const approved = mode === 'edit' || context.company?.isVerified !== false;
  const props: StepProps = { values, update, errorOf, context, mode, program: program ?? null };
  const charge = mode === 'edit' ? null : wizardCharge(values, context);
  const overBalance = charge !== null && context.balance !== null && charge.total > toCents(context.balance);
  const { canSaveDraft, canSubmit } = useWizardPermissions(mode, program);
  const balanceLow = actions.balanceLow || overBalance;
  // Why Confirm cannot be pressed, said next to it (the first reason that applies).
  const blockedBy = !approved ? NOT_APPROVED_ID : !canSubmit ? CANNOT_SEND_ID : balanceLow ? BALANCE_LOW_ID : null;

  return (
    <>
      <PageHeader
        title={t(`programs.wizard.titles.${mode}`)}
        description={forCompany ? t('programs.wizard.forCompany', { company: forCompany }) : t(`programs.wizard.subtitles.${mode}`)}
      />
      <Card maw={1040} padding="lg">
        <WizardStepper active={steps.active} reached={steps.reached} onStep={steps.go} />
        <Stack gap="lg">
          {mode === 'edit' ? null : <FeatureDisabledNotice feature="programCreation" />}
          {approved ? null : (
            <Alert id={NOT_APPROVED_ID} color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {t('programs.wizard.notApproved')}
            </Alert>
          )}
          <div>
            <Text size="sm" c="dimmed">
              {t('programs.wizard.stepOf', { step: steps.active + 1, total: WIZARD_STEPS.length })}
            </Text>
            <Title order={2} fz="lg">
              {t(`programs.wizard.steps.${WIZARD_STEPS[steps.active] ?? 'description'}`)}
            </Title>
          </div>
          {PANELS[WIZARD_STEPS[steps.active] ?? 'description'](props, steps.go)}
          {steps.active === LAST && !canSubmit ? (
            <Alert id={CANNOT_SEND_ID} color="gray" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {t('programs.wizard.cannotSend')}
            </Alert>
          ) : null}
          {steps.active === LAST && canSubmit && balanceLow ? <BalanceLowAlert company={user.userType === 'company'} canSaveDraft={canSaveDraft} /> : null}
          <WizardFooter
            step={steps.active}
            mode={mode}
            canSaveDraft={canSaveDraft}
            blockedBy={blockedBy}
            submitting={actions.submitting}
            savingDraft={actions.savingDraft}
            onBack={() => steps.go(steps.active - 1)}
            onForward={forward}
            onSaveDraft={() => actions.draft(values)}
            onSubmit={submit}
          />
        </Stack>
      </Card>
      <SubmittedDialog opened={done} onClose={() => void navigate(listPath)} />
    </>
  );
}

interface FooterProps {
  step: number;
  mode: WizardMode;
  canSaveDraft: boolean;
  /** The id of the notice saying why Confirm cannot be pressed (company not approved, role, balance), or null. */
  blockedBy: string | null;
  submitting: boolean;
  savingDraft: boolean;
  onBack: () => void;
  onForward: () => void;
  onSaveDraft: () => void;
  onSubmit: () => void;
}

/** Back, then Save as draft (creating or continuing a draft) and Forward, or Confirm on the recap. */
function WizardFooter({ step, mode, canSaveDraft, blockedBy, submitting, savingDraft, onBack, onForward, onSaveDraft, onSubmit }: FooterProps) {
  const { t } = useTranslation();
  const busy = submitting || savingDraft;
  return (
    <Group justify="space-between" gap="sm">
      <Button variant="default" onClick={onBack} disabled={step === 0 || busy}>
        {t('programs.wizard.back')}
      </Button>
      <Group gap="sm">
        {canSaveDraft ? (
          <Button variant="subtle" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={onSaveDraft} loading={savingDraft} disabled={submitting}>
            {t('programs.wizard.saveDraft')}
          </Button>
        ) : null}
        {step === LAST ? (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={onSubmit}
            loading={submitting}
            disabled={savingDraft || blockedBy !== null}
            aria-describedby={blockedBy ?? undefined}
          >
            {t(mode === 'edit' ? 'programs.wizard.saveChanges' : 'programs.wizard.submit')}
          </Button>
        ) : (
          <Button onClick={onForward} disabled={busy}>
            {t('programs.wizard.forward')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

function WizardStepper({ active, reached, onStep }: { active: number; reached: number; onStep: (step: number) => void }) {
  const { t } = useTranslation();
  // Step labels need about 900 px: below that only the numbers show, the heading names the step.
  const narrow = useMediaQuery('(max-width: 75em)');
  return (
    <Stepper
      active={active}
      onStepClick={(step) => step <= reached && onStep(step)}
      aria-label={t('programs.wizard.stepsLabel')}
      size="sm"
      iconSize={narrow ? 26 : 30}
      mb="lg"
      styles={{ steps: { flexWrap: 'nowrap' }, separator: { marginInline: narrow ? 2 : 6, minWidth: 4 }, stepBody: { marginInlineStart: 6 } }}
    >
      {WIZARD_STEPS.map((step, index) => (
        <Stepper.Step
          key={step}
          allowStepSelect={index <= reached}
          label={narrow ? undefined : t(`programs.wizard.steps.${step}`)}
          aria-label={t(`programs.wizard.steps.${step}`)}
        />
      ))}
    </Stepper>
  );
}

type PanelRenderer = (props: StepProps, onEdit: (step: number) => void) => ReactNode;

/** Each step's panel; in edit mode Budget is the add-budget notice and Management shows the paid services. */
const PANELS: Record<WizardStep, PanelRenderer> = {
  description: (props) => <DescriptionStep {...props} />,
  objectives: (props) => <ObjectivesStep {...props} />,
  rewards: (props) => <RewardsStep {...props} />,
  budget: (props) => (props.mode === 'edit' ? <BudgetNotice program={props.program} /> : <BudgetStep {...props} />),
  management: (props) => (props.mode === 'edit' ? <LockedServices {...props} /> : <ManagementStep {...props} />),
  extra: (props) => <ExtraStep {...props} />,
  recap: (props, onEdit) => <RecapStep {...props} onEdit={onEdit} />,
};

/** Budget and fees above the wallet's balance: what to do, and for the company the way to its wallet. */
function BalanceLowAlert({ company, canSaveDraft }: { company: boolean; canSaveDraft: boolean }) {
  const { t } = useTranslation();
  const text = !company ? 'balanceLowStaff' : canSaveDraft ? 'balanceLow' : 'balanceLowNoDraft';
  return (
    <Alert id={BALANCE_LOW_ID} color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('errors.BALANCE_LOW')} role="alert">
      <Stack gap={4}>
        <Text size="sm">{t(`programs.wizard.${text}`)}</Text>
        {company ? (
          <Anchor component={Link} to={WALLET_PATH} size="sm">
            {t('programs.wizard.toWallet')}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}

function SubmittedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('programs.wizard.success.title')}>
      <Stack gap="md">
        <Text size="sm">{t('programs.wizard.success.text')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('programs.wizard.success.toList')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
