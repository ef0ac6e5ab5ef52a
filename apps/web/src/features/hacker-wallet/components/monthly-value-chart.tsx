import { BarElement, CategoryScale, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { BAR_MAX_TICKS } from '../../../components/charts/chart-format.ts';
import { registerChartParts } from '../../../components/charts/chart-parts.ts';

// Only what a bar chart with a legend and tooltips needs: the controller comes with <Bar>, the rest stays out of the bundle.
registerChartParts(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface MonthlyValueChartProps {
  /** Month names, oldest first. */
  labels: string[];
  gross: number[];
  net: number[];
  names: { gross: string; net: string };
  /** Axis ticks (thousands with k) and tooltip amounts, in the interface language. */
  formatTick: (value: number) => string;
  formatAmount: (value: number) => string;
  locale: string;
  /** What a screen reader hears instead of the canvas (the table next to it carries every figure). */
  description: string;
}

/** Gross and net per month as bars; loaded only when the wallet shows it. */
export function MonthlyValueChart({ labels, gross, net, names, formatTick, formatAmount, locale, description }: MonthlyValueChartProps) {
  return (
    <Bar
      role="img"
      aria-label={description}
      data={{
        labels,
        datasets: [
          { label: names.gross, data: gross, backgroundColor: '#4c6ef5', borderRadius: 4 },
          { label: names.net, data: net, backgroundColor: '#12b886', borderRadius: 4 },
        ],
      }}
      options={{
        locale,
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, ticks: { maxTicksLimit: BAR_MAX_TICKS, callback: (value) => formatTick(Number(value)) } },
        },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatAmount(item.parsed.y ?? 0)}` } },
        },
      }}
    />
  );
}
