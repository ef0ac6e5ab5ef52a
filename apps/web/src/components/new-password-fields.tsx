import { PasswordInput } from '@mantine/core';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NamedFieldsProps } from './form-fields.tsx';
import { PasswordStrengthMeter } from './password-strength.tsx';

/**
 * A new password with its strength meter, and its confirmation (`password` and `confirmPassword`). Apart from
 * form-fields.tsx so that the meter loads with the forms that set a password only, not with the sign-in page.
 */
export function NewPasswordFields<T extends { password: string; confirmPassword: string }>({
  form,
  fieldError,
  label,
  confirmLabel,
}: NamedFieldsProps<T> & { label: string; confirmLabel: string }) {
  const { t } = useTranslation();
  const [password, confirmPassword] = ['password', 'confirmPassword'] as Path<T>[] as [Path<T>, Path<T>];
  const value = useWatch({ control: form.control, name: password }) as string | undefined;
  return (
    <>
      <div>
        <PasswordInput
          {...form.register(password, { deps: [confirmPassword] })}
          label={label}
          description={t('auth.fields.passwordHint')}
          autoComplete="new-password"
          required
          error={fieldError(password)}
        />
        <PasswordStrengthMeter value={value ?? ''} />
      </div>
      <PasswordInput {...form.register(confirmPassword)} label={confirmLabel} autoComplete="new-password" required error={fieldError(confirmPassword)} />
    </>
  );
}
