import type { InvitableUser } from '@bb/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyListState, LoadErrorAlert } from '../../../../components/paged-table.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useAccessRequests } from '../../api/program-invitations.ts';
import { InvitableHackerList, type InviteControl } from './invitable-hacker-list.tsx';
import { ListLoader } from './list-loader.tsx';

function RequestDate({ user }: { user: InvitableUser }) {
  const { t } = useTranslation();
  if (!user.accessRequestedAt) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('programTabs.requests.requestedAt', { date: formatDateTime(user.accessRequestedAt) })}
    </Text>
  );
}

/** The API lists the oldest requests only: the program's count says when some are left out. */
function MoreRequestsHint({ shown, total = 0 }: { shown: number; total: number | undefined }) {
  const { t } = useTranslation();
  if (total <= shown) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('programTabs.requests.more', { shown, total })}
    </Text>
  );
}

/** Hackers waiting on an access request, oldest first; approving one is inviting them. `total`: how many wait. */
export function AccessRequestsSection({ programId, total, control }: { programId: string; total: number | undefined; control: InviteControl }) {
  const { t } = useTranslation();
  const titleId = useId();
  const requests = useAccessRequests(programId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {t('programTabs.requests.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('programTabs.requests.hint')}
          </Text>
        </div>
        <LoadErrorAlert show={requests.isError}>{t('programTabs.requests.loadError')}</LoadErrorAlert>
        {requests.isPending ? <ListLoader label={t('programTabs.requests.loading')} /> : null}
        {requests.data?.length === 0 ? <EmptyListState title={t('programTabs.requests.empty')} /> : null}
        {requests.data && requests.data.length > 0 ? (
          <>
            <InvitableHackerList
              users={requests.data}
              label={t('programTabs.requests.listLabel')}
              busy={requests.isFetching}
              control={control}
              detail={(user) => <RequestDate user={user} />}
            />
            <MoreRequestsHint shown={requests.data.length} total={total} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
