import { Chart, type ChartComponentLike } from 'chart.js';

/**
 * Registers the parts a kind of chart needs (only those: the rest of Chart.js stays out of the bundle), with the app's
 * one default: a chart is drawn at once, not animated. It takes the place its box held on the page, painted or loading;
 * Chart.js's one-second animation redrew it every frame (about half a second of a phone's main thread at 4x on the
 * company's dashboard) and set it moving after the page had settled.
 */
export function registerChartParts(...parts: ChartComponentLike[]): void {
  Chart.register(...parts);
  Chart.defaults.animation = false;
}
