import { deleteAccountSchema } from '@bb/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { useFieldError } from '../../../lib/form-errors.ts';
import { useApiFormErrors } from '../../../lib/use-api-form-errors.ts';
import { useClearSession } from '../../auth/api/logout.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SettingsCard } from './settings-card.tsx';

type DeactivateForm = z.input<typeof deleteAccountSchema>;

/** Deactivate the account: the password, in a modal; then signed out. */
export function DeactivateAccountCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  const deleteAccount = useDeleteAccount();
  const clearSession = useClearSession();
  const form = useForm<DeactivateForm>({ resolver: zodResolver(deleteAccountSchema), mode: 'onTouched', defaultValues: { password: '' } });
  const fieldError = useFieldError(form);
  const onError = useApiFormErrors(form);

  const close = () => {
    modal.close();
    form.reset();
  };

  const submit = ({ password }: DeactivateForm) =>
    deleteAccount.mutate(password, {
      onSuccess: () => {
        clearSession();
        void navigate('/auth/logout', { replace: true, state: { reason: 'deactivated' } });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'INVALID_PASSWORD') form.setError('password', { type: 'server', message: t('errors.INVALID_PASSWORD') }, { shouldFocus: true });
        else onError(error);
      },
    });

  return (
    <SettingsCard title={t('account.deactivate.title')} description={t('account.deactivate.description')} danger>
      <Group justify="flex-start">
        <Button color="red.9" variant="outline" onClick={modal.open}>
          {t('account.deactivate.open')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('account.deactivate.modalTitle')}>
        <form onSubmit={form.handleSubmit(submit)} noValidate>
          <Stack gap="md">
            <Text>{t('account.deactivate.modalText')}</Text>
            <PasswordInput {...form.register('password')} label={t('auth.fields.password')} autoComplete="current-password" required data-autofocus error={fieldError('password')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.actions.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={deleteAccount.isPending}>
                {t('account.deactivate.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsCard>
  );
}
