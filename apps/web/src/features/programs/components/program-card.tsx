import type { ProgramCard as ProgramCardData } from '@bb/domain';
import { Anchor, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { ProgramKindBadges, ProgramStatusBadge, ProgramTags } from './program-badges.tsx';
import { programPath } from '../../../lib/paths.ts';

/** One program of the list (spec part 1 section 3, card fields). */
export function ProgramCard({ program }: { program: ProgramCardData }) {
  const { t } = useTranslation();
  const name = program.name ?? t('programs.untitled');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor component={Link} to={programPath(program.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          <ProgramStatusBadge status={program.status} />
        </Group>
        <Group gap={6}>
          <ProgramKindBadges isManaged={program.isManaged} isPublic={program.isPublic} />
        </Group>
        <ProgramTags tags={program.tags} />
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('programs.card.budget')}
            </Text>
            <Text size="sm" fw={500}>
              {program.budget === null ? '—' : formatAmount(program.budget)}
            </Text>
          </Group>
          <Progress
            mt={6}
            value={program.budgetLeftPercentage}
            aria-label={t('programs.card.budgetLeft', { percent: program.budgetLeftPercentage })}
            color={program.budgetLeftPercentage < 20 ? 'red' : 'teal'}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t('programs.card.budgetLeft', { percent: program.budgetLeftPercentage })}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          {t('programs.card.createdAt', { date: formatDate(program.createdAt) })}
        </Text>
      </Stack>
    </Paper>
  );
}
