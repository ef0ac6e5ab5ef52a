import type { CompanyMember, CompanyRole } from '@bb/domain';
import { ActionIcon, Alert, Badge, Button, Group, Menu, Pagination, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDots, IconLock, IconLockOpen, IconSearch, IconUserPlus, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useCompanyMembers } from '../api/company-members.ts';
import { BlockMemberModal, ChangeRoleModal, InviteCollaboratorModal, memberName } from './team-modals.tsx';

const PAGE_SIZE = 10;
/** The team search waits 500 ms after the last keystroke (spec part 1 section 9). */
export const TEAM_SEARCH_DEBOUNCE_MS = 500;

function StatusBadge({ member }: { member: CompanyMember }) {
  const { t } = useTranslation();
  if (member.isBlocked)
    return (
      <Badge color="red" variant="light">
        {t('companies.team.status.blocked')}
      </Badge>
    );
  if (member.inviteStatus === 'pending')
    return (
      <Badge color="yellow" variant="light">
        {t('companies.team.status.pending')}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      {t('companies.team.status.active')}
    </Badge>
  );
}

function MemberActions({ member, onRole, onBlock }: { member: CompanyMember; onRole: () => void; onBlock: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('companies.team.actionsFor', { name: memberName(member) })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUserShield size={16} aria-hidden />} onClick={onRole}>
          {t('companies.team.changeRole')}
        </Menu.Item>
        <Menu.Item
          leftSection={member.isBlocked ? <IconLockOpen size={16} aria-hidden /> : <IconLock size={16} aria-hidden />}
          color={member.isBlocked ? undefined : 'red'}
          onClick={onBlock}
        >
          {t(member.isBlocked ? 'companies.team.unblock' : 'companies.team.block')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The Team tab: searchable, paged member table; invitations, roles and blocking for administrators. */
export function TeamPanel({ companyId, role, currentUserId }: { companyId: string; role: CompanyRole; currentUserId: string }) {
  const { t } = useTranslation();
  const isAdmin = role === 'ADMIN';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, TEAM_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [roleMember, setRoleMember] = useState<CompanyMember | null>(null);
  const [blockMember, setBlockMember] = useState<CompanyMember | null>(null);
  const members = useCompanyMembers(companyId, { search: debouncedSearch, page, size: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((members.data?.count ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          label={t('companies.team.searchLabel')}
          placeholder={t('companies.team.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          w={{ base: '100%', xs: 320 }}
        />
        {isAdmin ? (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {t('companies.team.invite')}
          </Button>
        ) : null}
      </Group>
      {members.isError ? <Alert color="red">{t('companies.team.loadError')}</Alert> : null}
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover aria-busy={members.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('companies.team.columns.member')}</Table.Th>
              <Table.Th>{t('companies.team.columns.email')}</Table.Th>
              <Table.Th>{t('companies.team.columns.role')}</Table.Th>
              <Table.Th>{t('companies.team.columns.status')}</Table.Th>
              <Table.Th>{t('companies.team.columns.createdAt')}</Table.Th>
              {isAdmin ? (
                <Table.Th>
                  <VisuallyHidden>{t('companies.team.columns.actions')}</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data?.results.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {memberName(member)}
                    {member.userId === currentUserId ? ` (${t('companies.team.you')})` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    @{member.username}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
                <Table.Td>{t(`companies.roles.${member.role}`)}</Table.Td>
                <Table.Td>
                  <StatusBadge member={member} />
                </Table.Td>
                <Table.Td>{formatDate(member.createdAt)}</Table.Td>
                {isAdmin ? (
                  <Table.Td>
                    <MemberActions member={member} onRole={() => setRoleMember(member)} onBlock={() => setBlockMember(member)} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
            {members.data && members.data.results.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={isAdmin ? 6 : 5}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {t('companies.team.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {members.data ? t('companies.team.total', { count: members.data.count }) : ''}
        </Text>
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} aria-label={t('companies.team.pagination')} /> : null}
      </Group>
      {isAdmin ? (
        <>
          <InviteCollaboratorModal companyId={companyId} opened={inviting} onClose={() => setInviting(false)} />
          <ChangeRoleModal companyId={companyId} member={roleMember} onClose={() => setRoleMember(null)} />
          <BlockMemberModal companyId={companyId} member={blockMember} onClose={() => setBlockMember(null)} />
        </>
      ) : null}
    </Stack>
  );
}
