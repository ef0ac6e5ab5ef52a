import type { UploadLimit } from '@bb/domain';
import { Button, Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconUpload, IconX, type Icon } from '@tabler/icons-react';
import { useId, useRef } from 'react';

export interface UploadDropzoneTexts {
  /** The hidden file input's accessible name. */
  dropLabel: string;
  title: string;
  /** Accepted types and size, also the picker button's description. */
  rules: string;
  choose: string;
}

interface UploadDropzoneProps {
  limits: UploadLimit;
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  busy: boolean;
  /** Shown while nothing is dragged over the zone. */
  idleIcon: Icon;
  texts: UploadDropzoneTexts;
  iconSize?: number;
  /** For an animation on rejection (the picture field shakes). */
  className?: string;
  onAnimationEnd?: () => void;
}

/**
 * A drop zone for files within `limits` (one at a time unless they allow more). The zone takes drops; a real button opens the file
 * picker, so keyboard and screen reader users get a control they know.
 */
export function UploadDropzone({ limits, onDrop, onReject, busy, idleIcon: IdleIcon, texts, iconSize = 28, className, onAnimationEnd }: UploadDropzoneProps) {
  const rulesId = useId();
  const openPicker = useRef<() => void>(null);
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={onReject}
      accept={[...limits.contentTypes]}
      maxSize={limits.maxBytes}
      maxFiles={limits.maxFiles}
      multiple={limits.maxFiles > 1}
      loading={busy}
      className={className}
      onAnimationEnd={onAnimationEnd}
      openRef={openPicker}
      activateOnClick={false}
      activateOnKeyboard={false}
      inputProps={{ 'aria-label': texts.dropLabel, tabIndex: -1 }}
      radius="md"
      p="md"
    >
      <Group justify="center" gap="sm" wrap="nowrap" mih={iconSize * 2} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={iconSize} color="var(--mantine-color-indigo-7)" aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={iconSize} color="var(--mantine-color-red-7)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IdleIcon size={iconSize} color="var(--mantine-color-gray-7)" aria-hidden />
        </Dropzone.Idle>
        <div>
          <Text fw={500}>{texts.title}</Text>
          <Text size="sm" c="dimmed" id={rulesId}>
            {texts.rules}
          </Text>
        </div>
      </Group>
      <Group justify="center" mt="xs">
        <Button variant="light" size="xs" onClick={() => openPicker.current?.()} disabled={busy} aria-describedby={rulesId}>
          {texts.choose}
        </Button>
      </Group>
    </Dropzone>
  );
}
