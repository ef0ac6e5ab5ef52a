import { BarElement, CategoryScale, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { registerChartParts } from './chart-parts.ts';
import { BAR_MAX_TICKS } from './chart-format.ts';

// Only what bars with a legend and tooltips need: the controller comes with <Bar>, the rest stays out of the bundle.
registerChartParts(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

export interface BarChartProps {
  labels: string[];
  series: BarSeries[];
  /** Value axis labels, thousands with k (spec part 2 section 9). */
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  locale: string;
  description: string;
}

/** Grouped bars with at most 10 value ticks; loaded only when shown. */
export function BarChart({ labels, series, formatTick, formatValue, locale, description }: BarChartProps) {
  return (
    <Bar
      role="img"
      aria-label={description}
      data={{ labels, datasets: series.map((item) => ({ label: item.label, data: item.values, backgroundColor: item.color, borderRadius: 4 })) }}
      options={{
        locale,
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, ticks: { maxTicksLimit: BAR_MAX_TICKS, precision: 0, callback: (value) => formatTick(Number(value)) } },
        },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatValue(item.parsed.y ?? 0)}` } },
        },
      }}
    />
  );
}
