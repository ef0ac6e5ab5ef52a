import { CategoryScale, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { registerChartParts } from './chart-parts.ts';
import { LINE_X_MAX, LINE_X_TICKS, LINE_Y_MAX_TICKS } from './chart-format.ts';

// Only what a filled line with tooltips needs: the controller comes with <Line>, the rest stays out of the bundle.
registerChartParts(CategoryScale, LinearScale, LineElement, PointElement, Filler, Tooltip);

export interface LineChartProps {
  /** One value per day, index 0 the first day of the axis. */
  values: number[];
  label: string;
  /** The label under an x tick (a day offset from the first day). */
  formatX: (offset: number) => string;
  formatY: (value: number) => string;
  /** A tooltip's title and value. */
  formatDay: (offset: number) => string;
  formatValue: (value: number) => string;
  locale: string;
  /** What a screen reader hears instead of the canvas (a table next to it carries the figures). */
  description: string;
  color?: string;
  /** A count: the y axis ticks whole numbers only (a series of 0 to 2 would otherwise read 0, 1, 1, 2, 2). */
  whole?: boolean;
}

/** A daily series over a 366-day axis with 13 ticks (spec part 2 section 9); loaded only when shown. */
export function LineChart({ values, label, formatX, formatY, formatDay, formatValue, locale, description, color = '#4c6ef5', whole = false }: LineChartProps) {
  return (
    <Line
      role="img"
      aria-label={description}
      data={{
        datasets: [
          {
            label,
            data: values.map((y, x) => ({ x, y })),
            borderColor: color,
            backgroundColor: `${color}22`,
            fill: true,
            pointRadius: 0,
            pointHitRadius: 6,
            borderWidth: 2,
            tension: 0.2,
          },
        ],
      }}
      options={{
        locale,
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            type: 'linear',
            min: 0,
            max: LINE_X_MAX,
            grid: { display: false },
            ticks: { stepSize: LINE_X_MAX / (LINE_X_TICKS - 1), maxTicksLimit: LINE_X_TICKS, autoSkip: true, callback: (value) => formatX(Number(value)) },
          },
          y: { beginAtZero: true, ticks: { maxTicksLimit: LINE_Y_MAX_TICKS, ...(whole ? { precision: 0 } : {}), callback: (value) => formatY(Number(value)) } },
        },
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              title: (items) => formatDay(Number(items[0]?.parsed.x ?? 0)),
              label: (item) => `${label}: ${formatValue(item.parsed.y ?? 0)}`,
            },
          },
        },
      }}
    />
  );
}
