import { UPLOAD_LIMITS } from '@bb/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileCv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { uploadFile, uploadUrl } from '../../../lib/uploads.ts';
import { rejectionMessageKey } from '../../../components/upload-rejection.ts';
import { UploadDropzone } from '../../../components/upload-dropzone.tsx';

const LIMITS = UPLOAD_LIMITS.cv;
const MAX_MB = LIMITS.maxBytes / (1024 * 1024);

export interface CvValue {
  id: string;
  fileName: string;
}

/** The CV currently chosen: its name opens it in a new tab; it can be removed. */
function ChosenCv({ value, onRemove, disabled }: { value: CvValue; onRemove: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <IconFileCv size={20} aria-hidden />
      <Anchor href={uploadUrl(value.id)} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value.fileName}
      </Anchor>
      <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} disabled={disabled}>
        {t('hackerAccount.profile.cv.remove')}
      </Button>
    </Group>
  );
}

/**
 * The CV (png, jpeg or pdf, one file up to 10 MB, public): dropped or picked, uploaded at once
 * through a presigned slot of purpose `cv`; the form saves its id with the other profile fields.
 */
export function CvField({ value, onChange, error }: { value: CvValue | null; onChange: (value: CvValue | null) => void; error?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: (file: File) => uploadFile('cv', file) });

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setRejection(null);
    upload.mutate(file, { onSuccess: (id) => onChange({ id, fileName: file.name }), onError: openErrorModal });
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {t('hackerAccount.profile.cv.label')}
      </Text>
      {value ? <ChosenCv value={value} onRemove={() => onChange(null)} disabled={upload.isPending} /> : null}
      <UploadDropzone
        limits={LIMITS}
        onDrop={onDrop}
        onReject={(rejections) => setRejection(rejectionMessageKey(rejections))}
        busy={upload.isPending}
        idleIcon={IconFileCv}
        texts={{
          dropLabel: t('hackerAccount.profile.cv.dropLabel'),
          title: t(value ? 'hackerAccount.profile.cv.replaceTitle' : 'hackerAccount.profile.cv.dropTitle'),
          rules: t('hackerAccount.profile.cv.rules', { size: MAX_MB }),
          choose: t('hackerAccount.profile.cv.choose'),
        }}
      />
      {(rejection ?? error) ? (
        <Text size="sm" c="red.9" role="alert">
          {rejection ? t(rejection) : error}
        </Text>
      ) : null}
    </Stack>
  );
}
