import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-flag.tsx';

interface CountryFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  error: string | undefined;
  required?: boolean;
  /** Called with the new country after the field changed (to clear the fields that depend on it). */
  onCountryChange?: (country: string | null) => void;
}

/** Any country of the world, for a form: flag and name in the interface language, value ISO 3166-1 alpha-3. */
export function CountryField<T extends FieldValues>({ control, name, label, error, required = false, onCountryChange }: CountryFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CountrySelect
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
          label={label}
          placeholder={t('hackerAccount.countries.placeholder')}
          nothingFoundMessage={t('hackerAccount.countries.nothingFound')}
          clearable={!required}
          allowDeselect={!required}
          autoComplete="off"
          required={required}
          error={error}
        />
      )}
    />
  );
}
