import {
  compactUppercase,
  filterStateInput,
  filterVatInput,
  ITALY,
  isVatTaxRegime,
  regimeSettingsSchema,
  type PaymentSettings,
  type TaxRegime,
} from '@bb/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CodeField } from '../../../components/form-fields.tsx';
import { EditActions, PreviewField, ProfileCard } from '../../../components/profile-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useUpdateRegimeSettings } from '../api/update-payment-settings.ts';
import { CountryLabel } from '../../../components/country-flag.tsx';
import { CountryField } from './country-field.tsx';
import { RegimeChoice, taxRegimeLabel } from './tax-regime-fields.tsx';

type RegimeFormValues = z.input<typeof regimeSettingsSchema>;

/**
 * No regime chosen yet. The form's type (the schema's input) has no empty regime, but a form starts
 * and is cleared without one, and the schema then reports it as required.
 */
const NO_REGIME = undefined as unknown as TaxRegime;

/** Italian residents choose again; outside Italy the switch starts off: foreign occasional work. */
const regimeForCountry = (country: string | null): TaxRegime => (!country || country === ITALY ? NO_REGIME : 'foreign_occasional');

function formValuesOf(settings: PaymentSettings): DefaultValues<RegimeFormValues> {
  return {
    residenceCountry: settings.residenceCountry ?? undefined,
    taxRegime: settings.taxRegime ?? undefined,
    vatNumber: settings.vatNumber ?? '',
    taxId: settings.taxId ?? '',
    residenceState: settings.residenceState ?? '',
    residenceAddress: settings.residenceAddress ?? '',
    residenceCity: settings.residenceCity ?? '',
    residenceCap: settings.residenceCap ?? '',
  };
}

function RegimeForm({ settings, onDone }: { settings: PaymentSettings; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateRegimeSettings();
  const { form, fieldError, onError } = useAppForm(regimeSettingsSchema, { defaultValues: formValuesOf(settings) });
  const [country, regime] = useWatch({ control: form.control, name: ['residenceCountry', 'taxRegime'] });
  const revalidate = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  // Spec part 2 section 5: a new country or regime clears the regime or the VAT number.
  const chooseRegime = (next: TaxRegime) => {
    form.setValue('taxRegime', next, revalidate);
    form.setValue('vatNumber', '', revalidate);
  };
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('hackerAccount.regime.updated'));
        onDone();
      },
      onError,
    }),
  );
  const italian = country === ITALY;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CountryField
          control={form.control}
          name="residenceCountry"
          label={t('hackerAccount.regime.residenceCountry')}
          required
          error={fieldError('residenceCountry')}
          onCountryChange={(next) => chooseRegime(regimeForCountry(next))}
        />
        <RegimeChoice country={country} regime={regime} onChange={chooseRegime} error={fieldError('taxRegime')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {regime && isVatTaxRegime(regime) ? (
            <CodeField
              control={form.control}
              name="vatNumber"
              filter={filterVatInput}
              label={t('hackerAccount.regime.vatNumber')}
              required
              error={fieldError('vatNumber')}
            />
          ) : null}
          <CodeField
            control={form.control}
            name="taxId"
            filter={compactUppercase}
            label={t(italian ? 'hackerAccount.regime.taxId' : 'hackerAccount.regime.foreignTaxId')}
            description={italian ? undefined : t('hackerAccount.regime.foreignTaxIdHint')}
            required={italian}
            maxLength={30}
            error={fieldError('taxId')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.register('residenceAddress')}
            label={t('hackerAccount.regime.address')}
            autoComplete="street-address"
            required
            error={fieldError('residenceAddress')}
          />
          <TextInput
            {...form.register('residenceCity')}
            label={t('hackerAccount.regime.city')}
            autoComplete="address-level2"
            required
            error={fieldError('residenceCity')}
          />
          <CodeField
            control={form.control}
            name="residenceState"
            filter={filterStateInput}
            label={t('hackerAccount.regime.state')}
            description={t('hackerAccount.regime.stateHint')}
            autoComplete="address-level1"
            maxLength={2}
            required
            error={fieldError('residenceState')}
          />
          <TextInput
            {...form.register('residenceCap')}
            label={t('hackerAccount.regime.cap')}
            autoComplete="postal-code"
            required
            error={fieldError('residenceCap')}
          />
        </SimpleGrid>
        <EditActions onCancel={onDone} loading={update.isPending} />
      </Stack>
    </form>
  );
}

function RegimePreview({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const { taxRegime, residenceCountry } = settings;
  if (!taxRegime || !residenceCountry) return <PreviewField label={t('hackerAccount.regime.taxRegime')}>{t('hackerAccount.regime.empty')}</PreviewField>;
  const italian = residenceCountry === ITALY;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PreviewField label={t('hackerAccount.regime.residenceCountry')}>
        <CountryLabel code={residenceCountry} />
      </PreviewField>
      <PreviewField label={t('hackerAccount.regime.taxRegime')}>{taxRegimeLabel(taxRegime)}</PreviewField>
      {settings.vatNumber ? <PreviewField label={t('hackerAccount.regime.vatNumber')}>{settings.vatNumber}</PreviewField> : null}
      <PreviewField label={t(italian ? 'hackerAccount.regime.taxId' : 'hackerAccount.regime.foreignTaxId')}>
        {settings.taxId ?? t('hackerAccount.unspecified')}
      </PreviewField>
      <PreviewField label={t('hackerAccount.regime.residence')}>
        {t('hackerAccount.regime.residenceLine', {
          address: settings.residenceAddress,
          cap: settings.residenceCap,
          city: settings.residenceCity,
          state: settings.residenceState,
        })}
      </PreviewField>
    </SimpleGrid>
  );
}

/** Tax regime and residence (PUT /api/payments/settings/regime). */
export function TaxRegimeCard({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard
      title={t('hackerAccount.regime.title')}
      description={t('hackerAccount.regime.description')}
      editing={editing}
      onEdit={() => setEditing(true)}
      canEdit
    >
      {editing ? <RegimeForm settings={settings} onDone={() => setEditing(false)} /> : <RegimePreview settings={settings} />}
    </ProfileCard>
  );
}
