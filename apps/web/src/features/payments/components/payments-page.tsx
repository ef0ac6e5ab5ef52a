import { IconBuilding, IconUserDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { CompanyTransfersTab } from './company-transfers-tab.tsx';
import { HackerPaymentsTab } from './hacker-payments-tab.tsx';

/** The super admin's payments (spec part 2 section 2): companies' deposits, and hackers' payments with their bank batches. */
export function PaymentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('payments.title')} description={t('payments.subtitle')} />
      <TabbedPage
        tabs={[
          { value: 'companies', label: t('payments.tabs.companies'), icon: IconBuilding, panel: <CompanyTransfersTab /> },
          { value: 'hackers', label: t('payments.tabs.hackers'), icon: IconUserDollar, panel: <HackerPaymentsTab /> },
        ]}
      />
    </>
  );
}
