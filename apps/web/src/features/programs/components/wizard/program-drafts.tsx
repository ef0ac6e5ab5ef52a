import type { ProgramCard } from '@bb/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../../lib/current-user.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useProgramDrafts } from '../../api/program-drafts.ts';
import { editProgramPath } from '../../../../lib/paths.ts';

const HEADING_ID = 'program-drafts-heading';

/**
 * The company's saved drafts (GET /api/programs/draft), each with Continue to reopen it in the
 * wizard. Renders nothing while there are none; the programs list shows it only to the roles that
 * can continue a draft.
 */
export function ProgramDrafts() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const drafts = useProgramDrafts(user.userType === 'company');
  if (drafts.isError) return <Alert color="red">{t('programs.drafts.loadError')}</Alert>;
  if (!drafts.data?.results.length) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h5" id={HEADING_ID} mb="xs">
        {t('programs.drafts.title', { count: drafts.data.count })}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {drafts.data.results.map((draft) => (
          <DraftRow key={draft.id} draft={draft} />
        ))}
      </Stack>
    </Paper>
  );
}

function DraftRow({ draft }: { draft: ProgramCard }) {
  const { t } = useTranslation();
  const name = draft.name ?? t('programs.drafts.untitled');
  return (
    <Group component="li" justify="space-between" gap="sm" wrap="wrap">
      <div style={{ minWidth: 0 }}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('programs.drafts.saved', { date: formatDateTime(draft.updatedAt) })}
        </Text>
      </div>
      <Button
        component={Link}
        to={editProgramPath(draft.id)}
        variant="light"
        size="xs"
        rightSection={<IconArrowRight size={14} aria-hidden />}
        aria-label={t('programs.drafts.continueNamed', { name })}
      >
        {t('programs.drafts.continue')}
      </Button>
    </Group>
  );
}
