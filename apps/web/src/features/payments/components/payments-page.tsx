import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { CompanyTransfersTab } from './company-transfers-tab.tsx';

/** The super admin's payments (spec part 2 section 2): companies' deposits; hackers' payments join in a later issue. */
export function PaymentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('payments.title')} description={t('payments.subtitle')} />
      <TabbedPage tabs={[{ value: 'companies', label: t('payments.tabs.companies'), icon: IconBuilding, panel: <CompanyTransfersTab /> }]} />
    </>
  );
}
