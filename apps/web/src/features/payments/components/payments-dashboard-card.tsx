import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard, DashboardCardText } from '../../../components/dashboard-card.tsx';
import { usePaymentCounts, type PaymentWork } from '../api/payment-counts.ts';

/** Where each figure leads: the Hackers tab filtered on it. */
const LINKS: Record<PaymentWork, string> = {
  toApprove: '/payments?tab=hackers&status=pendingStaffApproval',
  nextBatch: '/payments?tab=hackers&status=approved,pendingBeneficiaryList',
  overdue: '/payments?tab=hackers&overdue=true',
};

/** The super admin's dashboard card of hacker payments: what to approve, what the next batch holds, what is overdue. */
export function PaymentsDashboardCard() {
  const { t } = useTranslation();
  const counts = usePaymentCounts();
  return (
    <DashboardCard icon={<IconCash size={22} aria-hidden />} title={t('payments.dashboard.title')}>
      <Stack gap="xs" align="flex-start" w="100%">
        {counts.isPending ? <Skeleton h={60} w="100%" /> : null}
        {counts.isError ? <DashboardCardText>{t('payments.dashboard.loadError')}</DashboardCardText> : null}
        {counts.data
          ? (Object.keys(LINKS) as PaymentWork[]).map((key) => (
              <Group key={key} justify="space-between" wrap="nowrap" w="100%">
                <Anchor component={Link} to={LINKS[key]} size="sm">
                  {t(`payments.dashboard.${key}`)}
                </Anchor>
                <Text size="sm" fw={600} c={key === 'overdue' && counts.data[key] > 0 ? 'red' : undefined} data-testid={`payments-${key}`}>
                  {counts.data[key]}
                </Text>
              </Group>
            ))
          : null}
      </Stack>
    </DashboardCard>
  );
}
