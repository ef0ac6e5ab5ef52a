import { ChartDataTable } from '../../../components/charts/chart-data-table.tsx';
import { ChartFrame } from '../../../components/charts/lazy-charts.tsx';
import type { HackerWallet } from '@bb/domain';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/language.ts';
import { useHackerWallet } from '../api/wallet-figures.ts';

const MonthlyValueChart = lazy(async () => ({ default: (await import('./monthly-value-chart.tsx')).MonthlyValueChart }));

const LOCALES = { it: 'it-IT', en: 'en-GB' } as const;

/** A `YYYY-MM` month as a date on its first day, in local time. */
function monthDate(month: string): Date {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Date(year, number - 1, 1);
}

/** "gen 26" under the bars, "gennaio 2026" in the table. */
export function formatMonth(month: string, style: 'short' | 'long'): string {
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { month: 'short', year: '2-digit' } : { month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(LOCALES[getLanguage()], options).format(monthDate(month));
}

/** An axis tick in euro, thousands with k (spec part 2 section 9): "1,5k €" in Italian, "€1.5k" in English. */
export function formatEuroTick(value: number): string {
  const language = getLanguage();
  const thousands = Math.abs(value) >= 1000;
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: thousands ? 1 : 0 }).format(thousands ? value / 1000 : value);
  const amount = thousands ? `${number}k` : number;
  return language === 'it' ? `${amount} €` : `€${amount}`;
}

/** The chart's figures as a table, for screen readers (the canvas is only a picture). */
function MonthlyTable({ monthly, caption }: { monthly: HackerWallet['monthly']; caption: string }) {
  const { t } = useTranslation();
  const rows = monthly.map((row) => ({ key: row.month, label: formatMonth(row.month, 'long'), cells: [formatAmount(row.gross), formatAmount(row.net)] }));
  return (
    <ChartDataTable caption={caption} columns={[t('hackerWallet.monthly.month'), t('hackerWallet.monthly.gross'), t('hackerWallet.monthly.net')]} rows={rows} />
  );
}

function MonthlyValue({ monthly }: { monthly: HackerWallet['monthly'] }) {
  const { t } = useTranslation();
  if (!monthly.some((row) => row.gross !== 0 || row.net !== 0)) {
    return (
      <Text size="sm" c="dimmed" py="lg" ta="center">
        {t('hackerWallet.monthly.empty')}
      </Text>
    );
  }
  const gross = monthly.reduce((sum, row) => sum + row.gross, 0);
  const net = monthly.reduce((sum, row) => sum + row.net, 0);
  const summary = t('hackerWallet.monthly.summary', { count: monthly.length, gross: formatAmount(gross), net: formatAmount(net) });
  return (
    <>
      <ChartFrame height={260} loadingLabel={t('hackerWallet.monthly.loading')}>
        <MonthlyValueChart
          labels={monthly.map((row) => formatMonth(row.month, 'short'))}
          gross={monthly.map((row) => row.gross)}
          net={monthly.map((row) => row.net)}
          names={{ gross: t('hackerWallet.monthly.gross'), net: t('hackerWallet.monthly.net') }}
          formatTick={formatEuroTick}
          formatAmount={formatAmount}
          locale={LOCALES[getLanguage()]}
          description={summary}
        />
      </ChartFrame>
      <MonthlyTable monthly={monthly} caption={summary} />
    </>
  );
}

/** "Monthly value": gross and net per month of the last 12 (spec part 2 section 2), drawn only when there is something to draw. */
export function MonthlyValueCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const wallet = useHackerWallet();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            {t('hackerWallet.monthly.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('hackerWallet.monthly.subtitle')}
          </Text>
        </div>
        {wallet.isPending ? <Skeleton h={260} /> : null}
        {wallet.isError ? (
          <Text size="sm" c="red.9">
            {t('hackerWallet.loadError')}
          </Text>
        ) : null}
        {wallet.data ? <MonthlyValue monthly={wallet.data.monthly} /> : null}
      </Stack>
    </Paper>
  );
}
