import { UPLOAD_LIMITS } from '@bb/domain';
import { useTranslation } from 'react-i18next';
import { AttachmentsField } from '../../../../components/attachments-field.tsx';
import type { Attachment } from './report-form-model.ts';

const LIMITS = UPLOAD_LIMITS.reportAttachment;
const MAX_MB = LIMITS.maxBytes / (1024 * 1024);

/**
 * The report's attachments (png, jpeg, webp, md, mp4; up to 5 of 10 MB): each file is uploaded at
 * once through a presigned slot of purpose `reportAttachment` (the server checks its bytes), the
 * form sends their ids.
 */
export function ReportAttachmentsField({ value, onChange, error }: { value: readonly Attachment[]; onChange: (value: Attachment[]) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <AttachmentsField
      purpose="reportAttachment"
      value={value}
      onChange={onChange}
      error={error}
      texts={{
        label: t('reportForm.attachments.label'),
        listLabel: t('reportForm.attachments.listLabel'),
        remove: (name) => t('reportForm.attachments.remove', { name }),
        dropLabel: t('reportForm.attachments.dropLabel'),
        dropTitle: t('reportForm.attachments.dropTitle'),
        rules: t('reportForm.attachments.rules', { count: LIMITS.maxFiles, size: MAX_MB }),
        choose: t('reportForm.attachments.choose'),
        full: t('reportForm.attachments.full', { count: LIMITS.maxFiles }),
      }}
    />
  );
}
