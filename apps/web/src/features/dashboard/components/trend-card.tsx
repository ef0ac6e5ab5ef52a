import { ChartDataTable } from '../../../components/charts/chart-data-table.tsx';
import type { Trend } from '@bb/domain';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chartLocale, formatCountTick, formatEuroTick } from '../../../components/charts/chart-format.ts';
import { ChartFrame, LazyLineChart } from '../../../components/charts/lazy-charts.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { fillTrend, formatTrendDay, formatTrendMonth, hasActivity, offsetDate, trendMonths } from './trend.ts';

const CHART_HEIGHT = 240;

export type TrendMode = 'amount' | 'count';

export interface TrendCardProps {
  title: string;
  trend: Trend | undefined;
  /** Euro per day, or how many per day. */
  mode: TrendMode;
  /** What the count column and the count series are called ("Ricompense", "Report ricevuti"). */
  countLabel: string;
  /** Why there is nothing to draw yet, in this card's words. */
  emptyText: string;
  loading: boolean;
  error: boolean;
  /** A control beside the title (the company's statistics switch). */
  controls?: ReactNode;
}

/** The months with activity as a table, for screen readers (the canvas is only a picture). */
function TrendTable({ trend, mode, countLabel, caption }: { trend: Trend; mode: TrendMode; countLabel: string; caption: string }) {
  const { t } = useTranslation();
  const columns = mode === 'amount' ? [t('stats.trend.month'), t('stats.trend.amount'), countLabel] : [t('stats.trend.month'), countLabel];
  const rows = trendMonths(trend).map((row) => ({
    key: row.month,
    label: formatTrendMonth(row.month),
    cells: mode === 'amount' ? [formatAmount(row.amount), row.count] : [row.count],
  }));
  return <ChartDataTable caption={caption} columns={columns} rows={rows} />;
}

function TrendChart({ trend, mode, countLabel }: { trend: Trend; mode: TrendMode; countLabel: string }) {
  const { t } = useTranslation();
  const amount = trend.points.reduce((sum, point) => sum + point.amount, 0);
  const count = trend.points.reduce((sum, point) => sum + point.count, 0);
  const summary =
    mode === 'amount'
      ? t('stats.trend.summaryAmount', { amount: formatAmount(amount), count, what: countLabel.toLowerCase() })
      : t('stats.trend.summaryCount', { count, what: countLabel.toLowerCase() });
  return (
    <>
      <Text size="sm" data-testid="trend-summary">
        {summary}
      </Text>
      <ChartFrame height={CHART_HEIGHT} loadingLabel={t('stats.chartLoading')}>
        <LazyLineChart
          values={fillTrend(trend, mode)}
          label={mode === 'amount' ? t('stats.trend.amount') : countLabel}
          formatX={(offset) => formatTrendDay(offsetDate(trend.from, offset), 'tick')}
          formatDay={(offset) => formatTrendDay(offsetDate(trend.from, offset), 'day')}
          formatY={mode === 'amount' ? formatEuroTick : formatCountTick}
          formatValue={mode === 'amount' ? formatAmount : String}
          whole={mode === 'count'}
          locale={chartLocale()}
          description={summary}
        />
      </ChartFrame>
      <TrendTable trend={trend} mode={mode} countLabel={countLabel} caption={summary} />
    </>
  );
}

/** A daily trend over the last 366 days as a line, with its summary and table; an honest empty state before any activity. */
export function TrendCard({ title, trend, mode, countLabel, emptyText, loading, error, controls }: TrendCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          {controls}
        </Group>
        {loading ? <Skeleton h={CHART_HEIGHT} /> : null}
        {error ? (
          <Text size="sm" c="red.9">
            {t('stats.loadError')}
          </Text>
        ) : null}
        {trend && !hasActivity(trend) ? (
          <Text size="sm" c="dimmed" py="lg" ta="center">
            {emptyText}
          </Text>
        ) : null}
        {trend && hasActivity(trend) ? <TrendChart trend={trend} mode={mode} countLabel={countLabel} /> : null}
      </Stack>
    </Paper>
  );
}
