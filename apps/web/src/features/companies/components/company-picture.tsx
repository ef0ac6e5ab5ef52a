import { UPLOAD_LIMITS, type Company } from '@bb/domain';
import { Avatar, Button, Group, Stack, Text, type AvatarProps } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconBuilding, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { uploadFile, uploadUrl } from '../../uploads/api/upload-file.ts';
import { useUpdateCompanyPicture } from '../api/update-company.ts';

const LIMITS = UPLOAD_LIMITS.picture;
const MAX_MB = LIMITS.maxBytes / (1024 * 1024);

/** The company's logo, or a building icon. Decorative: the name is always next to it. */
export function CompanyLogo({ company, ...props }: { company: Pick<Company, 'picture'> } & AvatarProps) {
  return (
    <Avatar src={company.picture ? uploadUrl(company.picture.id) : null} alt="" color="indigo" radius="md" {...props}>
      <IconBuilding size={32} aria-hidden />
    </Avatar>
  );
}

function rejectionMessageKey(rejections: FileRejection[]): string {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)));
  if (codes.has('too-many-files')) return 'validation.upload.count';
  if (codes.has('file-invalid-type')) return 'validation.upload.type';
  if (codes.has('file-too-large')) return 'errors.FILE_TOO_LARGE';
  return 'validation.upload.notAllowed';
}

/** Logo upload: png, jpeg or webp up to 10 MB; presigned upload (purpose picture), then PATCH /me/picture. */
export function CompanyPictureField({ company }: { company: Company }) {
  const { t } = useTranslation();
  const [shake, setShake] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const updatePicture = useUpdateCompanyPicture();
  const upload = useMutation({ mutationFn: (file: File) => uploadFile('picture', file) });
  const busy = upload.isPending || updatePicture.isPending;
  const openPicker = useRef<() => void>(null);

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setRejection(null);
    upload.mutate(file, {
      onSuccess: (id) =>
        updatePicture.mutate({ picture: id }, { onSuccess: () => notifySuccess(t('companies.profile.picture.updated')), onError: openErrorModal }),
      onError: openErrorModal,
    });
  };

  const onReject = (rejections: FileRejection[]) => {
    setRejection(rejectionMessageKey(rejections));
    setShake(false);
    requestAnimationFrame(() => setShake(true));
  };

  const remove = () =>
    updatePicture.mutate({ picture: null }, { onSuccess: () => notifySuccess(t('companies.profile.picture.removed')), onError: openErrorModal });

  return (
    <Group align="center" gap="lg" wrap="wrap">
      <CompanyLogo company={company} size={96} />
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
          activateOnClick={false}
          activateOnKeyboard={false}
          inputProps={{ 'aria-label': t('companies.profile.picture.dropLabel'), tabIndex: -1 }}
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
              <Text fw={500}>{t('companies.profile.picture.dropTitle')}</Text>
              <Text size="sm" c="dimmed" id="company-picture-rules">
                {t('companies.profile.picture.rules', { size: MAX_MB })}
              </Text>
            </div>
          </Group>
          <Group justify="center" mt="xs">
            <Button variant="light" size="xs" onClick={() => openPicker.current?.()} disabled={busy} aria-describedby="company-picture-rules">
              {t('companies.profile.picture.choose')}
            </Button>
          </Group>
        </Dropzone>
        {rejection ? (
          <Text size="sm" c="red.9" role="alert">
            {t(rejection)}
          </Text>
        ) : null}
        {company.picture ? (
          <Group>
            <Button variant="subtle" color="red" size="compact-sm" onClick={remove} disabled={busy}>
              {t('companies.profile.picture.remove')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}
