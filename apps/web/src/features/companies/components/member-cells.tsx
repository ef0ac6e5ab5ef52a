import type { CompanyMember } from '@bb/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { personName } from '../../../components/user-avatar.tsx';

/** A member's first cells in a team table: name (with `suffix`) over @username, email, role. */
export function MemberCells({ member, suffix }: { member: CompanyMember; suffix?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Td>
        <Text size="sm" fw={500}>
          {personName(member)}
          {suffix}
        </Text>
        <Text size="xs" c="dimmed">
          @{member.username}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
      <Table.Td>{t(`companies.roles.${member.role}`)}</Table.Td>
    </>
  );
}
