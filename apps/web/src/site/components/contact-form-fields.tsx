import { Anchor, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ContactRequestKind } from '@bb/domain';
import type { FormEventHandler, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';

/** A field of the public contact, quote and demo forms (contactRequestSchema). */
export type ContactField = 'name' | 'email' | 'company' | 'phone' | 'preferredDate' | 'message';

/** The fields each kind of request asks for, in order. */
export const CONTACT_FIELDS: Record<ContactRequestKind, readonly ContactField[]> = {
  quote: ['name', 'email', 'company', 'phone', 'message'],
  demo: ['name', 'email', 'company', 'phone', 'preferredDate', 'message'],
  contact: ['name', 'email', 'message'],
};

/** What the island binds to a field (react-hook-form's register result) and the message to show under it. */
export type ContactFieldBinding = { input?: Record<string, unknown>; error?: string };

const DAY_MS = 86_400_000;

/** The demo date picker's bounds: today (the caller's Rome day) to CONTACT_DATE_MAX_DAYS_AHEAD ahead, `YYYY-MM-DD`. */
export function contactDateBounds(today: string, maxDaysAhead: number): { min: string; max: string } {
  const max = new Date(Date.parse(`${today}T00:00:00Z`) + maxDaysAhead * DAY_MS).toISOString().slice(0, 10);
  return { min: today, max };
}

const INPUT_TYPES: Partial<Record<ContactField, { type: string; autoComplete?: string }>> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  company: { type: 'text', autoComplete: 'organization' },
  phone: { type: 'tel', autoComplete: 'tel' },
  preferredDate: { type: 'date' },
};

/**
 * The contact, quote and demo form's markup, the same on the server (static, submit disabled, so the page does not
 * jump) and in the contact-form island (bound to react-hook-form). Wording from the site's `contacts` locale.
 */
export function ContactFormFields({
  kind,
  dateBounds,
  bind = () => ({}),
  onSubmit,
  submitting = false,
  ready = false,
  alert,
}: {
  kind: ContactRequestKind;
  dateBounds: { min: string; max: string };
  bind?: (field: ContactField) => ContactFieldBinding;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submitting?: boolean;
  /** The island has mounted: the submit button works. */
  ready?: boolean;
  alert?: ReactNode;
}) {
  const { t } = useTranslation();
  const fields = CONTACT_FIELDS[kind];
  const id = (field: ContactField) => `${kind}-${field}`;
  const input = (field: ContactField) => {
    const { input: props, error } = bind(field);
    const common = { id: id(field), name: field, error, ...props };
    if (field === 'message') {
      return (
        <Textarea
          key={field}
          {...common}
          label={t(`contacts.form.message.${kind}`)}
          placeholder={t(`contacts.form.messagePlaceholder.${kind}`)}
          minRows={4}
          rows={4}
          maxLength={5000}
        />
      );
    }
    const type = INPUT_TYPES[field];
    return (
      <TextInput
        key={field}
        {...common}
        type={type?.type}
        autoComplete={type?.autoComplete}
        label={t(`contacts.form.${field}`)}
        withAsterisk={field === 'name' || field === 'email'}
        {...(field === 'preferredDate' ? { ...dateBounds, description: t('contacts.form.preferredDateHint') } : {})}
      />
    );
  };
  const paired = fields.filter((field) => field !== 'message' && field !== 'preferredDate');
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t(`contacts.form.label.${kind}`)}>
      <Stack gap="md">
        {alert}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {paired.map(input)}
        </SimpleGrid>
        {fields.includes('preferredDate') ? input('preferredDate') : null}
        {input('message')}
        <Text fz="sm" c="dark.6">
          <Trans
            i18nKey={kind === 'contact' ? 'contacts.form.privacy.both' : 'contacts.form.privacy.companies'}
            components={{
              companies: <Anchor href="/privacy-policy-companies" fz="sm" underline="always" style={{ textDecoration: 'underline' }} />,
              hackers: <Anchor href="/privacy-policy-hackers" fz="sm" underline="always" style={{ textDecoration: 'underline' }} />,
            }}
          />
        </Text>
        <Group>
          <Button type="submit" size="md" disabled={!ready || submitting} aria-busy={submitting || undefined}>
            {submitting ? t('contacts.form.sending') : t(`contacts.form.submit.${kind}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
