import type { CompanyDetail } from '@bb/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuilding, IconCircleCheck, IconListDetails, IconUsers, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { formatAmount, formatDate, formatDateTime } from '../../../lib/format.ts';
import { useCompanyMembers } from '../../companies/api/company-members.ts';
import { MemberCells } from '../../companies/components/member-cells.tsx';
import { memberName } from '../../companies/components/team-modals.tsx';
import { CompanyWalletPanel } from '../../payments/components/company-wallet-panel.tsx';
import { useAdminCompany } from '../api/admin-company.ts';
import { ApproveCompanyModal } from './approve-company-modal.tsx';
import { CompanyProgramsTab } from './company-programs-tab.tsx';
import { BlockedBadge, EmptyRow, ListFooter, PAGE_SIZE, ScrollTable, VerifiedBadge } from './list-parts.tsx';

/** The Overview tab: the company's data, and approval while it is pending. */
export function CompanyOverview({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const [approving, setApproving] = useState(false);
  const owner = company.owner ? `${memberName(company.owner)} (${company.owner.email})` : null;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Group gap="sm">
            <Title order={2} size="h4">
              {company.name}
            </Title>
            <VerifiedBadge verified={company.isVerified} />
          </Group>
          {company.isVerified ? null : (
            <Button leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={() => setApproving(true)}>
              {t('admin.companyDetail.approve')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <LabeledValue label={t('admin.companies.columns.businessname')}>{company.businessname}</LabeledValue>
          <LabeledValue label={t('admin.companies.columns.vat')}>{company.vat}</LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.referenceCode')}>{company.referenceCode}</LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.pec')}>{company.pec}</LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.sdi')}>{company.sdi}</LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.address')}>
            {[company.address, `${company.cap} ${company.city}`, company.state, company.country].filter(Boolean).join(', ')}
          </LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.sector')}>{t(`companies.sectors.${company.sector}`)}</LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.employees')}>{t(`companies.sizes.${company.employees}`)}</LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.website')}>{company.website}</LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.owner')}>{owner}</LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.members')}>
            {t('admin.companyDetail.membersValue', { members: company.membersCount, admins: company.adminsCount })}
          </LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.balance')}>{formatAmount(company.balance)}</LabeledValue>
          <LabeledValue label={t('admin.companies.columns.createdAt')}>{formatDate(company.createdAt)}</LabeledValue>
          <LabeledValue label={t('admin.companyDetail.fields.firstCall')}>
            {company.firstCallBookedAt ? formatDateTime(company.firstCallBookedAt) : t('admin.companyDetail.notBooked')}
          </LabeledValue>
        </SimpleGrid>
        {company.description ? (
          <Text size="sm" mt="md">
            {company.description}
          </Text>
        ) : null}
      </Paper>
      <ApproveCompanyModal company={company} opened={approving} onClose={() => setApproving(false)} />
    </Stack>
  );
}

/** The Team tab: the members, read-only. */
function CompanyTeam({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const members = useCompanyMembers(companyId, { search: '', page, size: PAGE_SIZE });
  return (
    <Stack gap="md">
      {members.isError ? <Alert color="red">{t('admin.common.loadError')}</Alert> : null}
      <ScrollTable minWidth={640} label={t('admin.companyDetail.tabs.team')}>
        <Table verticalSpacing="sm" aria-busy={members.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.users.columns.name')}</Table.Th>
              <Table.Th>{t('admin.users.columns.email')}</Table.Th>
              <Table.Th>{t('admin.companyDetail.team.role')}</Table.Th>
              <Table.Th>{t('admin.users.columns.status')}</Table.Th>
              <Table.Th>{t('admin.companyDetail.team.invite')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data?.results.map((member) => (
              <Table.Tr key={member.id}>
                <MemberCells member={member} />
                <Table.Td>
                  <BlockedBadge blocked={member.isBlocked} />
                </Table.Td>
                <Table.Td>{t(`admin.companyDetail.team.inviteStatus.${member.inviteStatus}`)}</Table.Td>
              </Table.Tr>
            ))}
            {members.data && members.data.results.length === 0 ? <EmptyRow colSpan={5} /> : null}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <ListFooter count={members.data?.count} page={page} onPage={setPage} />
    </Stack>
  );
}

/** A company as the super admin sees it, opened from the Companies tab. */
export function CompanyDetailPage() {
  const { t } = useTranslation();
  const { companyId = '' } = useParams();
  const company = useAdminCompany(companyId);
  if (company.isPending) return <PageLoader minHeight={240} />;
  if (company.isError) return <Alert color="red">{t('admin.common.loadError')}</Alert>;
  return (
    <>
      <PageHeader title={company.data.name} description={t('admin.companyDetail.subtitle')} />
      <TabbedPage
        tabs={[
          { value: 'overview', label: t('admin.companyDetail.tabs.overview'), icon: IconBuilding, panel: <CompanyOverview company={company.data} /> },
          { value: 'programs', label: t('admin.companyDetail.tabs.programs'), icon: IconListDetails, panel: <CompanyProgramsTab company={company.data} /> },
          { value: 'team', label: t('admin.companyDetail.tabs.team'), icon: IconUsers, panel: <CompanyTeam companyId={company.data.id} /> },
          { value: 'wallet', label: t('payments.companyWallet.tab'), icon: IconWallet, panel: <CompanyWalletPanel company={company.data} /> },
        ]}
      />
    </>
  );
}
