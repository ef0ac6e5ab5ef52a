import { UPLOAD_LIMITS } from '@bb/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { uploadFile } from '../api/upload-file.ts';

const LIMITS = UPLOAD_LIMITS.picture;
const MAX_MB = LIMITS.maxBytes / (1024 * 1024);

/** Which message explains a rejected drop: wrong type, too big, or too many files. */
function rejectionMessageKey(rejections: FileRejection[]): string {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)));
  if (codes.has('too-many-files')) return 'validation.upload.count';
  if (codes.has('file-invalid-type')) return 'validation.upload.type';
  if (codes.has('file-too-large')) return 'errors.FILE_TOO_LARGE';
  return 'validation.upload.notAllowed';
}

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
 * then `save(id)`. Rejected drops shake and say why; a real button opens the file picker.
 */
export function PictureUploadField({ avatar, hasPicture, save, saving, textKeys }: PictureUploadFieldProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const [shake, setShake] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: (file: File) => uploadFile('picture', file) });
  const busy = upload.isPending || saving;
  const openPicker = useRef<() => void>(null);

  const saveAndTell = (picture: string | null, message: string) =>
    save(picture).then(() => notifySuccess(t(`${textKeys}.${message}`)), openErrorModal);

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setRejection(null);
    upload.mutate(file, { onSuccess: (id) => void saveAndTell(id, 'updated'), onError: openErrorModal });
  };

  const onReject = (rejections: FileRejection[]) => {
    setRejection(rejectionMessageKey(rejections));
    setShake(false);
    // Restart the animation even when two drops are rejected in a row.
    requestAnimationFrame(() => setShake(true));
  };

  return (
    <Group align="center" gap="lg" wrap="wrap">
      {avatar}
      <Stack gap="xs" style={{ flex: '1 1 240px' }}>
        <Dropzone
          onDrop={onDrop}
          onReject={onReject}
          accept={[...LIMITS.contentTypes]}
          maxSize={LIMITS.maxBytes}
          maxFiles={LIMITS.maxFiles}
          multiple={false}
          loading={busy}
          className={shake ? 'bb-shake' : undefined}
          onAnimationEnd={() => setShake(false)}
          openRef={openPicker}
          // The zone takes drops; a real button opens the file picker (keyboard and screen readers).
          activateOnClick={false}
          activateOnKeyboard={false}
          inputProps={{ 'aria-label': t(`${textKeys}.dropLabel`), tabIndex: -1 }}
          radius="md"
          p="md"
        >
          <Group justify="center" gap="sm" wrap="nowrap" mih={64} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} color="var(--mantine-color-indigo-7)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} color="var(--mantine-color-red-7)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} color="var(--mantine-color-gray-7)" aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text fw={500}>{t(`${textKeys}.dropTitle`)}</Text>
              <Text size="sm" c="dimmed" id={rulesId}>
                {t(`${textKeys}.rules`, { size: MAX_MB })}
              </Text>
            </div>
          </Group>
          <Group justify="center" mt="xs">
            <Button variant="light" size="xs" onClick={() => openPicker.current?.()} disabled={busy} aria-describedby={rulesId}>
              {t(`${textKeys}.choose`)}
            </Button>
          </Group>
        </Dropzone>
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
