import { ActionIcon, Box, Code, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../../../components/copy-value.tsx';

/**
 * A testing account's credentials with a copy button. `hideable`: hidden until the show toggle is
 * pressed (spec part 2: hidden by default), so they are not on screen by accident.
 */
export function CredentialsText({ value, hideable = false }: { value: string; hideable?: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(!hideable);
  const id = useId();
  const toggleLabel = t(shown ? 'programTabs.credentials.hide' : 'programTabs.credentials.show');
  return (
    <Group align="flex-start" wrap="nowrap" gap="xs">
      <Box id={id} style={{ flex: 1, minWidth: 0 }} aria-live="polite">
        {shown ? (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Code>
        ) : (
          <Text size="sm" c="dimmed" py={6}>
            <span aria-hidden>•••••••• </span>
            {t('programTabs.credentials.hidden')}
          </Text>
        )}
      </Box>
      {hideable ? (
        <Tooltip label={toggleLabel}>
          <ActionIcon variant="light" size="lg" onClick={() => setShown((value) => !value)} aria-label={toggleLabel} aria-controls={id}>
            {shown ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      ) : null}
      <CopyValueButton value={value} label={t('programTabs.credentials.copy')} />
    </Group>
  );
}
