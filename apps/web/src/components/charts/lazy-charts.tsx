import { Box, Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { BarChartProps } from './bar-chart.tsx';
import type { DoughnutChartProps } from './doughnut-chart.tsx';
import type { LineChartProps } from './line-chart.tsx';

// Chart.js comes in its own chunks, fetched the first time a chart is on screen.
const LineChartChunk = lazy(async () => ({ default: (await import('./line-chart.tsx')).LineChart }));
const BarChartChunk = lazy(async () => ({ default: (await import('./bar-chart.tsx')).BarChart }));
const DoughnutChartChunk = lazy(async () => ({ default: (await import('./doughnut-chart.tsx')).DoughnutChart }));

/**
 * A fixed-height box for a chart (Chart.js sizes the canvas from its parent, which must not depend
 * on the canvas) with a spinner while its chunk loads. It clips what overflows: a canvas still at a
 * wider window's size (seen once in CI after a window narrowed under load) must not widen the page.
 */
export function ChartFrame({ height, loadingLabel, children }: { height: number; loadingLabel: string; children: ReactNode }) {
  return (
    <Box h={height} pos="relative" style={{ overflow: 'hidden' }}>
      <Suspense
        fallback={
          <Center h={height} role="status">
            <Loader size="sm" role="progressbar" aria-label={loadingLabel} />
          </Center>
        }
      >
        {children}
      </Suspense>
    </Box>
  );
}

export function LazyLineChart(props: LineChartProps) {
  return <LineChartChunk {...props} />;
}

export function LazyBarChart(props: BarChartProps) {
  return <BarChartChunk {...props} />;
}

export function LazyDoughnutChart(props: DoughnutChartProps) {
  return <DoughnutChartChunk {...props} />;
}
