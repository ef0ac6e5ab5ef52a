import type { UploadLimit } from '@bb/domain';
import { Button, Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import { IconUpload, IconX, type Icon } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';

export interface UploadDropzoneTexts {
  /** The hidden file input's accessible name. */
  dropLabel: string;
  title: string;
  /** Accepted types and size, also the picker button's description. */
  rules: string;
  choose: string;
}

const TOO_MANY_FILES = { code: 'too-many-files', message: 'Too many files' };

interface UploadDropzoneProps {
  limits: UploadLimit;
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  busy: boolean;
  /** Shown while nothing is dragged over the zone. */
  idleIcon: Icon;
  texts: UploadDropzoneTexts;
  iconSize?: number;
  /** No file may be added (the field holds as many as it may): the zone stays, and any drop on it is refused. */
  full?: boolean;
}

/**
 * A drop zone for files within `limits` (one at a time unless they allow more). The zone takes drops; a real button opens the file
 * picker, so keyboard and screen reader users get a control they know. A rejected drop (a wrong type, too big, or more files than
 * are left) shakes the zone (spec: every drop zone), then `onReject` says why.
 */
export function UploadDropzone({ limits, onDrop, onReject, busy, idleIcon: IdleIcon, texts, iconSize = 28, full = false }: UploadDropzoneProps) {
  const rulesId = useId();
  const openPicker = useRef<() => void>(null);
  const [shake, setShake] = useState(false);
  // One drop may be partly taken: beyond the files left, the rest are refused. The taken ones go first, so that the
  // field's own reset on a drop does not hide why the others were refused.
  const take = (files: FileWithPath[], rejections: FileRejection[]) => {
    setShake(false);
    const refused: FileRejection[] = full ? [...rejections, ...files.map((file) => ({ file, errors: [TOO_MANY_FILES] }))] : rejections;
    if (files.length && !full) onDrop(files);
    if (refused.length === 0) return;
    // Restart the animation even when two drops are rejected in a row.
    requestAnimationFrame(() => setShake(true));
    onReject(refused);
  };
  return (
    <Dropzone
      onDropAny={take}
      onDrop={() => {}}
      accept={[...limits.contentTypes]}
      maxSize={limits.maxBytes}
      maxFiles={full ? 1 : limits.maxFiles}
      multiple={!full && limits.maxFiles > 1}
      loading={busy}
      className={shake ? 'bb-shake' : undefined}
      data-shake={shake || undefined}
      onAnimationEnd={() => setShake(false)}
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
        <Button variant="light" size="xs" onClick={() => openPicker.current?.()} disabled={busy || full} aria-describedby={rulesId}>
          {texts.choose}
        </Button>
      </Group>
    </Dropzone>
  );
}
