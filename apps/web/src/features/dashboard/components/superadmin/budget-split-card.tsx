import type { PlatformStats } from '@bb/domain';
import { Box, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShare } from '../../../../components/charts/chart-format.ts';
import { ChartFrame, LazyDoughnutChart } from '../../../../components/charts/lazy-charts.tsx';
import { formatAmount } from '../../../../lib/format.ts';

type BudgetPart = keyof PlatformStats['budget'];

const PARTS: readonly { key: BudgetPart; color: string }[] = [
  { key: 'wallets', color: '#4c6ef5' },
  { key: 'remaining', color: '#12b886' },
  { key: 'reserved', color: '#fab005' },
  { key: 'paid', color: '#e64980' },
  { key: 'platformFee', color: '#868e96' },
];

/** Where the companies' money is: a doughnut and, as its text, the table of every part with its share. */
export function BudgetSplitCard({ budget }: { budget: PlatformStats['budget'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const total = PARTS.reduce((sum, part) => sum + budget[part.key], 0);
  const summary = t('stats.admin.budgetSummary', { total: formatAmount(total) });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('stats.admin.budgetTitle')}
        </Title>
        {total <= 0 ? (
          <Text size="sm" c="dimmed" py="lg" ta="center">
            {t('stats.admin.budgetEmpty')}
          </Text>
        ) : (
          <>
            <ChartFrame height={220} loadingLabel={t('stats.chartLoading')}>
              <LazyDoughnutChart
                slices={PARTS.map((part) => ({ label: t(`stats.admin.budget.${part.key}`), value: budget[part.key], color: part.color }))}
                formatValue={formatAmount}
                description={summary}
              />
            </ChartFrame>
            <Table fz="sm">
              <Table.Caption>{summary}</Table.Caption>
              <Table.Tbody>
                {PARTS.map((part) => (
                  <Table.Tr key={part.key}>
                    <Table.Th scope="row" fw={400}>
                      <Group gap={6} wrap="nowrap">
                        <Box w={10} h={10} style={{ borderRadius: 2, background: part.color, flexShrink: 0 }} aria-hidden />
                        {t(`stats.admin.budget.${part.key}`)}
                      </Group>
                    </Table.Th>
                    <Table.Td ta="right">{formatAmount(budget[part.key])}</Table.Td>
                    <Table.Td ta="right" c="dimmed">
                      {formatShare(budget[part.key], total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
