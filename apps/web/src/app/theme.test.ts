import { describe, expect, it } from 'vitest';
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { theme, variantColorResolver } from './theme.ts';

const mantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const colorsOf = (variant: string, color: string) => variantColorResolver({ variant, color, theme: mantineTheme });

describe('surfaces readable at WCAG AA', () => {
  it('gives a light or subtle surface named with a shade (color="red.9") the pale hue and its dark text, never red on red', () => {
    for (const variant of ['light', 'subtle']) {
      expect(colorsOf(variant, 'red.9')).toEqual(colorsOf(variant, 'red'));
      expect(colorsOf(variant, 'red.9').color).toBe('var(--mantine-color-red-9)');
    }
    expect(colorsOf('light', 'red.9').background).toBe('var(--mantine-color-red-light)');
    expect(colorsOf('light', 'teal.9').color).toBe(colorsOf('light', 'teal').color);
  });

  it('keeps a filled or outline surface in the shade named', () => {
    expect(colorsOf('filled', 'red.9').background).toBe('var(--mantine-color-red-9)');
    expect(colorsOf('outline', 'red.9').color).toBe('var(--mantine-color-red-9)');
  });
});
