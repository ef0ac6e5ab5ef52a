import { updateCompanyBioSchema, updateCompanyDetailsSchema, type Company } from '@bb/domain';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useUpdateCompanyBio, useUpdateCompanyDetails } from '../api/update-company.ts';
import { EmployeesField, SectorField } from './company-fields.tsx';
import { FiscalDataCard } from './fiscal-data-card.tsx';
import { HeadOfficeCard } from './head-office-card.tsx';
import { CompanyLogo, CompanyPictureField } from './company-picture.tsx';
import { EditActions, PreviewField, ProfileCard } from '../../../components/profile-card.tsx';

function BioForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyBio();
  const { form, fieldError, onError } = useAppForm(updateCompanyBioSchema, {
    defaultValues: { website: company.website ?? '', description: company.description ?? '' },
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('companies.profile.public.updated'));
        onDone();
      },
      onError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.register('website')}
          type="url"
          label={t('companies.fields.website')}
          placeholder={t('companies.fields.websitePlaceholder')}
          autoComplete="url"
          required
          error={fieldError('website')}
        />
        <Textarea
          {...form.register('description')}
          label={t('companies.fields.description')}
          description={t('companies.fields.descriptionHint')}
          autosize
          minRows={4}
          maxRows={12}
          required
          error={fieldError('description')}
        />
        <EditActions onCancel={onDone} loading={update.isPending} />
      </Stack>
    </form>
  );
}

function PublicProfileCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard
      title={t('companies.profile.public.title')}
      description={t('companies.profile.public.description')}
      editing={editing}
      onEdit={() => setEditing(true)}
      canEdit={canEdit}
    >
      {editing ? (
        <Stack gap="lg">
          <CompanyPictureField company={company} />
          <BioForm company={company} onDone={() => setEditing(false)} />
        </Stack>
      ) : (
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <CompanyLogo company={company} size={80} />
          <Stack gap="sm" style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} fz="lg">
                {company.name}
              </Text>
              <Badge color={company.isVerified ? 'teal' : 'yellow'} variant="light">
                {t(company.isVerified ? 'companies.profile.verified' : 'companies.profile.pending')}
              </Badge>
            </Group>
            <PreviewField label={t('companies.fields.description')}>
              {company.description ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {company.description}
                </Text>
              ) : (
                t('companies.profile.public.noDescription')
              )}
            </PreviewField>
            <PreviewField label={t('companies.fields.website')}>
              {company.website ? (
                <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm">
                  {company.website}
                </Anchor>
              ) : (
                t('companies.profile.public.noWebsite')
              )}
            </PreviewField>
          </Stack>
        </Group>
      )}
    </ProfileCard>
  );
}

function DetailsForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyDetails();
  const { form, fieldError, onError } = useAppForm(updateCompanyDetailsSchema, { defaultValues: { sector: company.sector, employees: company.employees } });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('companies.profile.details.updated'));
        onDone();
      },
      onError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SectorField control={form.control} name="sector" error={fieldError('sector')} />
        <EmployeesField control={form.control} name="employees" error={fieldError('employees')} />
        <EditActions onCancel={onDone} loading={update.isPending} />
      </Stack>
    </form>
  );
}

function DetailsCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard
      title={t('companies.profile.details.title')}
      description={t('companies.profile.details.description')}
      editing={editing}
      onEdit={() => setEditing(true)}
      canEdit={canEdit}
    >
      <Stack gap="lg">
        {editing ? (
          <DetailsForm company={company} onDone={() => setEditing(false)} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PreviewField label={t('companies.fields.sector')}>{t(`companies.sectors.${company.sector}`)}</PreviewField>
            <PreviewField label={t('companies.fields.employees')}>{t(`companies.sizes.${company.employees}`)}</PreviewField>
          </SimpleGrid>
        )}
      </Stack>
    </ProfileCard>
  );
}

/** The Profile tab: public profile, head office and company details. */
export function CompanyProfilePanel({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {canEdit ? null : (
        <Text size="sm" c="dimmed">
          {t('companies.profile.adminOnly')}
        </Text>
      )}
      <PublicProfileCard company={company} canEdit={canEdit} />
      <HeadOfficeCard company={company} canEdit={canEdit} />
      <DetailsCard company={company} canEdit={canEdit} />
      <FiscalDataCard company={company} canEdit={canEdit} />
    </Stack>
  );
}
