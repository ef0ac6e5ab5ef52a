import { ChartDataTable } from '../../../../components/charts/chart-data-table.tsx';
import type { PlatformStats } from '@bb/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chartLocale, formatCountTick } from '../../../../components/charts/chart-format.ts';
import { ChartFrame, LazyBarChart } from '../../../../components/charts/lazy-charts.tsx';

type ReportMonth = PlatformStats['reportMonths'][number];

function monthDate(month: string): Date {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Date(year, number - 1, 1);
}

const formatMonth = (month: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat(chartLocale(), style === 'short' ? { month: 'short', year: '2-digit' } : { month: 'long', year: 'numeric' }).format(monthDate(month));

function MonthsTable({ months, caption }: { months: ReportMonth[]; caption: string }) {
  const { t } = useTranslation();
  const rows = months.map((row) => ({ key: row.month, label: formatMonth(row.month, 'long'), cells: [row.received, row.accepted] }));
  return <ChartDataTable caption={caption} columns={[t('stats.trend.month'), t('stats.admin.received'), t('stats.admin.accepted')]} rows={rows} />;
}

/** Reports received and accepted per month as bars, the same figures in a table for screen readers. */
export function ReportMonthsCard({ months }: { months: ReportMonth[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const received = months.reduce((sum, row) => sum + row.received, 0);
  const accepted = months.reduce((sum, row) => sum + row.accepted, 0);
  const summary = t('stats.admin.reportsSummary', { count: months.length, received, accepted });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('stats.admin.reportsTitle')}
        </Title>
        {received === 0 && accepted === 0 ? (
          <Text size="sm" c="dimmed" py="lg" ta="center">
            {t('stats.admin.reportsEmpty')}
          </Text>
        ) : (
          <>
            <Text size="sm">{summary}</Text>
            <ChartFrame height={240} loadingLabel={t('stats.chartLoading')}>
              <LazyBarChart
                labels={months.map((row) => formatMonth(row.month, 'short'))}
                series={[
                  { label: t('stats.admin.received'), values: months.map((row) => row.received), color: '#4c6ef5' },
                  { label: t('stats.admin.accepted'), values: months.map((row) => row.accepted), color: '#12b886' },
                ]}
                formatTick={formatCountTick}
                formatValue={String}
                locale={chartLocale()}
                description={summary}
              />
            </ChartFrame>
            <MonthsTable months={months} caption={summary} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
