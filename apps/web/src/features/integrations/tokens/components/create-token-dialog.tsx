import { API_TOKEN_RULES, TOKEN_AREAS, createApiTokenSchema, requiresTwoFactor, type CreateApiTokenInput, type TokenArea, type UserType } from '@bb/domain';
import { Code, Input, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from '../../../../components/secret-shown-once.tsx';
import { DialogFrame } from '../../../../components/dialog-frame.tsx';
import { ModalActions } from '../../../../components/modal-actions.tsx';
import { OtpCodeInput } from '../../../../components/otp-code-input.tsx';
import { useIdempotencyKey } from '../../../../lib/idempotency.ts';
import { useAppForm } from '../../../../lib/use-app-form.ts';
import { useCreateApiToken } from '../api/api-tokens.ts';

const NO_ACCESS = 'none';

/** One area's access: none, read, or read and write. */
function ScopeField({ area, value, onChange }: { area: TokenArea; value: string | undefined; onChange: (value: 'read' | 'write' | undefined) => void }) {
  const { t } = useTranslation();
  const labelId = `token-scope-${area}`;
  return (
    <Input.Wrapper label={t(`apiTokens.areas.${area}`)} labelElement="div" id={labelId}>
      <SegmentedControl
        mt={4}
        fullWidth
        aria-labelledby={`${labelId}-label`}
        value={value ?? NO_ACCESS}
        onChange={(next) => onChange(next === NO_ACCESS ? undefined : (next as 'read' | 'write'))}
        data={[
          { value: NO_ACCESS, label: t('apiTokens.access.none') },
          { value: 'read', label: t('apiTokens.access.read') },
          { value: 'write', label: t('apiTokens.access.write') },
        ]}
      />
    </Input.Wrapper>
  );
}

function TokenFormBody({ userType, onCreated, onCancel }: { userType: UserType; onCreated: (token: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const { form, fieldError, onError } = useAppForm(createApiTokenSchema, {
    defaultValues: { name: '', scopes: {}, expiresInDays: API_TOKEN_RULES.defaultExpiryDays },
    codeFields: { INVALID_OTP: 'otp' },
  });
  const needsOtp = requiresTwoFactor(userType);
  const refused = (failure: unknown) => {
    renewAfterRefusal(failure);
    onError(failure);
  };
  const submit = (values: CreateApiTokenInput) => create.mutate({ input: values, key }, { onSuccess: ({ token }) => onCreated(token), onError: refused });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput label={t('apiTokens.form.name')} description={t('apiTokens.form.nameHint')} {...form.register('name')} error={fieldError('name')} required />
        <Controller
          control={form.control}
          name="expiresInDays"
          render={({ field }) => (
            <Select
              label={t('apiTokens.form.expiry')}
              data={API_TOKEN_RULES.expiryDays.map((days) => ({ value: String(days), label: t('apiTokens.form.days', { count: days }) }))}
              value={String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              allowDeselect={false}
              error={fieldError('expiresInDays')}
            />
          )}
        />
        <Stack gap="xs" role="group" aria-labelledby="token-scopes-title">
          <Text id="token-scopes-title" fw={500} size="sm">
            {t('apiTokens.form.scopes')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('apiTokens.form.scopesHint')}
          </Text>
          {TOKEN_AREAS.map((area) => (
            <Controller
              key={area}
              control={form.control}
              name={`scopes.${area}`}
              render={({ field }) => <ScopeField area={area} value={field.value} onChange={field.onChange} />}
            />
          ))}
          {fieldError('scopes') ? (
            <Text size="xs" c="red.8" role="alert">
              {fieldError('scopes')}
            </Text>
          ) : null}
        </Stack>
        {needsOtp ? (
          <Controller
            control={form.control}
            name="otp"
            render={({ field }) => (
              <OtpCodeInput
                label={t('apiTokens.form.otp')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError('otp')}
              />
            )}
          />
        ) : null}
        <ModalActions onCancel={onCancel} loading={create.isPending}>
          {t('apiTokens.form.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** The new token, shown this once, with how to call the API with it. */
function CreatedToken({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      value={token}
      title={t('apiTokens.created.title')}
      warning={t('apiTokens.created.once')}
      copyLabel={t('apiTokens.created.copy')}
      testId="new-api-token"
    >
      <Text size="sm">{t('apiTokens.created.usage')}</Text>
      <Code block>{`curl -H "Authorization: Bearer ${token.slice(0, 12)}…" ${window.location.origin}/api/reports`}</Code>
    </SecretShownOnce>
  );
}

/** Creating an API token: the form, then the token itself once. */
export function CreateTokenDialog({ opened, userType, onClose }: { opened: boolean; userType: UserType; onClose: () => void }) {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const close = () => {
    setToken(null);
    onClose();
  };
  return (
    <DialogFrame opened={opened} onClose={close} title={token ? t('apiTokens.created.heading') : t('apiTokens.form.title')} size="lg">
      {token ? <CreatedToken token={token} /> : <TokenFormBody userType={userType} onCreated={setToken} onCancel={close} />}
    </DialogFrame>
  );
}
