import { isOpenProgramStatus, type AdmissionStatus, type ReceivedInvitation } from '@bb/domain';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../../components/labeled-value.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { CompanyAvatar } from './company-avatar.tsx';
import { ProgramLinkButton } from './program-link-button.tsx';

const STATUS_COLORS: Record<AdmissionStatus, string> = { pending: 'yellow', accepted: 'teal', rejected: 'gray' };
/** The buttons span a phone's width and stay compact on the right of a wide card. */
const ACTIONS_MAX_WIDTH = 360;

/** "portal.example.com (Applicazione web)" for each target, or the type alone when it has no name. */
function describeTargets(targets: ReceivedInvitation['targets'], t: TFunction): string {
  return targets
    .map(({ name, type }) => {
      const label = type ? t(`programs.targetTypes.${type}`) : null;
      return name && label ? `${name} (${label})` : (name ?? label ?? '');
    })
    .filter(Boolean)
    .join(', ');
}

export interface InvitationAnswerHandlers {
  onAccept: (invitation: ReceivedInvitation) => void;
  onReject: (invitation: ReceivedInvitation) => void;
  /** The program whose answer is on its way. */
  busyProgramId: string | null;
}

/**
 * What the hacker may do with one invitation, as the server allows it: answer a pending one,
 * take back a rejection, open the program once admitted (only open programs have a page for them).
 */
function InvitationActions({ invitation, onAccept, onReject, busyProgramId }: { invitation: ReceivedInvitation } & InvitationAnswerHandlers) {
  const { t } = useTranslation();
  const program = invitation.program.name ?? t('programs.untitled');
  const busy = busyProgramId === invitation.program.id;
  if (invitation.status === 'accepted') {
    if (!isOpenProgramStatus(invitation.program.status)) return null;
    return (
      <Box w="100%" maw={ACTIONS_MAX_WIDTH} ml="auto">
        <ProgramLinkButton programId={invitation.program.id} status={invitation.program.status} />
      </Box>
    );
  }
  return (
    <Group gap="sm" grow w="100%" maw={ACTIONS_MAX_WIDTH} ml="auto">
      {invitation.status === 'pending' ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => onReject(invitation)}
          disabled={busy}
          aria-label={t('hackerPrograms.invitations.rejectLabel', { program })}
        >
          {t('hackerPrograms.invitations.reject')}
        </Button>
      ) : null}
      <Button
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => onAccept(invitation)}
        loading={busy}
        aria-label={t('hackerPrograms.invitations.acceptLabel', { program })}
      >
        {t('hackerPrograms.invitations.accept')}
      </Button>
    </Group>
  );
}

/** One received invitation (spec: company, program, managed by, target, invitation date, status). */
export function InvitationCard({ invitation, ...handlers }: { invitation: ReceivedInvitation } & InvitationAnswerHandlers) {
  const { t } = useTranslation();
  const program = invitation.program.name ?? t('programs.untitled');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={program}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group wrap="nowrap" align="flex-start" gap="sm" style={{ flex: 1, minWidth: 0 }}>
            <CompanyAvatar company={invitation.company} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
                {program}
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {invitation.company.name}
              </Text>
            </Stack>
          </Group>
          <Badge color={STATUS_COLORS[invitation.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`hackerPrograms.invitations.status.${invitation.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <LabeledValue label={t('hackerPrograms.invitations.managedBy')}>{t(`hackerPrograms.invitations.managers.${invitation.managedBy}`)}</LabeledValue>
          <LabeledValue label={t('hackerPrograms.invitations.targets')}>
            {describeTargets(invitation.targets, t) || t('hackerPrograms.invitations.noTargets')}
          </LabeledValue>
          <LabeledValue label={t('hackerPrograms.invitations.invitedAt')}>{formatDate(invitation.invitedAt)}</LabeledValue>
        </SimpleGrid>
        <InvitationActions invitation={invitation} {...handlers} />
      </Stack>
    </Paper>
  );
}
