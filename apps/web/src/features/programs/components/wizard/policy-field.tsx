import { UPLOAD_LIMITS } from '@bb/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SingleUploadField, type UploadedFile } from '../../../../components/single-upload-field.tsx';
import { DEFAULT_POLICY_PATH } from '../program-panels.tsx';

const MAX_MB = Math.round(UPLOAD_LIMITS.policy.maxBytes / 1024 / 1024);

/** The program's policy: a PDF uploaded with purpose `policy`, or else the platform's default one. */
export function PolicyField({ value, onChange, error }: { value: UploadedFile | null; onChange: (policy: UploadedFile | null) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <SingleUploadField
      purpose="policy"
      value={value}
      onChange={onChange}
      error={error}
      gap={4}
      label={t('programs.wizard.fields.policy')}
      listLabel={t('uploads.listLabel')}
      removeLabel={t('programs.wizard.fields.policyClear')}
      idleIcon={IconFileTypePdf}
      iconSize={24}
      texts={{
        dropLabel: t('uploads.policy.dropLabel'),
        title: t(value ? 'uploads.policy.replaceTitle' : 'uploads.policy.dropTitle'),
        rules: t('programs.wizard.fields.policyHint', { size: MAX_MB }),
        choose: t('uploads.policy.choose'),
      }}
      whenEmpty={
        <Group gap={4}>
          <Text size="sm" c="dimmed">
            {t('programs.wizard.fields.policyDefault')}
          </Text>
          <Anchor href={DEFAULT_POLICY_PATH} target="_blank" rel="noopener" size="sm">
            {t('programs.description.defaultPolicy')}
          </Anchor>
        </Group>
      }
    />
  );
}
