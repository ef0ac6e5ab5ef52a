import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { notifySuccess } from '../lib/notify.ts';

/** The fields every invitation starts with, empty. */
export const EMPTY_PERSON = { firstName: '', lastName: '', username: '', email: '' };

/** The API's errors that belong to one field of an invitation. */
export const PERSON_INVITE_CODE_FIELDS = { EMAIL_EXISTS: 'email', USERNAME_EXISTS: 'username', FORBIDDEN_USERNAME: 'username' } as const;

type Mutate<V> = (values: V, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;

/** An invitation dialog's close (it resets the form) and submit (on success it confirms `success` and closes). */
export function usePersonInvite<T extends FieldValues, V>({
  form,
  mutate,
  onError,
  success,
  onClose,
}: {
  form: UseFormReturn<T, unknown, V>;
  mutate: Mutate<V>;
  onError: (error: unknown) => void;
  success: string;
  onClose: () => void;
}) {
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    mutate(values, {
      onSuccess: () => {
        notifySuccess(success);
        close();
      },
      onError,
    }),
  );
  return { close, submit };
}
