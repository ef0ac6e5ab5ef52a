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

const monthKey = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/**
 * Every month from the first to the last the API sent, the ones without reports at zero: the chart's bars are evenly
 * spaced months and the caption counts what is drawn (the API leaves out months with no report).
 */
export function contiguousMonths(months: readonly ReportMonth[]): ReportMonth[] {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const byMonth = new Map(months.map((row) => [row.month, row]));
  const filled: ReportMonth[] = [];
  for (const date = monthDate(first.month); monthKey(date) <= last.month; date.setMonth(date.getMonth() + 1)) {
    const month = monthKey(date);
    filled.push(byMonth.get(month) ?? { month, received: 0, accepted: 0 });
  }
  return filled;
}

function MonthsTable({ months, caption }: { months: ReportMonth[]; caption: string }) {
  const { t } = useTranslation();
  const rows = months.map((row) => ({ key: row.month, label: formatMonth(row.month, 'long'), cells: [row.received, row.accepted] }));
  return <ChartDataTable caption={caption} columns={[t('stats.trend.month'), t('stats.admin.received'), t('stats.admin.accepted')]} rows={rows} />;
}

/** Reports received and accepted per month as bars, the same figures in a table for screen readers. */
export function ReportMonthsCard({ months: sent }: { months: ReportMonth[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const months = contiguousMonths(sent);
  const received = months.reduce((sum, row) => sum + row.received, 0);
  const accepted = months.reduce((sum, row) => sum + row.accepted, 0);
  const summary = t('stats.admin.reportsSummary', {
    count: months.length,
    from: formatMonth(months[0]?.month ?? '', 'long'),
    to: formatMonth(months.at(-1)?.month ?? '', 'long'),
    received,
    accepted,
  });
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
