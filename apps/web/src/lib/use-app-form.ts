import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldError } from './form-errors.ts';
import { LazySchema } from './lazy-schema.ts';
import { useApiFormErrors, type ApiFieldMapping } from './use-api-form-errors.ts';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form checked by a domain schema, as every form here works: messages appear once a field was
 * touched or after a submit (spec part 2 section 5). Gives the form, `fieldError(name)` (the
 * translated message to show) and `onError` for a failed call (see useApiFormErrors). The schema may
 * be a LazySchema: fetched when the form first validates, for a form that a page shows from its first
 * render (building a domain module's schemas is the costliest part of a page's start on a phone).
 */
export function useAppForm<S extends FormSchema>(
  schema: S | LazySchema<S>,
  { fieldMap, codeFields, ...options }: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'mode'> & ApiFieldMapping<z.input<S>> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: resolverOf(schema), mode: 'onTouched' });
  const fieldError = useFieldError(form);
  const onError = useApiFormErrors(form, { fieldMap, codeFields });
  return { form, fieldError, onError };
}

function resolverOf<S extends FormSchema>(schema: S | LazySchema<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  if (!(schema instanceof LazySchema)) return zodResolver(schema);
  return async (values, context, options) => zodResolver(await schema.load())(values, context, options);
}
