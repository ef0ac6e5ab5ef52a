import { filterStateInput, updateHeadOfficeSchema, type Company } from '@bb/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryLabel } from '../../../components/country-flag.tsx';
import { CodeField } from '../../../components/form-fields.tsx';
import { EditActions, PreviewField, ProfileCard } from '../../../components/profile-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useUpdateHeadOffice } from '../api/update-company.ts';

function HeadOfficeForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateHeadOffice();
  const { form, fieldError, onError } = useAppForm(updateHeadOfficeSchema, {
    defaultValues: { address: company.address, city: company.city, cap: company.cap, state: company.state },
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('companies.profile.office.updated'));
        onDone();
      },
      onError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...form.register('address')} label={t('companies.fields.address')} autoComplete="street-address" required error={fieldError('address')} />
          <TextInput {...form.register('city')} label={t('companies.fields.city')} autoComplete="address-level2" required error={fieldError('city')} />
          <TextInput {...form.register('cap')} label={t('companies.fields.cap')} autoComplete="postal-code" required error={fieldError('cap')} />
          <CodeField
            control={form.control}
            name="state"
            filter={filterStateInput}
            label={t('companies.fields.state')}
            description={t('companies.fields.stateHint')}
            autoComplete="address-level1"
            maxLength={2}
            required
            error={fieldError('state')}
          />
        </SimpleGrid>
        <EditActions onCancel={onDone} loading={update.isPending} />
      </Stack>
    </form>
  );
}

/** The head office: administrators change it at once; the country belongs to the fiscal data. */
export function HeadOfficeCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard
      title={t('companies.profile.office.title')}
      description={t('companies.profile.office.description')}
      editing={editing}
      onEdit={() => setEditing(true)}
      canEdit={canEdit}
    >
      {editing ? (
        <HeadOfficeForm company={company} onDone={() => setEditing(false)} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PreviewField label={t('companies.fields.address')}>{company.address}</PreviewField>
          <PreviewField label={t('companies.fields.city')}>{company.city}</PreviewField>
          <PreviewField label={t('companies.fields.cap')}>{company.cap}</PreviewField>
          <PreviewField label={t('companies.fields.state')}>{company.state}</PreviewField>
          <PreviewField label={t('companies.fields.country')}>
            <CountryLabel code={company.country} />
          </PreviewField>
        </SimpleGrid>
      )}
    </ProfileCard>
  );
}
