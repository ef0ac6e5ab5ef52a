import type { StaffRow } from '@bb/domain';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSetStaffRemoved } from '../api/staff.ts';

/**
 * Removing a triager (spec part 2: remove/restore triager): what happens is said before it happens. Restoring gives
 * the access back.
 */
export function RemoveTriagerModal({ triager, onClose }: { triager: StaffRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const setRemoved = useSetStaffRemoved();
  const removing = triager ? triager.removedAt === null : true;
  const name = triager?.username ?? '';
  const confirm = () => {
    if (!triager) return;
    setRemoved.mutate(
      { id: triager.id, removed: removing },
      {
        onSuccess: () => {
          notifySuccess(t(removing ? 'admin.triagers.removeModal.removed' : 'admin.triagers.removeModal.restored', { name }));
          onClose();
        },
        onError: openErrorModal,
      },
    );
  };
  return (
    <ConfirmDialog
      opened={triager !== null}
      onClose={onClose}
      title={t(removing ? 'admin.triagers.removeModal.removeTitle' : 'admin.triagers.removeModal.restoreTitle', { name })}
      text={t(removing ? 'admin.triagers.removeModal.removeText' : 'admin.triagers.removeModal.restoreText', { name })}
      confirmLabel={t(removing ? 'admin.triagers.remove' : 'admin.triagers.restore')}
      onConfirm={confirm}
      loading={setRemoved.isPending}
      color={removing ? 'red.9' : undefined}
    >
      {removing ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('admin.triagers.removeModal.consequences')}
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>{t('admin.triagers.removeModal.access')}</List.Item>
            <List.Item>{t('admin.triagers.removeModal.reports')}</List.Item>
            <List.Item>{t('admin.triagers.removeModal.notifications')}</List.Item>
          </List>
        </Stack>
      ) : null}
    </ConfirmDialog>
  );
}
