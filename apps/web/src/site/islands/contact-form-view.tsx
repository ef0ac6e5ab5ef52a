/**
 * The contact, quote and demo form, bound (loaded by contact-form.tsx once the visitor comes near a form): the form
 * the server rendered statically, now driven by react-hook-form and checked by the domain's contactRequestSchema; it
 * posts to /api/contact-requests through the app's API client (CSRF header and cookie, Accept-Language) and goes to
 * the thank-you page. Wording: the site's `contacts` locale of the page's language and the domain's messages only.
 */
import {
  CONTACT_DATE_MAX_DAYS_AHEAD,
  CONTACT_REQUEST_KINDS,
  contactRequestSchema,
  romeDayOf,
  type ContactRequestInput,
  type ContactRequestKind,
} from '@bb/domain';
import { isErrorCode } from '@bb/domain/errors';
import { isLanguage, type Language } from '@bb/domain/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, MantineProvider } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import i18next, { type i18n, type TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { cssVariablesResolver, theme } from '../../app/theme.ts';
import { api, isApiError } from '../../lib/api-client.ts';
import { useFieldError } from '../../lib/form-errors.ts';
import { domainTranslations } from '../../lib/domain-translations.ts';
import { setCurrentLanguage } from '../../lib/language.ts';
import { CONTACT_FIELDS, contactDateBounds, ContactFormFields, type ContactField } from '../components/contact-form-fields.tsx';

type FormValues = z.input<typeof contactRequestSchema>;
type Tree = { [key: string]: string | Tree };

/** Only the `contacts` wording of the page's language reaches the browser. */
const contactsLocales = import.meta.glob<Tree>('../locales/*/contacts.json', { import: 'default' });

/** An i18next instance of its own for the island: the site's `contacts` wording plus the domain's errors and validation. */
export async function islandI18n(language: Language): Promise<i18n> {
  const load = contactsLocales[`../locales/${language}/contacts.json`];
  const contacts = load ? await load() : {};
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: { ...domainTranslations(language), contacts } } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The address after a sent request: what happens next, per kind (and the demo's date). */
export function thankYouAddress(kind: ContactRequestKind, preferredDate: string | undefined): string {
  const query = new URLSearchParams({ kind });
  if (kind === 'demo' && preferredDate) query.set('date', preferredDate);
  return `/thank-you?${query.toString()}`;
}

/** A failure that is not about one field, in the page's language. */
function failureText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('contacts.form.clientErrors.UNKNOWN_ERROR');
  if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return t(`contacts.form.clientErrors.${error.code}`);
  const text = isErrorCode(error.code) ? t(`errors.${error.code}`) : t('contacts.form.clientErrors.UNKNOWN_ERROR');
  if (error.status === 429 && error.retryAfterSeconds) return `${text} ${t('contacts.form.retryAfter', { count: Math.ceil(error.retryAfterSeconds / 60) })}`;
  return text;
}

export type ContactFormProps = {
  kind: ContactRequestKind;
  language: Language;
  /** What the visitor typed in the static form before the island mounted. */
  defaultValues?: Partial<Record<ContactField, string>>;
  /** Sends the request (the API client by default; it throws ApiError). */
  send?: (body: ContactRequestInput) => Promise<unknown>;
  /** Goes to the thank-you page (a full page load by default). */
  navigate?: (address: string) => void;
  /** Rome's calendar day, `YYYY-MM-DD`, for the demo date's bounds. */
  today?: string;
  /** The field the visitor was in when the form was bound: focused again. */
  focusId?: string;
};

const postContactRequest = (body: ContactRequestInput) => api.POST('/api/contact-requests', { body });
const goTo = (address: string) => window.location.assign(address);

/** The form, bound: errors under the fields once touched or after a submit, a failed send in an alert above. */
export function ContactForm({
  kind,
  language,
  defaultValues = {},
  send = postContactRequest,
  navigate = goTo,
  today = romeDayOf(new Date()),
  focusId,
}: ContactFormProps) {
  const { t } = useTranslation();
  const fields = CONTACT_FIELDS[kind];
  const empty = Object.fromEntries(fields.map((field) => [field, defaultValues[field] ?? '']));
  const form = useForm<FormValues, unknown, ContactRequestInput>({
    resolver: zodResolver(contactRequestSchema),
    mode: 'onTouched',
    defaultValues: { ...empty, kind, language },
  });
  const fieldError = useFieldError(form);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send(body);
      navigate(thankYouAddress(kind, body.preferredDate));
    } catch (error) {
      const entries = isApiError(error) ? Object.entries(error.fields) : [];
      const onFields = entries.filter(([name]) => (fields as readonly string[]).includes(name));
      onFields.forEach(([name, messages], index) => {
        form.setError(name as ContactField, { type: 'server', message: messages.join(' ') }, { shouldFocus: index === 0 });
      });
      // Every problem is on a field the visitor sees: nothing else to say.
      if (onFields.length === 0 || onFields.length < entries.length) setFailure(failureText(error, t));
    }
  });

  return (
    <ContactFormFields
      kind={kind}
      dateBounds={contactDateBounds(today, CONTACT_DATE_MAX_DAYS_AHEAD)}
      bind={(field) => ({ input: form.register(field), error: fieldError(field) })}
      onSubmit={(event) => void onSubmit(event)}
      submitting={form.formState.isSubmitting}
      ready
      alert={
        failure ? (
          <Alert color="red" variant="light" title={t('contacts.form.failed')} icon={<IconAlertCircle size={20} aria-hidden="true" />}>
            {failure}
          </Alert>
        ) : null
      }
    />
  );
}

const isKind = (value: string | undefined): value is ContactRequestKind => (CONTACT_REQUEST_KINDS as readonly string[]).includes(value ?? '');

/** The values already typed into the server's static form (the island replaces it). */
function typedValues(element: HTMLElement): Partial<Record<ContactField, string>> {
  const values: Partial<Record<ContactField, string>> = {};
  for (const input of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    if (input.value) values[input.name as ContactField] = input.value;
  }
  return values;
}

let sharedI18n: Promise<i18n> | null = null;

/** Binds the form of each of these island elements, in the page's language, keeping what was typed and where. */
export async function mountContactForms(elements: readonly HTMLElement[]): Promise<void> {
  const language: Language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'it';
  // The API client sends this as Accept-Language: server field errors come back in the page's language.
  setCurrentLanguage(language);
  sharedI18n ??= islandI18n(language);
  const i18n = await sharedI18n;
  for (const element of elements) {
    const kind = element.dataset.kind;
    if (!isKind(kind)) continue;
    const defaultValues = typedValues(element);
    const active = document.activeElement;
    const focusId = active && element.contains(active) && active.id ? active.id : undefined;
    const root = createRoot(element);
    // Rendered at once, in this task: between reading what was typed and replacing the static form, no keystroke may
    // land in a field that is about to disappear (a scheduled render left a gap where the next field's typing was lost).
    flushSync(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
            <ContactForm kind={kind} language={language} defaultValues={defaultValues} focusId={focusId} />
          </MantineProvider>
        </I18nextProvider>,
      ),
    );
  }
}
