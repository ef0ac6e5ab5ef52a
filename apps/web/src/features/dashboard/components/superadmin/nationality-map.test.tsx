import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bucketRanges, NATIONALITY_COLORS, nationalityColor } from './nationality-colors.ts';
import { NationalityMap } from './nationality-map.tsx';

describe('the nationality map', () => {
  it('names the buckets 0, 1-5, 6-20, 21-30, 31 and over, light to dark', () => {
    expect(bucketRanges()).toEqual(['0', '1–5', '6–20', '21–30', '31+']);
    expect([0, 1, 5, 6, 20, 21, 30, 31, 500].map(nationalityColor)).toEqual([
      NATIONALITY_COLORS[0],
      NATIONALITY_COLORS[1],
      NATIONALITY_COLORS[1],
      NATIONALITY_COLORS[2],
      NATIONALITY_COLORS[2],
      NATIONALITY_COLORS[3],
      NATIONALITY_COLORS[3],
      NATIONALITY_COLORS[4],
      NATIONALITY_COLORS[4],
    ]);
  });

  it('colours each country of the world atlas by its hackers, matched by ISO numeric code', () => {
    const counts = new Map([
      ['ITA', 40],
      ['FRA', 25],
      ['DEU', 3],
    ]);
    const { container } = render(<NationalityMap counts={counts} description="100 hacker in 3 paesi." />);
    const fill = (country: string) => container.querySelector(`path[data-country="${country}"]`)?.getAttribute('fill');
    expect(container.querySelector('svg')).toHaveAttribute('aria-label', '100 hacker in 3 paesi.');
    expect(fill('ITA')).toBe(NATIONALITY_COLORS[4]);
    expect(fill('FRA')).toBe(NATIONALITY_COLORS[3]);
    expect(fill('DEU')).toBe(NATIONALITY_COLORS[1]);
    expect(fill('BRA')).toBe(NATIONALITY_COLORS[0]);
    expect(container.querySelectorAll('path[data-country]').length).toBeGreaterThan(150);
  });
});
