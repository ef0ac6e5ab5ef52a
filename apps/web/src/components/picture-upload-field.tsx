import { UPLOAD_LIMITS } from '@bb/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from './error-modal.tsx';
import { notifySuccess } from '../lib/notify.ts';
import { uploadFile } from '../lib/uploads.ts';
import { rejectionMessageKey } from './upload-rejection.ts';
import { UploadDropzone } from './upload-dropzone.tsx';

const LIMITS = UPLOAD_LIMITS.picture;
const MAX_MB = LIMITS.maxBytes / (1024 * 1024);

interface PictureUploadFieldProps {
  /** The current picture (or its placeholder), shown beside the drop zone. */
  avatar: ReactNode;
  hasPicture: boolean;
  /** Saves the uploaded picture's id, or null to remove it. */
  save: (picture: string | null) => Promise<unknown>;
  saving: boolean;
  /** Locale prefix holding dropLabel, dropTitle, rules, choose, remove, updated and removed. */
  textKeys: string;
}

/**
 * A picture (png, jpeg or webp, one file up to 10 MB): presigned upload with purpose 'picture',
 * then `save(id)`. Rejected drops shake (as in every drop zone) and say why; a real button opens the file picker.
 */
export function PictureUploadField({ avatar, hasPicture, save, saving, textKeys }: PictureUploadFieldProps) {
  const { t } = useTranslation();
  const [rejection, setRejection] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: (file: File) => uploadFile('picture', file) });
  const busy = upload.isPending || saving;

  const saveAndTell = (picture: string | null, message: string) => save(picture).then(() => notifySuccess(t(`${textKeys}.${message}`)), openErrorModal);

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setRejection(null);
    upload.mutate(file, { onSuccess: (id) => void saveAndTell(id, 'updated'), onError: openErrorModal });
  };

  return (
    <Group align="center" gap="lg" wrap="wrap">
      {avatar}
      <Stack gap="xs" style={{ flex: '1 1 240px' }}>
        <UploadDropzone
          limits={LIMITS}
          onDrop={onDrop}
          onReject={(rejections) => setRejection(rejectionMessageKey(rejections))}
          busy={busy}
          idleIcon={IconPhoto}
          iconSize={32}
          texts={{
            dropLabel: t(`${textKeys}.dropLabel`),
            title: t(`${textKeys}.dropTitle`),
            rules: t(`${textKeys}.rules`, { size: MAX_MB }),
            choose: t(`${textKeys}.choose`),
          }}
        />
        {rejection ? (
          <Text size="sm" c="red.9" role="alert">
            {t(rejection)}
          </Text>
        ) : null}
        {hasPicture ? (
          <Group>
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => void saveAndTell(null, 'removed')} disabled={busy}>
              {t(`${textKeys}.remove`)}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}
