import type { CompanyDetail } from '@bb/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { personName } from '../../../components/user-avatar.tsx';
import { formatAmount, formatDate, formatDateTime } from '../../../lib/format.ts';
import { ApproveCompanyModal } from './approve-company-modal.tsx';
import { VerifiedBadge } from './list-parts.tsx';

/** The Overview tab of a company's page (super admin): the company's data, and approval while it is pending. */
export function CompanyOverview({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const [approving, setApproving] = useState(false);
  const owner = company.owner ? `${personName(company.owner)} (${company.owner.email})` : null;
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
