import { requiredText, usernameSchema, type User } from '@bb/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NameFields, SubmitRow, UsernameField } from '../../../components/form-fields.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useChangeUsername } from '../api/change-username.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { PictureCard } from './picture-card.tsx';
import { SettingsCard } from '../../../components/settings-card.tsx';

const nameFormSchema = z.object({ firstName: requiredText(100), lastName: requiredText(100) });
const usernameFormSchema = z.object({ username: usernameSchema });

function NameCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const { form, fieldError, onError } = useAppForm(nameFormSchema, { values: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' } });

  return (
    <SettingsCard title={t('account.name.title')} description={t('account.name.description')}>
      <form
        onSubmit={form.handleSubmit((values) => updateMe.mutate(values, { onSuccess: () => notifySuccess(t('account.name.updated')), onError }))}
        noValidate
      >
        <Stack gap="md">
          <NameFields form={form} fieldError={fieldError} from="sm" />
          <SubmitRow loading={updateMe.isPending} disabled={!form.formState.isDirty}>
            {t('common.actions.save')}
          </SubmitRow>
        </Stack>
      </form>
    </SettingsCard>
  );
}

function UsernameCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const changeUsername = useChangeUsername();
  const { form, fieldError, onError } = useAppForm(usernameFormSchema, {
    values: { username: user.username },
    codeFields: { USERNAME_EXISTS: 'username', FORBIDDEN_USERNAME: 'username' },
  });

  const submit = ({ username }: z.output<typeof usernameFormSchema>) =>
    changeUsername.mutate(username, { onSuccess: () => notifySuccess(t('account.username.updated')), onError });

  return (
    <SettingsCard title={t('account.username.title')} description={t('account.username.description')}>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <UsernameField control={form.control} name="username" leftSection="@" error={fieldError('username')} />
          <SubmitRow loading={changeUsername.isPending} disabled={!form.formState.isDirty}>
            {t('account.username.submit')}
          </SubmitRow>
        </Stack>
      </form>
    </SettingsCard>
  );
}

/**
 * The user's picture, name and username. `withName={false}` leaves the name out where another
 * screen owns it (hackers edit it in the Personal information tab).
 */
export function ProfilePanel({ user, withName = true }: { user: User; withName?: boolean }) {
  return (
    <>
      <PictureCard user={user} />
      {withName ? <NameCard user={user} /> : null}
      <UsernameCard user={user} />
    </>
  );
}
