import { Alert, SimpleGrid } from '@mantine/core';
import { IconChartPie, IconPigMoney, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { useCompanyBalance } from '../../../lib/api/company-balance.ts';

const STATS = [
  { key: 'balance', icon: IconWallet },
  { key: 'allocated', icon: IconChartPie },
  { key: 'remaining', icon: IconPigMoney },
] as const;

/** Available balance, budget allocated to programs and its unspent part. */
export function BalanceStats() {
  const { t } = useTranslation();
  const balance = useCompanyBalance();
  if (balance.isError) return <Alert color="red">{t('wallet.loadError')}</Alert>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {STATS.map(({ key, icon }) => (
        <StatCard
          key={key}
          label={t(`wallet.stats.${key}`)}
          icon={icon}
          loading={balance.isPending}
          value={balance.data ? formatAmount(balance.data[key]) : null}
          testId={`wallet-${key}`}
        />
      ))}
    </SimpleGrid>
  );
}
