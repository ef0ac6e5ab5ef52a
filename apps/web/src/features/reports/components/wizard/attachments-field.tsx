import { UPLOAD_LIMITS } from '@bb/domain';
import { ActionIcon, Group, List, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../../components/error-modal.tsx';
import { UploadDropzone } from '../../../../components/upload-dropzone.tsx';
import { rejectionMessageKey } from '../../../../components/upload-rejection.ts';
import { uploadFile } from '../../../../lib/uploads.ts';
import type { Attachment } from './report-form-model.ts';

const LIMITS = UPLOAD_LIMITS.reportAttachment;
const MAX_MB = LIMITS.maxBytes / (1024 * 1024);

/**
 * The report's attachments (png, jpeg, webp, md, mp4; up to 5 of 10 MB): each file is uploaded at
 * once through a presigned slot of purpose `reportAttachment` (the server checks its bytes), the
 * form sends their ids.
 */
export function AttachmentsField({ value, onChange, error }: { value: readonly Attachment[]; onChange: (value: Attachment[]) => void; error?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (files: File[]) => Promise.all(files.map(async (file) => ({ id: await uploadFile('reportAttachment', file), fileName: file.name }))),
  });
  const left = LIMITS.maxFiles - value.length;

  const onDrop = (files: File[]) => {
    setRejection(null);
    if (files.length > left) return setRejection('validation.upload.count');
    upload.mutate(files, { onSuccess: (added) => onChange([...value, ...added]), onError: openErrorModal });
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {t('reportForm.attachments.label')}
      </Text>
      {value.length ? (
        <List spacing={4} aria-label={t('reportForm.attachments.listLabel')}>
          {value.map((attachment) => (
            <List.Item key={attachment.id} icon={<IconPaperclip size={16} aria-hidden />}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {attachment.fileName}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={t('reportForm.attachments.remove', { name: attachment.fileName })}
                  onClick={() => onChange(value.filter((item) => item.id !== attachment.id))}
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
          limits={{ ...LIMITS, maxFiles: left }}
          onDrop={onDrop}
          onReject={(rejections) => setRejection(rejectionMessageKey(rejections))}
          busy={upload.isPending}
          idleIcon={IconPaperclip}
          texts={{
            dropLabel: t('reportForm.attachments.dropLabel'),
            title: t('reportForm.attachments.dropTitle'),
            rules: t('reportForm.attachments.rules', { count: LIMITS.maxFiles, size: MAX_MB }),
            choose: t('reportForm.attachments.choose'),
          }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('reportForm.attachments.full', { count: LIMITS.maxFiles })}
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
