import type { ProgramCard } from '@bb/domain';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../../components/labeled-value.tsx';
import { formatCompactAmount } from '../../../../lib/format.ts';
import { ProgramStatusBadge, ProgramTags } from '../program-badges.tsx';
import { CompanyAvatar } from './company-avatar.tsx';
import { ProgramLinkButton } from './program-link-button.tsx';

/**
 * The card's reward: "up to" what one report can be paid now (the API caps it at the remaining budget); a paused
 * program promises nothing, since it takes no reports.
 */
function CardReward({ program }: { program: ProgramCard }) {
  const { t } = useTranslation();
  if (program.status === 'paused') return t('hackerPrograms.card.pausedReward');
  if (program.reward === null) return t('hackerPrograms.card.noReward');
  return t('hackerPrograms.card.upTo', { amount: formatCompactAmount(program.reward) });
}

/** A program as a hacker sees it (spec part 1 section 3: the card plus company logo, name and reward). */
export function HackerProgramCard({ program }: { program: ProgramCard }) {
  const { t } = useTranslation();
  const name = program.name ?? t('programs.untitled');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name} style={{ display: 'flex', flexDirection: 'column' }}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <CompanyAvatar company={program.company} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {program.company.name}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          <Badge variant="default">{t(program.isPublic ? 'programs.visibility.public' : 'programs.visibility.private')}</Badge>
          {program.status === 'paused' ? <ProgramStatusBadge status={program.status} /> : null}
        </Group>
        <ProgramTags tags={program.tags} />
        <LabeledValue label={t('hackerPrograms.card.reward')}>
          <CardReward program={program} />
        </LabeledValue>
      </Stack>
      <Box mt="md">
        <ProgramLinkButton programId={program.id} status={program.status} />
      </Box>
    </Paper>
  );
}
