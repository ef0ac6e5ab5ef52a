import { normalizeUsernameSearch, type InvitableUser } from '@bb/domain';
import { Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClockHour4, IconMailForward, IconUserCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../../components/error-modal.tsx';
import { EmptyListState, LoadErrorAlert, SearchInput } from '../../../../components/paged-table.tsx';
import { StatCard } from '../../../../components/stat-card.tsx';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useProgramStats } from '../../api/program-insights.ts';
import { useInvitableUsers, useInviteHacker } from '../../api/program-invitations.ts';
import { AccessRequestsSection } from './access-requests-section.tsx';
import { InvitableHackerList, type InviteControl } from './invitable-hacker-list.tsx';
import { ListLoader } from './list-loader.tsx';

/** The invite search waits 500 ms after the last keystroke (spec part 1 section 9). */
export const INVITE_SEARCH_DEBOUNCE_MS = 500;

/** Who has access or is waiting. */
function AdmissionFigures({ stats }: { stats: ReturnType<typeof useProgramStats> }) {
  const { t } = useTranslation();
  const hackers = stats.data?.hackers;
  const loading = stats.isPending;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard label={t('programTabs.invite.stats.admitted')} icon={IconUserCheck} value={hackers?.admitted ?? '—'} loading={loading} />
        <StatCard
          label={t('programTabs.invite.stats.pendingInvitations')}
          icon={IconMailForward}
          value={hackers?.pendingInvitations ?? '—'}
          loading={loading}
        />
        <StatCard label={t('programTabs.invite.stats.pendingRequests')} icon={IconClockHour4} value={hackers?.pendingRequests ?? '—'} loading={loading} />
      </SimpleGrid>
      <LoadErrorAlert show={stats.isError}>{t('programTabs.invite.stats.loadError')}</LoadErrorAlert>
    </Stack>
  );
}

function RequestedBadge({ user }: { user: InvitableUser }) {
  const { t } = useTranslation();
  if (!user.accessRequestedAt) return null;
  return (
    <Badge size="sm" variant="light" color="orange" tt="none">
      {t('programTabs.invite.requested')}
    </Badge>
  );
}

function SearchResults({ search, users, control }: { search: string; users: ReturnType<typeof useInvitableUsers>; control: InviteControl }) {
  const { t } = useTranslation();
  if (!normalizeUsernameSearch(search)) {
    return (
      <Text size="sm" c="dimmed">
        {t('programTabs.invite.startTyping')}
      </Text>
    );
  }
  if (users.isError) return <LoadErrorAlert show>{t('programTabs.invite.loadError')}</LoadErrorAlert>;
  if (users.isPending) return <ListLoader label={t('programTabs.invite.loading')} />;
  if (users.data.length === 0) return <EmptyListState title={t('programTabs.invite.empty')} hint={t('programTabs.invite.emptyHint')} />;
  return (
    <InvitableHackerList
      users={users.data}
      label={t('programTabs.invite.resultsLabel')}
      busy={users.isFetching}
      control={control}
      detail={(user) => <RequestedBadge user={user} />}
    />
  );
}

/** Search by username (leading @ ignored), up to 10 results, each with its Invite or Approve button. */
function InviteSearchSection({ programId, control }: { programId: string; control: InviteControl }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, INVITE_SEARCH_DEBOUNCE_MS);
  const users = useInvitableUsers(programId, debouncedSearch);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('programTabs.invite.title')}
        </Title>
        <SearchInput
          value={search}
          onChange={setSearch}
          label={t('programTabs.invite.search')}
          description={t('programTabs.invite.searchHint')}
          placeholder={t('programTabs.invite.searchPlaceholder')}
        />
        <SearchResults search={debouncedSearch} users={users} control={control} />
      </Stack>
    </Paper>
  );
}

/** One invitation at a time for both lists, with the message of what it did. */
function useInviteControl(programId: string): InviteControl {
  const { t } = useTranslation();
  const invite = useInviteHacker();
  const send = (user: InvitableUser) =>
    invite.mutate(
      { programId, user: user.id },
      { onSuccess: ({ outcome }) => notifySuccess(t(`programTabs.invite.outcomes.${outcome}`, { username: user.username })), onError: openErrorModal },
    );
  return { send, invitingId: invite.isPending ? invite.variables.user : null };
}

/** Company of the program, staff and super admins invite hackers and approve access requests. */
export function InviteHackerTab({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const control = useInviteControl(programId);
  const stats = useProgramStats(programId);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('programTabs.invite.intro')}
      </Text>
      <AdmissionFigures stats={stats} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <InviteSearchSection programId={programId} control={control} />
        <AccessRequestsSection programId={programId} total={stats.data?.hackers.pendingRequests} control={control} />
      </SimpleGrid>
    </Stack>
  );
}
