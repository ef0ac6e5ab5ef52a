import type { ErrorCode } from '@bb/domain/errors';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { openErrorModal } from '../components/error-modal.tsx';
import { isApiError } from './api-client.ts';

export interface ApiFieldMapping<T extends FieldValues> {
  /** API field name -> form field name, when they differ (newPassword vs password ...). */
  fieldMap?: Partial<Record<string, FieldPath<T>>>;
  /** Error codes that belong to one field (EMAIL_EXISTS -> email): their message goes under it. */
  codeFields?: Partial<Record<ErrorCode, FieldPath<T>>>;
}

/** What a form must offer to take the API's errors: react-hook-form's form, or the sign-in form (use-login-form.ts). */
type FormErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T, unknown, unknown>, 'getValues' | 'setError'>;
/**
 * Puts the API's field errors onto the form's fields (messages joined with a space). Returns
 * true when every field error found a form field, so nothing else needs showing.
 */
export function applyApiFieldErrors<T extends FieldValues>(
  form: FormErrorTarget<T>,
  error: unknown,
  options: Pick<ApiFieldMapping<T>, 'fieldMap'> = {},
): boolean {
  if (!isApiError(error)) return false;
  const entries = Object.entries(error.fields);
  if (entries.length === 0) return false;
  const known = new Set(Object.keys(form.getValues() as Record<string, unknown>));
  let allMapped = true;
  let first = true;
  for (const [apiName, messages] of entries) {
    const name = options.fieldMap?.[apiName] ?? apiName;
    if (!known.has(name)) {
      allMapped = false;
      continue;
    }
    form.setError(name as FieldPath<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
    first = false;
  }
  return allMapped;
}

/**
 * The shared handler for a form's failed submit: a code that belongs to a field under that field,
 * field errors on the fields, anything else in the error modal.
 */
export function useApiFormErrors<T extends FieldValues>(form: FormErrorTarget<T>, options: ApiFieldMapping<T> = {}) {
  const { t } = useTranslation();
  return (error: unknown) => {
    const field = isApiError(error) ? options.codeFields?.[error.code as ErrorCode] : undefined;
    if (isApiError(error) && field) form.setError(field, { type: 'server', message: t(`errors.${error.code}`) }, { shouldFocus: true });
    else if (!applyApiFieldErrors(form, error, options)) openErrorModal(error);
  };
}
