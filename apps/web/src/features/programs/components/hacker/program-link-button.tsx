import type { ProgramStatus } from '@bb/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconPlayerPause } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { programPath } from '../../../../lib/paths.ts';

/**
 * "Vai al programma"; on a paused program the button is disabled and says why in a line that is
 * always visible (a tooltip never shows on a disabled button, nor to keyboard or touch users).
 */
export function ProgramLinkButton({ programId, status }: { programId: string; status: ProgramStatus }) {
  const { t } = useTranslation();
  const reasonId = useId();
  if (status !== 'paused') {
    return (
      <Button component={Link} to={programPath(programId)} rightSection={<IconArrowRight size={16} aria-hidden />} fullWidth>
        {t('hackerPrograms.card.open')}
      </Button>
    );
  }
  return (
    <Stack gap={4}>
      <Button disabled aria-describedby={reasonId} fullWidth>
        {t('hackerPrograms.card.open')}
      </Button>
      <Text id={reasonId} size="xs" c="dimmed" ta="center" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 4 }}>
        <IconPlayerPause size={14} aria-hidden />
        {t('hackerPrograms.card.pausedHint')}
      </Text>
    </Stack>
  );
}
