import { Alert, Stack } from '@mantine/core';
import { IconBuilding, IconDiscount, IconListDetails, IconUsers, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBreadcrumbLabel } from '../../components/app-breadcrumbs.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { TabbedPage } from '../../components/tabbed-page.tsx';
import { useAdminCompany } from '../../features/admin/api/admin-company.ts';
import { CompanyOverview } from '../../features/admin/components/company-overview.tsx';
import { DataChangeReview } from '../../features/companies/components/data-change-review.tsx';
import { TeamPanel } from '../../features/companies/components/team-panel.tsx';
import { CompanyWalletPanel } from '../../features/payments/components/company-wallet-panel.tsx';
import { CompanyCouponsPanel } from '../../features/programs/components/company-coupons-panel.tsx';
import { CompanyProgramsTab } from '../../features/programs/components/company-programs-tab.tsx';
import { TransactionsTable } from '../../features/wallet/components/transactions-table.tsx';

/** A company as the super admin sees it, opened from the Companies tab: its data, programs, team and wallet. */
export function AdminCompanyPage() {
  const { t } = useTranslation();
  const { companyId = '' } = useParams();
  const company = useAdminCompany(companyId);
  // The path holds the company's id: the breadcrumb shows its name instead.
  useBreadcrumbLabel(companyId, company.data?.name);
  if (company.isPending) return <PageLoader minHeight={240} />;
  if (company.isError) return <Alert color="red">{t('admin.common.loadError')}</Alert>;
  const data = company.data;
  return (
    <>
      <PageHeader title={data.name} description={t('admin.companyDetail.subtitle')} />
      <TabbedPage
        tabs={[
          {
            value: 'overview',
            label: t('admin.companyDetail.tabs.overview'),
            icon: IconBuilding,
            panel: (
              <Stack gap="lg">
                <CompanyOverview company={data} />
                <DataChangeReview companyId={data.id} />
              </Stack>
            ),
          },
          { value: 'programs', label: t('admin.companyDetail.tabs.programs'), icon: IconListDetails, panel: <CompanyProgramsTab company={data} /> },
          { value: 'team', label: t('admin.companyDetail.tabs.team'), icon: IconUsers, panel: <TeamPanel companyId={data.id} /> },
          { value: 'coupons', label: t('admin.companyDetail.tabs.coupons'), icon: IconDiscount, panel: <CompanyCouponsPanel companyId={data.id} /> },
          {
            value: 'wallet',
            label: t('payments.companyWallet.tab'),
            icon: IconWallet,
            panel: (
              <CompanyWalletPanel company={data}>
                <TransactionsTable companyId={data.id} />
              </CompanyWalletPanel>
            ),
          },
        ]}
      />
    </>
  );
}
