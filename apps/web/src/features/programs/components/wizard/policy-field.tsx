import { UPLOAD_LIMITS } from '@bb/domain';
import { Anchor, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../../components/error-modal.tsx';
import { uploadFile } from '../../../../lib/uploads.ts';
import { DEFAULT_POLICY_PATH } from '../program-panels.tsx';

/** The program's policy: a PDF uploaded now (purpose `policy`), or the platform's default one. */
export function PolicyField({
  value,
  onChange,
  error,
}: {
  value: { id: string; fileName: string } | null;
  onChange: (policy: { id: string; fileName: string } | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const choose = async (next: File | null) => {
    setFile(next);
    if (!next) return onChange(null);
    setUploading(true);
    try {
      onChange({ id: await uploadFile('policy', next), fileName: next.name });
    } catch (failure) {
      setFile(null);
      onChange(null);
      openErrorModal(failure);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap={4}>
      <FileInput
        label={t('programs.wizard.fields.policy')}
        description={t('programs.wizard.fields.policyHint', { size: Math.round(UPLOAD_LIMITS.policy.maxBytes / 1024 / 1024) })}
        accept="application/pdf"
        value={file}
        onChange={(next) => void choose(next)}
        clearable
        clearButtonProps={{ 'aria-label': t('programs.wizard.fields.policyClear') }}
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        disabled={uploading}
        error={error}
      />
      {value ? (
        <Text size="sm">{t('programs.wizard.fields.policyChosen', { name: value.fileName })}</Text>
      ) : (
        <Group gap={4}>
          <Text size="sm" c="dimmed">
            {t('programs.wizard.fields.policyDefault')}
          </Text>
          <Anchor href={DEFAULT_POLICY_PATH} target="_blank" rel="noopener" size="sm">
            {t('programs.description.defaultPolicy')}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
