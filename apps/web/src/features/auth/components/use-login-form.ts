import { filterEmailInput, type LoginInput } from '@bb/domain';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { UseFormGetValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../../lib/form-errors.ts';
import { takeFirstPaint, type FirstPaint } from '../../../lib/first-paint.ts';
import { useApiFormErrors } from '../../../lib/use-api-form-errors.ts';
import { LazySchema } from '../../../lib/lazy-schema.ts';

type Credentials = { email: string; password: string; rememberMe: boolean };
type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['email', 'password'];

// Fetched when the form first validates: the sign-in page's first load stays without zod.
const loginSchema = new LazySchema(async () => (await import('./login-schema.ts')).loginSchema);

async function validate(values: Credentials): Promise<{ data: LoginInput; errors: null } | { data: null; errors: FieldErrors }> {
  const result = (await loginSchema.load()).safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/** The fields as typed into the server's first paint of the page. */
function credentialsOf(painted: FirstPaint['values']): Credentials {
  const text = (name: string) => {
    const value = painted.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { email: filterEmailInput(text('email')), password: text('password'), rememberMe: painted.get('rememberMe') === true };
}

/**
 * The sign-in form's state, checked by the domain's schema the way every form here is (useAppForm): a field's message
 * shows once it was left or after a submit, the API's field errors go under their fields, the first wrong field takes
 * the focus. Kept without react-hook-form, which the rest of the app uses, so that the sign-in page's first load stays
 * within its budget (150 KB of compressed script; the form library is 14 of them). It takes over from the server's
 * first paint of the page (lib/first-paint.ts): what was typed, the focus, a submit asked for.
 */
export function useLoginForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);

  const focus = (field: Field) => {
    const input = formElement.current?.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.focus();
  };
  const [submitPainted, setSubmitPainted] = useState(false);
  // In the commit that replaces the server's first paint of the page: what was typed there, where, and a submit asked
  // for, carried out once the form holds those values.
  useLayoutEffect(() => {
    const painted = takeFirstPaint();
    if (!painted) return;
    setValues(credentialsOf(painted.values));
    if (painted.focused === 'email' || painted.focused === 'password') focus(painted.focused);
    if (painted.submit) setSubmitPainted(true);
  }, []);
  useEffect(() => {
    if (submitPainted) formElement.current?.requestSubmit();
  }, [submitPainted]);

  const recheck = (next: Credentials) => void validate(next).then((result) => setErrors(result.errors ?? {}));

  const change = (field: keyof Credentials, value: string | boolean) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field !== 'rememberMe' && (touched[field] || submitted)) recheck(next);
  };
  const leave = (field: Field) => {
    setTouched((before) => ({ ...before, [field]: true }));
    recheck(values);
  };

  const handleSubmit = (onValid: (input: LoginInput) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    void validate(values).then((result) => {
      setErrors(result.errors ?? {});
      if (result.data) return onValid(result.data);
      const first = FIELDS.find((field) => result.errors[field]);
      if (first) focus(first);
    });
  };

  const onError = useApiFormErrors<Credentials>({
    // Only read for the names of the fields.
    getValues: (() => values) as UseFormGetValues<Credentials>,
    setError: (field, { message }, options) => {
      if (field !== 'email' && field !== 'password') return;
      setErrors((before) => ({ ...before, [field]: message }));
      if (options?.shouldFocus) focus(field);
    },
  });

  const fieldError = (field: Field): string | undefined => (touched[field] || submitted ? translateFieldMessage(t, errors[field]) : undefined);

  return { values, change, leave, handleSubmit, onError, fieldError, formElement };
}
