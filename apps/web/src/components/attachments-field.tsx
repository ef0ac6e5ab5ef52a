import { UPLOAD_LIMITS, type UploadPurpose } from '@bb/domain';
import { ActionIcon, Group, List, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../lib/uploads.ts';
import { openErrorModal } from './error-modal.tsx';
import { UploadDropzone } from './upload-dropzone.tsx';
import { rejectionMessageKey } from './upload-rejection.ts';

export interface UploadedFile {
  id: string;
  fileName: string;
}

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
 * Several files of one upload purpose (its types, count and size): each is uploaded when dropped or
 * chosen, through a presigned slot (the server checks its bytes); the value is the uploaded files.
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
  const upload = useMutation({
    mutationFn: async (files: File[]) => Promise.all(files.map(async (file) => ({ id: await uploadFile(purpose, file), fileName: file.name }))),
  });
  const left = limits.maxFiles - value.length;

  const onDrop = (files: File[]) => {
    setRejection(null);
    if (files.length > left) return setRejection('validation.upload.count');
    upload.mutate(files, { onSuccess: (added) => onChange([...value, ...added]), onError: openErrorModal });
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {texts.label}
      </Text>
      {value.length ? (
        <List spacing={4} aria-label={texts.listLabel}>
          {value.map((file) => (
            <List.Item key={file.id} icon={<IconPaperclip size={16} aria-hidden />}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.fileName}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={texts.remove(file.fileName)}
                  onClick={() => onChange(value.filter((item) => item.id !== file.id))}
                  disabled={upload.isPending}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
      {left > 0 ? (
        <UploadDropzone
          limits={{ ...limits, maxFiles: left }}
          onDrop={onDrop}
          onReject={(rejections) => setRejection(rejectionMessageKey(rejections))}
          busy={upload.isPending}
          idleIcon={IconPaperclip}
          iconSize={22}
          texts={{ dropLabel: texts.dropLabel, title: texts.dropTitle, rules: texts.rules, choose: texts.choose }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {texts.full}
        </Text>
      )}
      {(rejection ?? error) ? (
        <Text size="sm" c="red.9" role="alert">
          {rejection ? t(rejection) : error}
        </Text>
      ) : null}
    </Stack>
  );
}
