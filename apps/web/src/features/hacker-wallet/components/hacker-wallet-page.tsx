import { Stack } from '@mantine/core';
import { IconArrowsExchange, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { MonthlyValueCard } from './monthly-value-card.tsx';
import { PaymentDetailModal } from './payment-detail-modal.tsx';
import { PaymentsList } from './payments-list.tsx';
import { useWalletListParams } from './use-wallet-list-params.ts';
import { WalletFigures } from './wallet-figures.tsx';

/**
 * The hacker's wallet (spec part 2 section 2): figures, monthly value, the Rewards and Withdrawals
 * tabs, and the detail of the payment named in the URL (`?payment=`), where it is confirmed and its
 * signed receipt uploaded.
 */
export function HackerWalletPage() {
  const { t } = useTranslation();
  const [{ payment }, update] = useWalletListParams('rewards');
  return (
    <>
      <PageHeader title={t('hackerWallet.title')} description={t('hackerWallet.subtitle')} />
      <Stack gap="xl">
        <WalletFigures />
        <MonthlyValueCard />
        <TabbedPage
          tabs={[
            { value: 'rewards', label: t('hackerWallet.tabs.rewards'), icon: IconGift, panel: <PaymentsList tab="rewards" /> },
            { value: 'withdrawals', label: t('hackerWallet.tabs.withdrawals'), icon: IconArrowsExchange, panel: <PaymentsList tab="withdrawals" /> },
          ]}
        />
      </Stack>
      {payment ? <PaymentDetailModal key={payment} paymentId={payment} onClose={() => update({ payment: null })} /> : null}
    </>
  );
}
