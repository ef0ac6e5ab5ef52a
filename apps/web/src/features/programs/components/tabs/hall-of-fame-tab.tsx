import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HallOfFameTable } from '../hall-of-fame/hall-of-fame-table.tsx';

/** The program's ranking: its hackers by the points earned on it. */
export function HallOfFameTab({ programId }: { programId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('hallOfFame.programIntro')}
      </Text>
      <HallOfFameTable programId={programId} />
    </Stack>
  );
}
