import { UPLOAD_LIMITS, type User } from '@bb/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { uploadFile } from '../../uploads/api/upload-file.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { SettingsCard } from './settings-card.tsx';

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

/** Profile picture: png, jpeg or webp, one file up to 10 MB; presigned upload, then PATCH /users/me. */
export function PictureCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [shake, setShake] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const updateMe = useUpdateMe();
  const upload = useMutation({ mutationFn: (file: File) => uploadFile('picture', file) });
  const busy = upload.isPending || updateMe.isPending;
  const openPicker = useRef<() => void>(null);

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setRejection(null);
    upload.mutate(file, {
      onSuccess: (id) =>
        updateMe.mutate({ picture: id }, { onSuccess: () => notifySuccess(t('account.picture.updated')), onError: openErrorModal }),
      onError: openErrorModal,
    });
  };

  const onReject = (rejections: FileRejection[]) => {
    setRejection(rejectionMessageKey(rejections));
    setShake(false);
    // Restart the animation even when two drops are rejected in a row.
    requestAnimationFrame(() => setShake(true));
  };

  const remove = () =>
    updateMe.mutate({ picture: null }, { onSuccess: () => notifySuccess(t('account.picture.removed')), onError: openErrorModal });

  return (
    <SettingsCard title={t('account.picture.title')} description={t('account.picture.description', { size: MAX_MB })}>
      <Group align="center" gap="lg" wrap="wrap">
        <UserAvatar user={user} size={96} />
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
            inputProps={{ 'aria-label': t('account.picture.dropLabel'), tabIndex: -1 }}
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
                <Text fw={500}>{t('account.picture.dropTitle')}</Text>
                <Text size="sm" c="dimmed" id="picture-rules">
                  {t('account.picture.rules', { size: MAX_MB })}
                </Text>
              </div>
            </Group>
            <Group justify="center" mt="xs">
              <Button
                variant="light"
                size="xs"
                onClick={() => openPicker.current?.()}
                disabled={busy}
                aria-describedby="picture-rules"
              >
                {t('account.picture.choose')}
              </Button>
            </Group>
          </Dropzone>
          {rejection ? (
            <Text size="sm" c="red.9" role="alert">
              {t(rejection)}
            </Text>
          ) : null}
          {user.picture ? (
            <Group>
              <Button variant="subtle" color="red" size="compact-sm" onClick={remove} disabled={busy}>
                {t('account.picture.remove')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </SettingsCard>
  );
}
