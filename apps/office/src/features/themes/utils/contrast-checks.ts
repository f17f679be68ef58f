import { NON_TEXT_CONTRAST_AA, TEXT_CONTRAST_AA } from '@fikrspace/theme';
import { contrastRatio, isHexColor } from '@fikrspace/theme/design';

export type ContrastCheckId = 'text-primary' | 'text-secondary' | 'text-tertiary' | 'interactive' | 'interactive-label';

export interface ContrastCheck {
  id: ContrastCheckId;
  foreground: string;
  background: string;
  ratio: number;
  /** WCAG 2 AA: 4.5:1 for text, 3:1 for a control against the page. */
  required: number;
  passes: boolean;
}

const PAIRS: ReadonlyArray<{ id: ContrastCheckId; foreground: string; background: string; required: number }> = [
  { id: 'text-primary', foreground: '--fs-text-primary', background: '--fs-bg-primary', required: TEXT_CONTRAST_AA },
  { id: 'text-secondary', foreground: '--fs-text-secondary', background: '--fs-bg-primary', required: TEXT_CONTRAST_AA },
  { id: 'text-tertiary', foreground: '--fs-text-tertiary', background: '--fs-bg-primary', required: TEXT_CONTRAST_AA },
  { id: 'interactive', foreground: '--fs-interactive', background: '--fs-bg-primary', required: NON_TEXT_CONTRAST_AA },
  { id: 'interactive-label', foreground: '--fs-on-interactive', background: '--fs-interactive', required: TEXT_CONTRAST_AA },
];

const VARIABLE_REFERENCE = /^var\((--[a-z0-9-]+)\)$/;

/**
 * The colour a variable ends at, following `var(--...)` references through the theme's own
 * variables (`--fs-interactive` is `var(--fs-color-primary-600)`). Null when it ends nowhere.
 */
export function resolveVariable(variables: Readonly<Record<string, string>>, name: string): string | null {
  const seen = new Set<string>();
  let current = name;
  for (;;) {
    const value = variables[current]?.trim();
    if (!value) return null;
    const reference = VARIABLE_REFERENCE.exec(value);
    if (!reference) return value;
    if (seen.has(current)) return null;
    seen.add(current);
    current = reference[1]!;
  }
}

/**
 * The contrast of what the preview paints, measured from the variables it is painted with rather
 * than from the theme's declared roles: a custom theme may leave its roles out, and the variables
 * then carry the ones the theme package chose for it.
 */
export function contrastChecks(variables: Readonly<Record<string, string>>): ContrastCheck[] {
  return PAIRS.flatMap(({ id, foreground, background, required }) => {
    const fg = resolveVariable(variables, foreground);
    const bg = resolveVariable(variables, background);
    if (!isHexColor(fg) || !isHexColor(bg)) return [];
    const ratio = contrastRatio(fg, bg);
    return [{ id, foreground: fg, background: bg, ratio, required, passes: ratio >= required }];
  });
}

/**
 * Two decimals, cut rather than rounded: 4.496 must not read as a passing 4.50.
 */
export function truncatedRatio(ratio: number): number {
  return Math.floor(ratio * 100) / 100;
}
