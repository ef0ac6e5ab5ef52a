import { referralSchema, type User } from '@bb/domain';
import { Alert, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../../components/copy-value.tsx';
import { SubmitRow } from '../../../components/form-fields.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useSubmitReferral } from '../api/submit-referral.ts';
import { SettingsCard } from '../../../components/settings-card.tsx';

function SubmitCodeForm() {
  const { t } = useTranslation();
  const submitReferral = useSubmitReferral();
  const { form, fieldError, onError } = useAppForm(referralSchema, { defaultValues: { code: '' } });

  return (
    <form
      onSubmit={form.handleSubmit((values) => submitReferral.mutate(values.code, { onSuccess: () => notifySuccess(t('account.referral.submitted')), onError }))}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          {...form.register('code')}
          label={t('account.referral.codeLabel')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={fieldError('code')}
        />
        <SubmitRow loading={submitReferral.isPending}>{t('account.referral.submit')}</SubmitRow>
      </Stack>
    </form>
  );
}

/** The user's own code to share, and a code from whoever invited them (once). */
export function ReferralPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SettingsCard title={t('account.referral.yourCode')} description={t('account.referral.yourCodeText')}>
        <Group gap="xs" wrap="nowrap" maw={420}>
          <Code fz="lg" px="md" py="xs" style={{ flex: 1, overflowWrap: 'anywhere' }} data-testid="referral-code">
            {user.referralCode}
          </Code>
          <CopyValueButton value={user.referralCode} label={t('account.referral.copy')} />
        </Group>
      </SettingsCard>
      <SettingsCard title={t('account.referral.haveCode')} description={t('account.referral.haveCodeText')}>
        {user.referralSubmitted ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
            <Text size="sm">{t('account.referral.alreadySubmitted')}</Text>
          </Alert>
        ) : (
          <SubmitCodeForm />
        )}
      </SettingsCard>
    </Stack>
  );
}
