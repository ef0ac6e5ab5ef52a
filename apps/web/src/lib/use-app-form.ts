import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldError } from './form-errors.ts';
import { useApiFormErrors, type ApiFieldMapping } from './use-api-form-errors.ts';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form checked by a domain schema, as every form here works: messages appear once a field was
 * touched or after a submit (spec part 2 section 5). Gives the form, `fieldError(name)` (the
 * translated message to show) and `onError` for a failed call (see useApiFormErrors).
 */
export function useAppForm<S extends FormSchema>(
  schema: S,
  { fieldMap, codeFields, ...options }: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'mode'> & ApiFieldMapping<z.input<S>> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema), mode: 'onTouched' });
  const fieldError = useFieldError(form);
  const onError = useApiFormErrors(form, { fieldMap, codeFields });
  return { form, fieldError, onError };
}
