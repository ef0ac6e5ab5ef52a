import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { openErrorModal } from '../components/error-modal.tsx';
import { isApiError } from './api-client.ts';

export interface ApiFieldMapping<T extends FieldValues> {
  /** API field name -> form field name, when they differ (newPassword vs password ...). */
  fieldMap?: Partial<Record<string, FieldPath<T>>>;
}

/**
 * Puts the API's field errors onto the form's fields (messages joined with a space). Returns
 * true when every field error found a form field, so nothing else needs showing.
 */
export function applyApiFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'getValues' | 'setError'>,
  error: unknown,
  options: ApiFieldMapping<T> = {},
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

/** The shared handler for a form's failed submit: field errors on the fields, anything else in the error modal. */
export function useApiFormErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, options: ApiFieldMapping<T> = {}) {
  const { fieldMap } = options;
  return useCallback(
    (error: unknown) => {
      if (applyApiFieldErrors(form, error, { fieldMap })) return;
      openErrorModal(error);
    },
    [form, fieldMap],
  );
}
