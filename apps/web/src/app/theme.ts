import {
  createTheme,
  defaultVariantColorsResolver,
  mergeThemeOverrides,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { SHOW_PASSWORD_CONTROL } from '../lib/first-paint.ts';

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
const monoFonts = 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

/** Hues whose darkest shade is still too light for small text on their pale background. */
const LIGHT_HUES = new Set(['yellow', 'orange', 'lime', 'green', 'teal', 'cyan']);

/**
 * Text on "light" and "subtle" surfaces (badges, alerts, light buttons) in a shade dark enough
 * for WCAG AA (4.5:1) on the tinted background; Mantine's default is shade 6.
 */
/** Filled surfaces whose shade 7 is too light for white text (4.5:1): the first shade dark enough. */
const FILLED_SHADES: Record<string, number> = { red: 9, blue: 8 };

/**
 * Filled surfaces (badges, buttons) readable at WCAG AA: white text on a shade dark enough for it, dark text on the
 * light hues, where no shade is dark enough for white.
 */
function filledColors(result: ReturnType<VariantColorsResolver>, color: string): ReturnType<VariantColorsResolver> {
  if (LIGHT_HUES.has(color)) return { ...result, color: 'var(--mantine-color-black)', hoverColor: 'var(--mantine-color-black)' };
  const shade = FILLED_SHADES[color];
  if (shade === undefined) return result;
  return { ...result, background: `var(--mantine-color-${color}-${shade})`, hover: `color-mix(in srgb, var(--mantine-color-${color}-${shade}) 85%, black)` };
}

export const variantColorResolver: VariantColorsResolver = (input) => {
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  // A light or subtle surface takes the hue whatever shade was named: Mantine paints a light `red.9` button solid
  // red 9 with light red text (its label unreadable) and a subtle one in shade 6 at most (3.3:1 on white).
  const pale = input.variant === 'light' || input.variant === 'subtle';
  if (parsed.isThemeColor && parsed.shade !== undefined && pale) return variantColorResolver({ ...input, color: parsed.color });
  const result = defaultVariantColorsResolver(input);
  if (!parsed.isThemeColor || parsed.shade !== undefined) return result;
  if (input.variant === 'filled') return filledColors(result, parsed.color);
  if (input.variant !== 'light' && input.variant !== 'subtle') return result;
  const darker = `color-mix(in srgb, var(--mantine-color-${parsed.color}-9) 70%, black)`;
  const text = LIGHT_HUES.has(parsed.color) ? darker : `var(--mantine-color-${parsed.color}-9)`;
  // The hover background is the hue's shade 2, where shade 9 falls short of 4.5:1 (4.12 for indigo).
  return { ...result, color: text, hoverColor: darker };
};

/**
 * One light theme. The primary is indigo at shade 7 (4.98:1 on white) so filled buttons and
 * links meet WCAG AA contrast; dimmed and error texts are darkened for the same reason.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: systemFonts,
  fontFamilyMonospace: monoFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  variantColorResolver,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Modal: { defaultProps: { radius: 'lg', centered: true }, styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } } },
    Tooltip: { defaultProps: { withArrow: true } },
    // A select's list of options is built when it opens, not hidden from the page's first render on (Mantine's default,
    // needed only while its list id was out of the renders' sight: lib/mantine-use-combobox.ts).
    Combobox: { defaultProps: { keepMounted: false } },
    // A badge names a status: its label is never cut ("Ricom…"). Mantine's label may shrink to nothing in a table
    // cell or a row of badges; at its whole width the column widens instead. Badges that wrap set minWidth 0.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});

/** The theme with names for Mantine's own controls (the × of modals and toasts, the password eye) in the interface language. */
export function localizedTheme(t: TFunction): MantineThemeOverride {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        CloseButton: { defaultProps: { 'aria-label': t('common.actions.close') } },
        // Named for public/first-paint.js too, which notes a click on it before the app has started (the sign-in page).
        PasswordInput: {
          defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common.showPassword'), 'data-first-paint-click': SHOW_PASSWORD_CONTROL } },
        },
      },
    }),
  );
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
