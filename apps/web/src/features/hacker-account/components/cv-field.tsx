import { UPLOAD_LIMITS } from '@bb/domain';
import { IconFileCv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SingleUploadField, type UploadedFile } from '../../../components/single-upload-field.tsx';

const MAX_MB = UPLOAD_LIMITS.cv.maxBytes / (1024 * 1024);

export type CvValue = UploadedFile;

/** The CV (png, jpeg or pdf, one file up to 10 MB, public), uploaded with purpose `cv`; the form saves its id with the other profile fields. */
export function CvField({ value, onChange, error }: { value: CvValue | null; onChange: (value: CvValue | null) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <SingleUploadField
      purpose="cv"
      value={value}
      onChange={onChange}
      error={error}
      label={t('hackerAccount.profile.cv.label')}
      listLabel={t('hackerAccount.profile.cv.label')}
      removeLabel={t('hackerAccount.profile.cv.remove')}
      idleIcon={IconFileCv}
      texts={{
        dropLabel: t('hackerAccount.profile.cv.dropLabel'),
        title: t(value ? 'hackerAccount.profile.cv.replaceTitle' : 'hackerAccount.profile.cv.dropTitle'),
        rules: t('hackerAccount.profile.cv.rules', { size: MAX_MB }),
        choose: t('hackerAccount.profile.cv.choose'),
      }}
    />
  );
}
