import { hackerPersonalInfoSchema, type CountryCode, type HackerProfile } from '@bb/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '../../../components/date-field.tsx';
import { NameFields } from '../../../components/form-fields.tsx';
import { EditActions, PreviewField, ProfileCard } from '../../../components/profile-card.tsx';
import { today } from '../../../lib/dates.ts';
import { formatDay } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useOwnProfile } from '../api/own-profile.ts';
import { useUpdateOwnProfile } from '../api/update-own-profile.ts';
import { CountryLabel } from '../../../components/country-flag.tsx';
import { CountryField } from './country-field.tsx';
import { QueryState } from './query-state.tsx';

/** The earliest date of birth the domain accepts (hackerPersonalInfoSchema: from 1900 to yesterday). */
const FIRST_BIRTH_DAY = '1900-01-01';

const yesterday = () => dayjs(today()).subtract(1, 'day').format('YYYY-MM-DD');

function formValuesOf(profile: HackerProfile): z.input<typeof hackerPersonalInfoSchema> {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    dateOfBirth: profile.dateOfBirth,
    birthPlace: profile.birthPlace ?? '',
    countryOfBirth: profile.countryOfBirth,
    countryOfResidence: profile.countryOfResidence,
  };
}

function PersonalInfoForm({ profile, onDone }: { profile: HackerProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateOwnProfile();
  const { form, fieldError, onError } = useAppForm(hackerPersonalInfoSchema, { defaultValues: formValuesOf(profile) });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('hackerAccount.personal.updated'));
        onDone();
      },
      onError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameFields form={form} fieldError={fieldError} from="sm" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="dateOfBirth"
            render={({ field }) => (
              <DateField
                ref={field.ref}
                label={t('hackerAccount.personal.dateOfBirth')}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                minDate={FIRST_BIRTH_DAY}
                maxDate={yesterday()}
                defaultLevel={field.value ? 'month' : 'decade'}
                clearable
                error={fieldError('dateOfBirth')}
              />
            )}
          />
          <TextInput {...form.register('birthPlace')} label={t('hackerAccount.personal.birthPlace')} error={fieldError('birthPlace')} />
          <CountryField control={form.control} name="countryOfBirth" label={t('hackerAccount.personal.countryOfBirth')} error={fieldError('countryOfBirth')} />
          <CountryField
            control={form.control}
            name="countryOfResidence"
            label={t('hackerAccount.personal.countryOfResidence')}
            error={fieldError('countryOfResidence')}
          />
        </SimpleGrid>
        <EditActions onCancel={onDone} loading={update.isPending} />
      </Stack>
    </form>
  );
}

function PersonalInfoPreview({ profile }: { profile: HackerProfile }) {
  const { t } = useTranslation();
  const unspecified = t('hackerAccount.unspecified');
  const orUnspecified = (value: ReactNode) => value ?? unspecified;
  const country = (code: CountryCode | null) => (code ? <CountryLabel code={code} /> : unspecified);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PreviewField label={t('auth.fields.firstName')}>{orUnspecified(profile.firstName)}</PreviewField>
      <PreviewField label={t('auth.fields.lastName')}>{orUnspecified(profile.lastName)}</PreviewField>
      <PreviewField label={t('hackerAccount.personal.dateOfBirth')}>{profile.dateOfBirth ? formatDay(profile.dateOfBirth) : unspecified}</PreviewField>
      <PreviewField label={t('hackerAccount.personal.birthPlace')}>{orUnspecified(profile.birthPlace)}</PreviewField>
      <PreviewField label={t('hackerAccount.personal.countryOfBirth')}>{country(profile.countryOfBirth)}</PreviewField>
      <PreviewField label={t('hackerAccount.personal.countryOfResidence')}>{country(profile.countryOfResidence)}</PreviewField>
    </SimpleGrid>
  );
}

function PersonalInfoCard({ profile }: { profile: HackerProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard
      title={t('hackerAccount.personal.title')}
      description={t('hackerAccount.personal.description')}
      editing={editing}
      onEdit={() => setEditing(true)}
      canEdit
    >
      {editing ? <PersonalInfoForm profile={profile} onDone={() => setEditing(false)} /> : <PersonalInfoPreview profile={profile} />}
    </ProfileCard>
  );
}

/** The Personal information tab: names, birth data and countries; never shown on the public profile. */
export function PersonalInfoPanel() {
  const profile = useOwnProfile();
  return <QueryState query={profile}>{(data) => <PersonalInfoCard profile={data} />}</QueryState>;
}
