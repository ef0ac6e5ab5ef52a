import { Button, Group, Stack } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser, userCompanyRole } from '../../../lib/current-user.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { COMPANY_REGISTRATION_PATH } from '../../../lib/paths.ts';
import { BalanceStats } from './balance-stats.tsx';
import { CompanyDeposits } from './company-deposits.tsx';
import { TransactionsTable } from './transactions-table.tsx';
import { TransferModal } from './transfer-modal.tsx';

/** The company wallet: balance figures, adding budget by transfer, movements, transfers and invoices. */
export function WalletPage() {
  const user = useCurrentUser();
  if (user.userType !== 'company') return <Navigate to="/dashboard" replace />;
  if (!userCompanyRole(user)) return <Navigate to={COMPANY_REGISTRATION_PATH} replace />;
  return <CompanyWallet />;
}

function CompanyWallet() {
  const { t } = useTranslation();
  const [transferOpened, setTransferOpened] = useState(false);
  return (
    <>
      <PageHeader title={t('wallet.title')} description={t('wallet.subtitle')} />
      <Stack gap="xl">
        <Stack gap="md">
          <BalanceStats />
          <Group justify="flex-end">
            <Button leftSection={<IconBuildingBank size={18} aria-hidden />} onClick={() => setTransferOpened(true)} w={{ base: '100%', xs: 'auto' }}>
              {t('wallet.addBudget')}
            </Button>
          </Group>
        </Stack>
        <TransactionsTable />
        <CompanyDeposits />
      </Stack>
      <TransferModal opened={transferOpened} onClose={() => setTransferOpened(false)} />
    </>
  );
}
