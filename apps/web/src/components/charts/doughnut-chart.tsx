import { ArcElement, Legend, Tooltip } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { registerChartParts } from './chart-parts.ts';
import { DOUGHNUT_CUTOUT } from './chart-format.ts';

// Only what a doughnut with a legend and tooltips needs: the controller comes with <Doughnut>.
registerChartParts(ArcElement, Legend, Tooltip);

export interface DoughnutSlice {
  label: string;
  value: number;
  color: string;
}

export interface DoughnutChartProps {
  slices: DoughnutSlice[];
  formatValue: (value: number) => string;
  description: string;
}

/** Shares of a whole with a 65 percent cut-out; loaded only when shown. */
export function DoughnutChart({ slices, formatValue, description }: DoughnutChartProps) {
  return (
    <Doughnut
      role="img"
      aria-label={description}
      data={{
        labels: slices.map((slice) => slice.label),
        datasets: [{ data: slices.map((slice) => slice.value), backgroundColor: slices.map((slice) => slice.color), borderWidth: 0 }],
      }}
      options={{
        cutout: DOUGHNUT_CUTOUT,
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { position: 'bottom' },
          tooltip: { callbacks: { label: (item) => `${item.label}: ${formatValue(item.parsed)}` } },
        },
      }}
    />
  );
}
