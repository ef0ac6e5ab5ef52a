import { ArcElement, Tooltip } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { DOUGHNUT_CUTOUT } from '../../../components/charts/chart-format.ts';
import { registerChartParts } from '../../../components/charts/chart-parts.ts';

// Only what a doughnut with tooltips needs: the controller comes with <Doughnut>, the rest stays out of the bundle.
registerChartParts(ArcElement, Tooltip);

export interface BudgetDoughnutProps {
  used: number;
  remaining: number;
  labels: { used: string; remaining: string };
  /** What a screen reader hears instead of the canvas. */
  description: string;
  format: (value: number) => string;
}

/** Used versus remaining budget; loaded on demand, the figures next to it carry the same numbers as text. */
export function BudgetDoughnut({ used, remaining, labels, description, format }: BudgetDoughnutProps) {
  return (
    <Doughnut
      role="img"
      aria-label={description}
      data={{
        labels: [labels.used, labels.remaining],
        datasets: [{ data: [used, remaining], backgroundColor: ['#fa5252', '#12b886'], borderWidth: 0 }],
      }}
      options={{
        cutout: DOUGHNUT_CUTOUT,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { tooltip: { callbacks: { label: (item) => `${item.label}: ${format(item.parsed)}` } } },
      }}
    />
  );
}
