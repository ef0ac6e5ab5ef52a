import type { ReactNode } from 'react';
import { Anchor, Button, Checkbox, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBug, IconBuildingSkyscraper } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { HaveAccountLink } from './auth-footer-link.tsx';
import { AuthPageHeader } from './auth-page-header.tsx';
import { signupChoiceSchema, type SignupChoice, type SignupConsents } from './signup-schemas.ts';
import classes from './signup-choice-page.module.css';

const TYPES = [
  { value: 'hacker', icon: IconBug },
  { value: 'company', icon: IconBuildingSkyscraper },
] as const;

/**
 * A legal page of the public site, opened in a new tab so the half-filled form stays. (Its tag in the wording is
 * `<doc>`: i18next reads `<link>` as HTML's empty element and would leave the words outside the link.)
 */
function LegalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" inherit underline="always">
      {children}
    </Anchor>
  );
}

/** Sign-up, step one: hacker or company, and the terms and privacy confirmations. */
export function SignupChoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preset = params.get('type');
  const { form, fieldError } = useAppForm(signupChoiceSchema, {
    // Unchecked boxes are false until ticked; the schema only lets `true` through.
    defaultValues: { userType: preset === 'hacker' || preset === 'company' ? preset : undefined, termsAccepted: false as true, privacyAccepted: false as true },
  });

  // The privacy policy of the account type chosen (the hackers' until one is).
  const privacyPolicyPath = form.watch('userType') === 'company' ? '/privacy-policy-companies' : '/privacy-policy-hackers';

  const submit = (values: SignupChoice) => {
    const consents: SignupConsents = { termsAccepted: true, privacyAccepted: true };
    const referral = params.get('ref');
    const search = referral ? `?ref=${encodeURIComponent(referral)}` : '';
    void navigate(`/auth/signup/${values.userType}${search}`, { state: consents });
  };

  return (
    <>
      <AuthPageHeader title={t('auth.signupChoice.title')} description={t('auth.signupChoice.subtitle')} />
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="lg">
          <Controller
            control={form.control}
            name="userType"
            render={({ field }) => (
              <Radio.Group
                value={field.value ?? null}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                label={t('auth.signupChoice.typeLabel')}
                error={fieldError('userType')}
                required
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
                  {TYPES.map(({ value, icon: Icon }) => (
                    <Radio.Card key={value} value={value} className={classes.card} p="md" radius="md">
                      <Stack gap="xs">
                        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                          <Icon size={22} />
                        </ThemeIcon>
                        <Text fw={650}>{t(`auth.signupChoice.types.${value}.title`)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(`auth.signupChoice.types.${value}.description`)}
                        </Text>
                      </Stack>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
          <Stack gap="sm">
            <Checkbox
              {...form.register('termsAccepted')}
              label={<Trans i18nKey="auth.signupChoice.terms" components={{ doc: <LegalLink href="/terms-and-conditions" /> }} />}
              error={fieldError('termsAccepted')}
            />
            <Checkbox
              {...form.register('privacyAccepted')}
              label={<Trans i18nKey="auth.signupChoice.privacy" components={{ doc: <LegalLink href={privacyPolicyPath} /> }} />}
              error={fieldError('privacyAccepted')}
            />
          </Stack>
          <Button type="submit" fullWidth>
            {t('common.actions.continue')}
          </Button>
          <HaveAccountLink />
        </Stack>
      </form>
    </>
  );
}
