import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Schema messages are i18n keys, every one under `validation.` (the domain's VALIDATION_MESSAGES, which the language
 * bundle carries); server field messages arrive already translated.
 */
export function translateFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.startsWith('validation.') ? t(message) : message;
}

/**
 * Returns the error text to show under a field: only once the field was touched or after a
 * submit attempt (spec part 2 section 5), translated.
 */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  const { t } = useTranslation();
  const { formState } = form;
  const isSubmitted = formState.isSubmitted;
  return (name: FieldPath<T>): string | undefined => {
    const state = form.getFieldState(name, formState);
    if (!state.error) return undefined;
    if (!state.isTouched && !isSubmitted) return undefined;
    return translateFieldMessage(t, state.error.message);
  };
}
