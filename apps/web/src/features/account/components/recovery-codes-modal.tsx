import { Box, Button, Checkbox, CopyButton, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file.ts';

interface RecoveryCodesModalProps {
  /** The codes to show; null keeps the dialog closed. */
  codes: string[] | null;
  /** The account they belong to, written at the top of the downloaded file. */
  email: string;
  onClose: () => void;
}

/** Saves the codes as a plain text file, one a line, under a heading naming the account. */
function downloadCodes(text: string, fileName: string) {
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
}

function CodesBody({ codes, email, onClose }: { codes: string[]; email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const [saved, setSaved] = useState(false);
  const fileText = [t('account.recoveryCodes.fileTitle', { email }), '', ...codes, '', t('account.recoveryCodes.fileHint'), ''].join('\n');

  return (
    <Stack gap="md">
      <Text size="sm">{t('account.recoveryCodes.modalText')}</Text>
      <Text id={listId} size="sm" fw={500}>
        {t('account.recoveryCodes.listLabel')}
      </Text>
      <SimpleGrid
        component="ul"
        aria-labelledby={listId}
        cols={2}
        spacing="xs"
        verticalSpacing="xs"
        m={0}
        p="sm"
        data-testid="recovery-codes"
        style={{ listStyle: 'none', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} ff="monospace" fz="md" ta="center" style={{ letterSpacing: '0.04em', whiteSpace: 'nowrap' }}>
            {code}
          </Box>
        ))}
      </SimpleGrid>
      <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <CopyButton value={codes.join('\n')} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              data-autofocus
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t('account.recoveryCodes.copied') : t('account.recoveryCodes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadCodes(fileText, t('account.recoveryCodes.fileName'))}
        >
          {t('account.recoveryCodes.download')}
        </Button>
      </Group>
      <Checkbox checked={saved} onChange={(event) => setSaved(event.currentTarget.checked)} label={t('account.recoveryCodes.saved')} />
      <Group justify="flex-end">
        <Button onClick={onClose} disabled={!saved}>
          {t('account.recoveryCodes.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The recovery codes, shown once right after they are made: copy, download as .txt, and a
 * "I have saved these codes" check before the dialog can close (no Escape or outside click).
 */
export function RecoveryCodesModal({ codes, email, onClose }: RecoveryCodesModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={codes !== null}
      onClose={onClose}
      title={t('account.recoveryCodes.modalTitle')}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      size="md"
      centered
    >
      {codes ? <CodesBody codes={codes} email={email} onClose={onClose} /> : null}
    </Modal>
  );
}
