import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { DialogFrame } from '../../companies/components/dialog-frame.tsx';
import { useVerifyCompany } from '../api/verify-company.ts';

/** Confirms approving a company (spec part 1 section 2, "approve company"). */
export function ApproveCompanyModal({ company, opened, onClose }: { company: { id: string; name: string }; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyCompany();
  const confirm = () =>
    verify.mutate(company.id, {
      onSuccess: () => {
        notifySuccess(t('admin.approveModal.success', { name: company.name }));
        onClose();
      },
      onError: openErrorModal,
    });
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('admin.approveModal.title')}>
      <Stack gap="md">
        <Text size="sm">{t('admin.approveModal.text', { name: company.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button onClick={confirm} loading={verify.isPending}>
            {t('admin.approveModal.submit')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
