import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
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
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('admin.approveModal.title')}
      text={t('admin.approveModal.text', { name: company.name })}
      confirmLabel={t('admin.approveModal.submit')}
      onConfirm={confirm}
      loading={verify.isPending}
    />
  );
}
