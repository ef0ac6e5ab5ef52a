import { ActionIcon, Anchor, Group, List, Loader, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconPaperclip, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '../lib/uploads.ts';
import type { UploadAnnouncement, UploadRow, UploadState } from './use-file-uploads.ts';

const STATE_COLOR: Record<UploadState, string> = { loading: 'dimmed', success: 'teal.9', error: 'red.9', preloaded: 'dimmed' };

function StateIcon({ state }: { state: UploadState }) {
  if (state === 'loading') return <Loader size={16} aria-hidden />;
  if (state === 'success') return <IconCircleCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />;
  if (state === 'error') return <IconAlertCircle size={16} color="var(--mantine-color-red-8)" aria-hidden />;
  return <IconPaperclip size={16} aria-hidden />;
}

/**
 * What screen readers hear of an upload field: each change of state (uploading, uploaded, not uploaded and why,
 * removed). Always in the page, so the first change is heard too; no alert role, so a field's own alert stays one.
 */
export function UploadAnnouncer({ announcement }: { announcement: UploadAnnouncement }) {
  return (
    <>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="upload-announcer">
        {announcement.urgent ? '' : announcement.text}
      </VisuallyHidden>
      <VisuallyHidden aria-live="assertive" aria-atomic="true" data-testid="upload-announcer-urgent">
        {announcement.urgent ? announcement.text : ''}
      </VisuallyHidden>
    </>
  );
}

interface UploadFileListProps {
  rows: readonly UploadRow[];
  /** The list's accessible name. */
  label: string;
  /** The remove button's name for one file; without it files cannot be removed here. */
  removeLabel?: (fileName: string) => string;
  onRemove?: (row: UploadRow) => void;
  onRetry: (row: UploadRow) => void;
  /** Uploaded files' names open them (GET /api/uploads/{id}, a new tab). */
  linkFiles?: boolean;
  disabled?: boolean;
  /** No room for one more file: a failed one cannot be tried again until another is removed. */
  retryDisabled?: boolean;
  /** Shown on an uploaded file's line (the payment's document: its test id). */
  rowProps?: (row: UploadRow) => Record<string, string> | undefined;
}

function FileName({ row, link }: { row: UploadRow; link: boolean }): ReactNode {
  if (link && row.upload) {
    return (
      <Anchor href={uploadUrl(row.upload.id)} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.fileName}
      </Anchor>
    );
  }
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {row.fileName}
    </Text>
  );
}

/** An upload field's files, each with its state in words and an icon; a failed one says why and can be tried again. */
export function UploadFileList({
  rows,
  label,
  removeLabel,
  onRemove,
  onRetry,
  linkFiles = false,
  disabled = false,
  retryDisabled = false,
  rowProps,
}: UploadFileListProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <List spacing={4} aria-label={label} listStyleType="none" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
      {rows.map((row) => (
        <List.Item key={row.key} icon={<StateIcon state={row.state} />} data-state={row.state} {...rowProps?.(row)}>
          <Group gap="xs" wrap="wrap" align="center">
            <FileName row={row} link={linkFiles} />
            <Text size="xs" c={STATE_COLOR[row.state]}>
              {row.state === 'error' ? t('uploads.state.error', { reason: t(`errors.${row.errorCode ?? 'UNKNOWN_ERROR'}`) }) : t(`uploads.state.${row.state}`)}
            </Text>
            {row.state === 'error' ? (
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('uploads.retry', { name: row.fileName })}
                onClick={() => onRetry(row)}
                disabled={disabled || retryDisabled}
              >
                <IconRefresh size={14} aria-hidden />
              </ActionIcon>
            ) : null}
            {onRemove && removeLabel && row.state !== 'loading' ? (
              <ActionIcon variant="subtle" color="red" size="sm" aria-label={removeLabel(row.fileName)} onClick={() => onRemove(row)} disabled={disabled}>
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
