/** Series colours from the active theme's palettes, so charts follow the theme and its dark mode. */
export const SERIES_COLORS = [
  'var(--fs-color-primary-500)',
  'var(--fs-color-secondary-500)',
  'var(--fs-color-accent-500)',
  'var(--fs-color-info-500)',
  'var(--fs-color-warning-500)',
  'var(--fs-color-success-500)',
  'var(--fs-color-error-500)',
  'var(--fs-color-neutral-500)',
] as const;

export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!;
