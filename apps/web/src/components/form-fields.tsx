import { filterEmailInput, filterUsernameInput } from '@bb/domain';
import { Button, Group, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type FieldError<T extends FieldValues> = (name: FieldPath<T>) => string | undefined;

/**
 * For fields that hold code (a CVSS vector, a payload): the theme's monospace font in the box only;
 * label, description and error keep the text font (`ff="monospace"` would set the whole field's).
 */
export const CODE_INPUT_STYLES = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

interface ControlledFieldProps<T extends FieldValues> extends Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
}

type FilteredFieldProps<T extends FieldValues> = ControlledFieldProps<T> & {
  /** Applied to every keystroke (lowercasing, uppercasing, dropping what the field cannot hold). */
  filter: (value: string) => string;
};

/** A text input whose value passes through `filter` as the user types; an empty (null) value shows as ''. */
export function FilteredField<T extends FieldValues>({ control, name, filter, ...props }: FilteredFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...field}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(event) => field.onChange(filter(event.currentTarget.value))}
          {...props}
        />
      )}
    />
  );
}

/** A code typed in capitals without spell checking (tax code, VAT number, province, IBAN ...). */
export function CodeField<T extends FieldValues>(props: FilteredFieldProps<T>) {
  return <FilteredField autoCapitalize="characters" spellCheck={false} {...props} />;
}

/** An email address: lowercased, without spaces, as it is typed. */
export function EmailField<T extends FieldValues>(props: ControlledFieldProps<T>) {
  return <FilteredField filter={filterEmailInput} type="email" inputMode="email" autoComplete="email" required {...props} />;
}

/** A username: lowercase letters, digits, '_' and '.' only, as it is typed; the rule is shown under the label. */
export function UsernameField<T extends FieldValues>(props: Omit<ControlledFieldProps<T>, 'label'>) {
  const { t } = useTranslation();
  return (
    <FilteredField
      filter={filterUsernameInput}
      label={t('auth.fields.username')}
      description={t('auth.fields.usernameHint')}
      autoComplete="username"
      autoCapitalize="none"
      required
      spellCheck={false}
      {...props}
    />
  );
}

/** A form that has these fields (their names are fixed so the forms read alike). */
export interface NamedFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  fieldError: FieldError<T>;
}

/** First and last name side by side from `from` width up (`firstName` and `lastName`). */
export function NameFields<T extends { firstName?: string; lastName?: string }>({ form, fieldError, from }: NamedFieldsProps<T> & { from: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const [firstName, lastName] = ['firstName', 'lastName'] as Path<T>[] as [Path<T>, Path<T>];
  return (
    <SimpleGrid cols={{ base: 1, [from]: 2 }} spacing="md">
      <TextInput {...form.register(firstName)} label={t('auth.fields.firstName')} autoComplete="given-name" required error={fieldError(firstName)} />
      <TextInput {...form.register(lastName)} label={t('auth.fields.lastName')} autoComplete="family-name" required error={fieldError(lastName)} />
    </SimpleGrid>
  );
}

/** The submit button of a settings form, on the right. */
export function SubmitRow({ loading, disabled, children }: { loading: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading} disabled={disabled}>
        {children}
      </Button>
    </Group>
  );
}

/** Cancel, then a red button that confirms something hard to undo. */
export function DangerActions({ onCancel, loading, justify, children }: { onCancel: () => void; loading: boolean; justify?: 'flex-end'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify={justify}>
      <Button variant="default" onClick={onCancel}>
        {t('common.actions.cancel')}
      </Button>
      <Button type="submit" color="red.9" loading={loading}>
        {children}
      </Button>
    </Group>
  );
}
