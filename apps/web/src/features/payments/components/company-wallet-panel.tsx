import type { CompanyDetail } from '@bb/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCoinEuro } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { AddBalanceModal } from './add-balance-modal.tsx';

/** A company's wallet as the super admin sees it: the balance, its adjustment, then `children` (the app passes the company's movements). */
export function CompanyWalletPanel({ company, children }: { company: CompanyDetail; children?: ReactNode }) {
  const { t } = useTranslation();
  const [adjusting, setAdjusting] = useState(false);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              {t('payments.companyWallet.balance')}
            </Text>
            <Text fz={24} fw={700} data-testid="company-balance">
              {formatAmount(company.balance)}
            </Text>
          </div>
          <Button leftSection={<IconCoinEuro size={18} aria-hidden />} onClick={() => setAdjusting(true)}>
            {t('payments.adjust.button')}
          </Button>
        </Group>
      </Paper>
      {children}
      <AddBalanceModal company={company} opened={adjusting} onClose={() => setAdjusting(false)} />
    </Stack>
  );
}
