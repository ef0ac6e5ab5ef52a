import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './country-options.ts';

/** Spec part 2 section 9: a select's dropdown is at most 180 px high. */
const SELECT_DROPDOWN_MAX_HEIGHT = 180;

interface CountryFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  error: string | undefined;
  required?: boolean;
  /** Called with the new country after the field changed (to clear the fields that depend on it). */
  onCountryChange?: (country: string | null) => void;
}

/** A searchable country select: flag and name in the interface language, value ISO 3166-1 alpha-3. */
export function CountryField<T extends FieldValues>({ control, name, label, error, required = false, onCountryChange }: CountryFieldProps<T>) {
  const { t } = useTranslation();
  // A language change reloads the page, so the names are worked out once.
  const options = useMemo(() => countryOptions(), []);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null | undefined) ?? null}
          onChange={(value) => {
            if (required && !value) return;
            field.onChange(value);
            // A choice counts as touched at once, so its error clears without leaving the field.
            field.onBlur();
            onCountryChange?.(value);
          }}
          onBlur={field.onBlur}
          data={options}
          label={label}
          placeholder={t('hackerAccount.countries.placeholder')}
          nothingFoundMessage={t('hackerAccount.countries.nothingFound')}
          searchable
          clearable={!required}
          allowDeselect={!required}
          autoComplete="off"
          required={required}
          maxDropdownHeight={SELECT_DROPDOWN_MAX_HEIGHT}
          error={error}
        />
      )}
    />
  );
}
