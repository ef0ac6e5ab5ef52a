import { filterStateInput, filterVatInput, registerCompanySchema, type RegisterCompanyData, type RegisterCompanyInput } from '@bb/domain';
import { Button, Card, Group, SimpleGrid, Stack, Stepper, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { FieldErrors, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCurrentUser, userCompanyRole } from '../../../lib/current-user.tsx';
import { CodeField, EmailField } from '../../../components/form-fields.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { translateFieldMessage } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useRegisterCompany } from '../api/register-company.ts';
import { CountryField, EmployeesField, SectorField } from './company-fields.tsx';

type Field = FieldPath<RegisterCompanyInput>;

/** The fields of each wizard step: a failing field sends the wizard back to its step. */
const STEP_FIELDS: readonly [Field[], Field[]] = [
  ['name', 'businessname', 'vat', 'pec', 'sdi', 'address', 'city', 'cap', 'state', 'country'],
  ['sector', 'employees'],
];

/** The step holding the first of these fields, or null when none belongs to the wizard. */
export function stepOfFields(fields: readonly string[]): number | null {
  if (fields.some((field) => (STEP_FIELDS[0] as string[]).includes(field))) return 0;
  if (fields.some((field) => (STEP_FIELDS[1] as string[]).includes(field))) return 1;
  return null;
}

const DEFAULTS: Partial<RegisterCompanyInput> = {
  name: '',
  businessname: '',
  vat: '',
  pec: '',
  sdi: '',
  address: '',
  city: '',
  cap: '',
  state: '',
  country: 'ITA',
};

/** Company registration for a company user without a company: two steps, then the dashboard. */
export function CompanyRegistrationPage() {
  const user = useCurrentUser();
  if (user.userType !== 'company' || userCompanyRole(user)) return <Navigate to="/dashboard" replace />;
  return <CompanyRegistrationWizard />;
}

function CompanyRegistrationWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterCompany();
  const { form, fieldError, onError } = useAppForm(registerCompanySchema, { defaultValues: DEFAULTS });
  const [active, setActive] = useState(0);
  const narrow = useMediaQuery('(max-width: 36em)');
  // "Forward" shows the step's errors even on fields the user never touched.
  const [checkedSteps, setCheckedSteps] = useState<boolean[]>([false, false]);

  // Once a step was checked, its messages follow the typing: a stale message that vanished only
  // on blur would move the buttons under the pointer between press and release.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && checkedSteps[stepOfFields([name]) ?? 0]) void form.trigger(name as Field);
    });
    return () => subscription.unsubscribe();
  }, [form, checkedSteps]);

  const errorOf = (name: Field): string | undefined => {
    const shown = fieldError(name);
    if (shown || !checkedSteps[stepOfFields([name]) ?? 0]) return shown;
    return translateFieldMessage(t, form.getFieldState(name, form.formState).error?.message);
  };

  const forward = async () => {
    setCheckedSteps((steps) => [true, steps[1] ?? false]);
    if (await form.trigger(STEP_FIELDS[0], { shouldFocus: true })) setActive(1);
  };

  const onValid = (values: RegisterCompanyData) =>
    register.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('companies.registration.success'));
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        onError(error);
        const step = isApiError(error) ? stepOfFields(Object.keys(error.fields)) : null;
        if (step !== null) setActive(step);
      },
    });

  const onInvalid = (errors: FieldErrors<RegisterCompanyInput>) => {
    setCheckedSteps([true, true]);
    setActive(stepOfFields(Object.keys(errors)) ?? 0);
  };

  const text = (name: Field, extra: { autoComplete?: string; description?: string } = {}) => (
    <TextInput {...form.register(name)} label={t(`companies.fields.${name}`)} required error={errorOf(name)} {...extra} />
  );

  return (
    <>
      <PageHeader title={t('companies.registration.title')} description={t('companies.registration.subtitle')} />
      <Card maw={880}>
        <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
          <Stepper
            active={active}
            onStepClick={(step) => step < active && setActive(step)}
            aria-label={t('companies.registration.stepsLabel')}
            size="sm"
            mb="xl"
            orientation={narrow ? 'vertical' : 'horizontal'}
          >
            <Stepper.Step label={t('companies.registration.steps.info')} description={t('companies.registration.steps.infoDescription')}>
              <Stack gap="lg" mt="lg">
                <Title order={2} fz="lg">
                  {t('companies.registration.sections.company')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {text('name', { autoComplete: 'organization' })}
                  {text('businessname')}
                  <CodeField
                    control={form.control}
                    name="vat"
                    filter={filterVatInput}
                    label={t('companies.fields.vat')}
                    description={t('companies.fields.vatHint')}
                    required
                    error={errorOf('vat')}
                  />
                  <EmailField control={form.control} name="pec" label={t('companies.fields.pec')} autoComplete="off" error={errorOf('pec')} />
                  {text('sdi', { description: t('companies.fields.sdiHint') })}
                </SimpleGrid>
                <Title order={2} fz="lg">
                  {t('companies.registration.sections.address')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {text('address', { autoComplete: 'street-address' })}
                  {text('city', { autoComplete: 'address-level2' })}
                  {text('cap', { autoComplete: 'postal-code' })}
                  <CodeField
                    control={form.control}
                    name="state"
                    filter={filterStateInput}
                    label={t('companies.fields.state')}
                    description={t('companies.fields.stateHint')}
                    autoComplete="address-level1"
                    maxLength={2}
                    required
                    error={errorOf('state')}
                  />
                  <CountryField control={form.control} name="country" error={errorOf('country')} />
                </SimpleGrid>
              </Stack>
            </Stepper.Step>
            <Stepper.Step label={t('companies.registration.steps.details')} description={t('companies.registration.steps.detailsDescription')}>
              <Stack gap="lg" mt="lg">
                <SectorField control={form.control} name="sector" error={errorOf('sector')} allowDeselect />
                <EmployeesField control={form.control} name="employees" error={errorOf('employees')} />
              </Stack>
            </Stepper.Step>
          </Stepper>
          <Group justify="space-between">
            <Button variant="default" onClick={() => setActive(0)} disabled={active === 0 || register.isPending}>
              {t('companies.registration.back')}
            </Button>
            {/* Distinct keys: reusing one <button> would turn it into "submit" while the Forward click is still being handled. */}
            {active === 0 ? (
              <Button key="forward" onClick={() => void forward()}>
                {t('companies.registration.forward')}
              </Button>
            ) : (
              <Button key="confirm" type="submit" loading={register.isPending}>
                {t('companies.registration.confirm')}
              </Button>
            )}
          </Group>
        </form>
      </Card>
    </>
  );
}
