import type { ThemeTokens } from './theme-schema';

/*
 * The non-colour tokens the built-in themes start from. Sizes, radii and shadows are Tailwind
 * CSS 4's defaults, the values the components were drawn with, so the fikr-space theme looks as
 * it did before themes existed.
 */

export const SANS_FONT_STACK = "'Inter', 'Noto Sans Arabic', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";
export const MONO_FONT_STACK = "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace";

/** Spec 000 §9. The build's media queries use the same values; a theme cannot move them. */
export const BREAKPOINTS: ThemeTokens['breakpoints'] = { xs: '475px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' };

export const BASE_TYPOGRAPHY: ThemeTokens['typography'] = {
  fonts: { heading: SANS_FONT_STACK, body: SANS_FONT_STACK, mono: MONO_FONT_STACK },
  sizes: { xs: '0.75rem', sm: '0.875rem', base: '1rem', lg: '1.125rem', xl: '1.25rem', '2xl': '1.5rem', '3xl': '1.875rem', '4xl': '2.25rem', '5xl': '3rem', '6xl': '3.75rem' },
  weights: { normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900 },
  lineHeights: { tight: 1.25, snug: 1.375, normal: 1.5, relaxed: 1.625, loose: 2 },
  letterSpacing: { tight: '-0.025em', normal: '0em', wide: '0.025em', wider: '0.05em', widest: '0.1em' },
};

export const BASE_SPACING: ThemeTokens['spacing'] = { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', '2xl': '3rem', '3xl': '4rem' };

export const BASE_BORDERS: ThemeTokens['borders'] = {
  radius: { xs: '0.125rem', sm: '0.25rem', md: '0.375rem', lg: '0.5rem', xl: '0.75rem', '2xl': '1rem', '3xl': '1.5rem', '4xl': '2rem' },
  widths: { thin: '1px', thick: '2px' },
};

export const LIGHT_SHADOWS: ThemeTokens['shadows'] = {
  '2xs': '0 1px rgb(0 0 0 / 0.05)',
  xs: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
  sm: '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
  md: '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
  lg: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  xl: '0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)',
  '2xl': '0 25px 50px -12px rgb(0 0 0 / 0.25)',
};

/** `normal` is spec 001 §9's 0.3 s sidebar animation. */
export const BASE_ANIMATIONS: ThemeTokens['animations'] = {
  durations: { fast: '150ms', normal: '300ms', slow: '500ms' },
  easings: { standard: 'cubic-bezier(0.4, 0, 0.2, 1)', in: 'cubic-bezier(0.4, 0, 1, 1)', out: 'cubic-bezier(0, 0, 0.2, 1)' },
};

/** The layers the shell already stacks: sticky headers 30, the portal sidebar 40, skip link 50. */
export const BASE_Z_INDICES: ThemeTokens['zIndices'] = { base: 0, raised: 10, sticky: 30, sidebar: 40, overlay: 50, toast: 100 };
