import { UPLOAD_LIMITS, type UploadPurpose } from '@bb/domain';
import { Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../lib/uploads.ts';
import { UploadDropzone, type UploadDropzoneTexts } from './upload-dropzone.tsx';
import { UploadAnnouncer, UploadFileList } from './upload-file-list.tsx';
import { rejectionMessageKey } from './upload-rejection.ts';
import { useFileUploads } from './use-file-uploads.ts';

export interface UploadedFile {
  id: string;
  fileName: string;
}

interface SingleUploadFieldProps {
  purpose: UploadPurpose;
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  error?: string;
  label: string;
  /** The file list's accessible name. */
  listLabel: string;
  removeLabel: string;
  idleIcon: Icon;
  iconSize?: number;
  texts: UploadDropzoneTexts;
  /** Shown under the zone while no file is chosen. */
  whenEmpty?: ReactNode;
  gap?: number | string;
}

/**
 * One file of `purpose`, dropped or picked and uploaded at once through a presigned slot: its state on its line (a file
 * chosen before reads as already attached), a refused drop said under the zone; the form saves the upload's id.
 */
export function SingleUploadField({
  purpose,
  value,
  onChange,
  error,
  label,
  listLabel,
  removeLabel,
  idleIcon,
  iconSize,
  texts,
  whenEmpty,
  gap = 'xs',
}: SingleUploadFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  const uploads = useFileUploads(async (file) => ({ id: await uploadFile(purpose, file), fileName: file.name }), onChange, { single: true });
  const onDrop = (files: File[]) => {
    setRejection(null);
    uploads.start(files.slice(0, 1));
  };
  return (
    <Stack gap={gap} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <UploadFileList
        rows={uploads.rows(value ? [value] : [])}
        label={listLabel}
        removeLabel={() => removeLabel}
        onRemove={(row) => {
          if (row.upload) onChange(null);
          else uploads.dismiss(row.key);
          uploads.announce(t('uploads.announce.removed', { name: row.fileName }));
        }}
        onRetry={(row) => uploads.retry(row.key)}
        linkFiles
        disabled={uploads.loadingCount > 0}
      />
      <UploadDropzone
        limits={UPLOAD_LIMITS[purpose]}
        onDrop={onDrop}
        onReject={(rejections) => setRejection(rejectionMessageKey(rejections))}
        busy={uploads.loadingCount > 0}
        idleIcon={idleIcon}
        iconSize={iconSize}
        texts={texts}
      />
      {(rejection ?? error) ? (
        <Text size="sm" c="red.9" role="alert">
          {rejection ? t(rejection) : error}
        </Text>
      ) : null}
      {value ? null : whenEmpty}
      <UploadAnnouncer announcement={uploads.announcement} />
    </Stack>
  );
}
