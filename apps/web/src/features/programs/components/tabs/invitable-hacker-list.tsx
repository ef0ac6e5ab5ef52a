import type { InvitableUser } from '@bb/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../../components/user-avatar.tsx';
import { HackerProfileLink } from '../../../../components/hacker-profile-link.tsx';

/** Sends one invitation at a time: `invitingId` is the hacker being invited, if any. */
export interface InviteControl {
  send: (user: InvitableUser) => void;
  invitingId: string | null;
}

/** Inviting a hacker who asked for access approves their request, so the button says "Approve". */
const actionOf = (user: InvitableUser) => (user.accessRequestedAt ? 'approve' : 'invite');

function fullName(user: InvitableUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

function InvitableHackerRow({ user, detail, control }: { user: InvitableUser; detail: ReactNode; control: InviteControl }) {
  const { t } = useTranslation();
  const name = fullName(user);
  const action = actionOf(user);
  const inviting = control.invitingId === user.id;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <UserAvatar user={user} size={36} />
          <Stack gap={2} style={{ minWidth: 0 }} align="flex-start">
            <HackerProfileLink hackerId={user.id} username={`@${user.username}`} />
            {name ? (
              <Text size="xs" c="dimmed" truncate="end" maw="100%">
                {name}
              </Text>
            ) : null}
            {detail}
          </Stack>
        </Group>
        <Button
          size="compact-md"
          variant={action === 'approve' ? 'light' : 'filled'}
          leftSection={action === 'approve' ? <IconUserCheck size={16} aria-hidden /> : <IconUserPlus size={16} aria-hidden />}
          onClick={() => control.send(user)}
          loading={inviting}
          disabled={control.invitingId !== null && !inviting}
          aria-label={t(`programTabs.invite.actions.${action}Label`, { username: user.username })}
          style={{ flexShrink: 0 }}
        >
          {t(`programTabs.invite.actions.${action}`)}
        </Button>
      </Group>
    </Paper>
  );
}

/** Hackers with an Invite (or Approve) button each; `detail` adds a line under a hacker's name. */
export function InvitableHackerList({
  users,
  label,
  busy,
  control,
  detail,
}: {
  users: InvitableUser[];
  label: string;
  busy: boolean;
  control: InviteControl;
  detail: (user: InvitableUser) => ReactNode;
}) {
  return (
    <Stack component="ul" gap="xs" aria-label={label} aria-busy={busy} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {users.map((user) => (
        <InvitableHackerRow key={user.id} user={user} detail={detail(user)} control={control} />
      ))}
    </Stack>
  );
}
