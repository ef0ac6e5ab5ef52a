import { Radio, Select, Stack } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_COUNTRIES } from '@bb/domain';
import { CountrySelect } from '../../../components/country-flag.tsx';
import { sectorOptions, sizeOptions } from './company-options.ts';

interface CompanyFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  error: string | undefined;
}

/** The sector select of the registration wizard and the company details card. */
export function SectorField<T extends FieldValues>({ control, name, error, allowDeselect = false }: CompanyFieldProps<T> & { allowDeselect?: boolean }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          value={field.value ?? null}
          onChange={(value) => (value || allowDeselect) && field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          data={sectorOptions(t)}
          label={t('companies.fields.sector')}
          placeholder={t('companies.registration.sectorPlaceholder')}
          searchable
          allowDeselect={allowDeselect}
          nothingFoundMessage={t('companies.registration.sectorNothingFound')}
          autoComplete="off"
          required
          maw={420}
          error={error}
        />
      )}
    />
  );
}

/** The company size choice (under 50, 50 to 249, 250 and more employees). */
export function EmployeesField<T extends FieldValues>({ control, name, error }: CompanyFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          name={field.name}
          value={field.value ?? null}
          onChange={(value) => {
            field.onChange(value);
            // A choice counts as touched at once, so its error clears without leaving the group.
            field.onBlur();
          }}
          label={t('companies.fields.employees')}
          required
          error={error}
        >
          <Stack gap="sm" mt="xs">
            {sizeOptions(t).map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

/** The company's country (the EU member states), for the registration wizard and the fiscal data request. */
export function CountryField<T extends FieldValues>({ control, name, error }: CompanyFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CountrySelect
          ref={field.ref}
          name={field.name}
          value={field.value ?? null}
          onChange={(value) => value && field.onChange(value)}
          onBlur={field.onBlur}
          countries={COMPANY_COUNTRIES}
          label={t('companies.fields.country')}
          allowDeselect={false}
          nothingFoundMessage={t('companies.registration.countryNothingFound')}
          autoComplete="off"
          required
          error={error}
        />
      )}
    />
  );
}
