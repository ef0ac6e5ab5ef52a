import { deleteAccountSchema } from '@bb/domain';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DangerActions } from '../../../components/form-fields.tsx';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useClearSession } from '../../../lib/session.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SettingsCard } from '../../../components/settings-card.tsx';

type DeactivateForm = z.input<typeof deleteAccountSchema>;

/** Deactivate the account: the password, in a modal; then signed out. */
export function DeactivateAccountCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  const deleteAccount = useDeleteAccount();
  const clearSession = useClearSession();
  const { form, fieldError, onError } = useAppForm(deleteAccountSchema, { defaultValues: { password: '' }, codeFields: { INVALID_PASSWORD: 'password' } });

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
      onError,
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
            <PasswordInput
              {...form.register('password')}
              label={t('auth.fields.password')}
              autoComplete="current-password"
              required
              data-autofocus
              error={fieldError('password')}
            />
            <DangerActions onCancel={close} loading={deleteAccount.isPending} justify="flex-end">
              {t('account.deactivate.confirm')}
            </DangerActions>
          </Stack>
        </form>
      </Modal>
    </SettingsCard>
  );
}
