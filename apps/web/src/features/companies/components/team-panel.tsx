import type { CompanyMember } from '@bb/domain';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconLock, IconLockOpen, IconUserPlus, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { DataTable, EmptyTableRow, LoadErrorAlert, PagingFooter, SearchInput, pageCount, useSearchPaging } from '../../../components/paged-table.tsx';
import { useCan } from '../../../lib/can.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { formatDate } from '../../../lib/format.ts';
import { companyMembersQueryString, useCompanyMembers, type MembersParams } from '../api/company-members.ts';
import { MemberCells } from './member-cells.tsx';
import { personName } from '../../../components/user-avatar.tsx';
import { BlockMemberModal, ChangeRoleModal, InviteCollaboratorModal } from './team-modals.tsx';

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
        <ActionIcon variant="subtle" color="gray" aria-label={t('companies.team.actionsFor', { name: personName(member) })}>
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

/**
 * The Team tab: searchable, paged member table; invitations, roles and blocking for whoever holds
 * team.manage (a company's administrators). Everyone else, a super admin too, reads it.
 */
export function TeamPanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const currentUserId = user.id;
  const isAdmin = useCan()('team.manage');
  const { search, changeSearch, debouncedSearch, page, setPage } = useSearchPaging(TEAM_SEARCH_DEBOUNCE_MS);
  const [inviting, setInviting] = useState(false);
  const [roleMember, setRoleMember] = useState<CompanyMember | null>(null);
  const [blockMember, setBlockMember] = useState<CompanyMember | null>(null);
  const listParams: MembersParams = { search: debouncedSearch, page, size: PAGE_SIZE };
  const members = useCompanyMembers(companyId, listParams);
  const pages = pageCount(members.data, PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SearchInput value={search} onChange={changeSearch} label={t('companies.team.searchLabel')} placeholder={t('companies.team.searchPlaceholder')} />
        <Group gap="sm">
          <CsvExportMenu
            path={`/api/companies/${encodeURIComponent(companyId)}/members/export.csv`}
            listQuery={companyMembersQueryString(listParams)}
            name="team"
          />
          {isAdmin ? (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
              {t('companies.team.invite')}
            </Button>
          ) : null}
        </Group>
        {!isAdmin && user.userType === 'company' ? (
          <Text size="sm" c="dimmed" maw={420}>
            {t('companies.team.readOnly')}
          </Text>
        ) : null}
      </Group>
      <LoadErrorAlert show={members.isError}>{t('companies.team.loadError')}</LoadErrorAlert>
      <DataTable
        minWidth={720}
        busy={members.isFetching}
        label={t('companies.profile.tabs.team')}
        head={
          <>
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
          </>
        }
      >
        {members.data?.results.map((member) => (
          <Table.Tr key={member.id}>
            <MemberCells member={member} suffix={member.userId === currentUserId ? ` (${t('companies.team.you')})` : ''} />
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
        {members.data && members.data.results.length === 0 ? <EmptyTableRow colSpan={isAdmin ? 6 : 5}>{t('companies.team.empty')}</EmptyTableRow> : null}
      </DataTable>
      <PagingFooter
        total={members.data ? t('companies.team.total', { count: members.data.count }) : ''}
        pages={pages}
        page={page}
        onPage={setPage}
        label={t('companies.team.pagination')}
      />
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
