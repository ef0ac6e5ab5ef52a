import { ArcElement, Chart } from 'chart.js';
import { describe, expect, it } from 'vitest';
import { registerChartParts } from './chart-parts.ts';

describe("registering a chart's parts", () => {
  it('registers them, and charts are drawn at once rather than animated', () => {
    registerChartParts(ArcElement);
    expect(Chart.registry.getElement('arc')).toBe(ArcElement);
    expect(Chart.defaults.animation).toBe(false);
  });
});
