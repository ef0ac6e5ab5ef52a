import type { HackerWallet } from '@bb/domain';
import { Alert, Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle, IconBellRinging, IconCalendarDue, IconCash, IconHourglass, IconReceiptTax, IconTrophy, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatCard } from '../../../components/stat-card.tsx';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { useHackerWallet } from '../api/wallet-figures.ts';
import { NEEDS_ACTION_SEARCH } from './use-wallet-list-params.ts';

const AMOUNTS: readonly { key: 'earned' | 'paid' | 'pending' | 'withheld'; icon: Icon }[] = [
  { key: 'earned', icon: IconTrophy },
  { key: 'paid', icon: IconCash },
  { key: 'pending', icon: IconHourglass },
  { key: 'withheld', icon: IconReceiptTax },
];

/** How many payments wait for the hacker, with the way to them; a quiet "nothing to do" otherwise. */
function ActionRequiredCard({ wallet }: { wallet: HackerWallet | undefined }) {
  const { t } = useTranslation();
  const count = wallet?.actionRequired ?? 0;
  return (
    <Paper withBorder p="md" radius="md" style={count > 0 ? { borderColor: 'var(--mantine-color-orange-6)' } : undefined}>
      <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <IconBellRinging size={16} aria-hidden />
        {t('hackerWallet.figures.actionRequired')}
      </Text>
      {!wallet ? (
        <Skeleton h={30} mt={4} w="60%" />
      ) : count > 0 ? (
        <>
          <Text fz={{ base: 'xl', sm: 24 }} fw={700} data-testid="wallet-actionRequired">
            {t('hackerWallet.figures.actionRequiredValue', { count })}
          </Text>
          <Anchor component={Link} to={NEEDS_ACTION_SEARCH} size="sm">
            {t('hackerWallet.figures.actionRequiredLink', { count })}
          </Anchor>
        </>
      ) : (
        <Text fz={{ base: 'md', sm: 'lg' }} fw={600} mt={4} data-testid="wallet-actionRequired">
          {t('hackerWallet.figures.actionRequiredNone')}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The earliest due date of the payments still waiting: upcoming, or overdue (in red) once it has passed unpaid, as
 * the payments' own "Scaduto" flag says.
 */
function NextDueCard({ wallet, loading }: { wallet: HackerWallet | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const due = wallet?.nextDueDate ?? null;
  const overdue = due !== null && new Date(due).getTime() < Date.now();
  return (
    <StatCard
      label={t(overdue ? 'hackerWallet.figures.overdueSince' : 'hackerWallet.figures.nextDueDate')}
      icon={overdue ? IconAlertTriangle : IconCalendarDue}
      loading={loading}
      value={wallet ? (due ? formatDate(due) : t('hackerWallet.figures.nothingDue')) : null}
      color={overdue ? 'red.9' : undefined}
      testId="wallet-nextDueDate"
    />
  );
}

/** The wallet's figures (GET /api/payments/wallet): earned, paid, pending, withheld, the next due date and what waits for the hacker. */
export function WalletFigures() {
  const { t } = useTranslation();
  const wallet = useHackerWallet();
  if (wallet.isError) return <Alert color="red">{t('hackerWallet.loadError')}</Alert>;
  const data = wallet.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {AMOUNTS.map(({ key, icon }) => (
        <StatCard
          key={key}
          label={t(`hackerWallet.figures.${key}`)}
          icon={icon}
          loading={wallet.isPending}
          value={data ? formatAmount(data[key]) : null}
          testId={`wallet-${key}`}
        />
      ))}
      <NextDueCard wallet={data} loading={wallet.isPending} />

      <ActionRequiredCard wallet={data} />
    </SimpleGrid>
  );
}
