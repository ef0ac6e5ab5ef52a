import { UPLOAD_LIMITS, type UploadPurpose } from '@bb/domain';
import { Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../lib/uploads.ts';
import { UploadAnnouncer, UploadFileList } from './upload-file-list.tsx';
import { UploadDropzone } from './upload-dropzone.tsx';
import { rejectionMessageKey } from './upload-rejection.ts';
import { useFileUploads, type UploadedFile, type UploadRow } from './use-file-uploads.ts';

export type { UploadedFile } from './use-file-uploads.ts';

export interface AttachmentsFieldTexts {
  label: string;
  listLabel: string;
  /** The remove button's name for one file. */
  remove: (fileName: string) => string;
  dropLabel: string;
  dropTitle: string;
  rules: string;
  choose: string;
  full: string;
}

/**
 * Several files of one upload purpose (its types, count and size): each is uploaded when dropped or chosen, through a
 * presigned slot (the server checks its bytes), with its own state on its line (loading, success, error with the reason
 * and a retry, or preloaded: attached before the field opened); the value is the uploaded files.
 */
export function AttachmentsField({
  purpose,
  value,
  onChange,
  texts,
  error,
}: {
  purpose: UploadPurpose;
  value: readonly UploadedFile[];
  onChange: (value: UploadedFile[]) => void;
  texts: AttachmentsFieldTexts;
  error?: string;
}) {
  const { t } = useTranslation();
  const limits = UPLOAD_LIMITS[purpose];
  const labelId = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  // Uploads end one after another: each adds to what the one before left, not to the value it started from.
  const current = useRef(value);
  current.current = value;
  const uploads = useFileUploads(
    async (file) => ({ id: await uploadFile(purpose, file), fileName: file.name }),
    (added) => {
      const next = [...current.current, added];
      current.current = next;
      onChange(next);
    },
  );
  // Files on their way take their place too: a drop never starts more than the purpose allows.
  const left = limits.maxFiles - value.length - uploads.loadingCount;

  const onDrop = (files: File[]) => {
    setRejection(null);
    uploads.start(files);
  };
  const remove = (row: UploadRow) => {
    const { upload } = row;
    if (upload) onChange(value.filter((item) => item.id !== upload.id));
    else uploads.dismiss(row.key);
    uploads.announce(t('uploads.announce.removed', { name: row.fileName }));
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {texts.label}
      </Text>
      <UploadFileList
        rows={uploads.rows(value)}
        label={texts.listLabel}
        removeLabel={texts.remove}
        onRemove={remove}
        onRetry={(row) => uploads.retry(row.key)}
        retryDisabled={left <= 0}
      />
      <UploadDropzone
        limits={{ ...limits, maxFiles: Math.max(left, 1) }}
        full={left <= 0}
        onDrop={onDrop}
        onReject={(rejections) => setRejection(rejectionMessageKey(rejections))}
        busy={false}
        idleIcon={IconPaperclip}
        iconSize={22}
        texts={{ dropLabel: texts.dropLabel, title: left > 0 ? texts.dropTitle : texts.full, rules: texts.rules, choose: texts.choose }}
      />
      {(rejection ?? error) ? (
        <Text size="sm" c="red.9" role="alert">
          {rejection ? t(rejection) : error}
        </Text>
      ) : null}
      <UploadAnnouncer announcement={uploads.announcement} />
    </Stack>
  );
}
