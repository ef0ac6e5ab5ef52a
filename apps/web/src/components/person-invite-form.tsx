import { Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { EmailField, NameFields, UsernameField } from './form-fields.tsx';
import { ModalActions } from './modal-actions.tsx';

interface PersonInviteValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}

/** The body of an invitation dialog: a text, names, username, email, `children` (more fields), then Cancel and submit. */
export function PersonInviteForm<T extends PersonInviteValues>({
  form,
  fieldError,
  onSubmit,
  onCancel,
  loading,
  text,
  emailLabel,
  submitLabel,
  children,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  fieldError: (name: FieldPath<T>) => string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  loading: boolean;
  text: ReactNode;
  emailLabel: string;
  submitLabel: ReactNode;
  children?: ReactNode;
}) {
  const [username, email] = ['username', 'email'] as FieldPath<T>[] as [FieldPath<T>, FieldPath<T>];
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        <NameFields form={form} fieldError={fieldError} from="xs" />
        <UsernameField control={form.control} name={username} error={fieldError(username)} />
        <EmailField control={form.control} name={email} label={emailLabel} error={fieldError(email)} />
        {children}
        <ModalActions onCancel={onCancel} loading={loading}>
          {submitLabel}
        </ModalActions>
      </Stack>
    </form>
  );
}
