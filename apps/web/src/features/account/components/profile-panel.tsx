import { filterUsernameInput, requiredText, usernameSchema, type User } from '@bb/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldError } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useApiFormErrors } from '../../../lib/use-api-form-errors.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useChangeUsername } from '../api/change-username.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { PictureCard } from './picture-card.tsx';
import { SettingsCard } from './settings-card.tsx';

const nameFormSchema = z.object({ firstName: requiredText(100), lastName: requiredText(100) });
type NameForm = z.input<typeof nameFormSchema>;
const usernameFormSchema = z.object({ username: usernameSchema });
type UsernameForm = z.input<typeof usernameFormSchema>;

function NameCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const form = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    mode: 'onTouched',
    values: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const fieldError = useFieldError(form);
  const onError = useApiFormErrors(form);

  return (
    <SettingsCard title={t('account.name.title')} description={t('account.name.description')}>
      <form onSubmit={form.handleSubmit((values) => updateMe.mutate(values, { onSuccess: () => notifySuccess(t('account.name.updated')), onError }))} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...form.register('firstName')} label={t('auth.fields.firstName')} autoComplete="given-name" required error={fieldError('firstName')} />
            <TextInput {...form.register('lastName')} label={t('auth.fields.lastName')} autoComplete="family-name" required error={fieldError('lastName')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={updateMe.isPending} disabled={!form.formState.isDirty}>
              {t('common.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}

function UsernameCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const changeUsername = useChangeUsername();
  const form = useForm<UsernameForm>({ resolver: zodResolver(usernameFormSchema), mode: 'onTouched', values: { username: user.username } });
  const fieldError = useFieldError(form);
  const onError = useApiFormErrors(form);

  const submit = (values: UsernameForm) =>
    changeUsername.mutate(values.username, {
      onSuccess: () => notifySuccess(t('account.username.updated')),
      onError: (error) => {
        if (isApiError(error) && (error.code === 'USERNAME_EXISTS' || error.code === 'FORBIDDEN_USERNAME'))
          form.setError('username', { type: 'server', message: t(`errors.${error.code}`) }, { shouldFocus: true });
        else onError(error);
      },
    });

  return (
    <SettingsCard title={t('account.username.title')} description={t('account.username.description')}>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="username"
            render={({ field }) => (
              <TextInput
                {...field}
                onChange={(event) => field.onChange(filterUsernameInput(event.currentTarget.value))}
                label={t('auth.fields.username')}
                description={t('auth.fields.usernameHint')}
                leftSection="@"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                error={fieldError('username')}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={changeUsername.isPending} disabled={!form.formState.isDirty}>
              {t('account.username.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}

export function ProfilePanel({ user }: { user: User }) {
  return (
    <>
      <PictureCard user={user} />
      <NameCard user={user} />
      <UsernameCard user={user} />
    </>
  );
}
