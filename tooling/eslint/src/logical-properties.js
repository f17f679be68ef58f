import path from 'node:path';
import { fileURLToPath } from 'node:url';
import betterTailwind from 'eslint-plugin-better-tailwindcss';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// A class may carry variants (`sm:`, `dark:`, `group-hover:`), the important mark and a minus.
const PREFIX = '^(?:[^:\\s]+:)*!?-?';

/**
 * Tailwind classes that name a physical side, with their logical replacement. Arabic reads right
 * to left, so "left" and "right" are wrong in one of the two directions; start and end follow
 * the document's `dir`. Top and bottom, widths and heights are the same in both directions and
 * stay allowed.
 */
export const PHYSICAL_CLASSES = [
  ['ml', 'ms'],
  ['mr', 'me'],
  ['pl', 'ps'],
  ['pr', 'pe'],
  ['scroll-ml', 'scroll-ms'],
  ['scroll-mr', 'scroll-me'],
  ['scroll-pl', 'scroll-ps'],
  ['scroll-pr', 'scroll-pe'],
  ['left', 'start'],
  ['right', 'end'],
  ['border-l', 'border-s'],
  ['border-r', 'border-e'],
  ['rounded-l', 'rounded-s'],
  ['rounded-r', 'rounded-e'],
  ['rounded-tl', 'rounded-ss'],
  ['rounded-tr', 'rounded-se'],
  ['rounded-bl', 'rounded-es'],
  ['rounded-br', 'rounded-ee'],
  ['text-left', 'text-start'],
  ['text-right', 'text-end'],
  ['float-left', 'float-start'],
  ['float-right', 'float-end'],
  ['clear-left', 'clear-start'],
  ['clear-right', 'clear-end'],
];

const restrict = PHYSICAL_CLASSES.map(([physical, logical]) => ({
  pattern: `${PREFIX}${physical}(?:-.+)?$`,
  message: `"$0" names a physical side: use ${logical} so the layout mirrors in right-to-left languages.`,
}));

/** Inline styles with a physical side, the same rule for `style={{ ... }}`. */
const PHYSICAL_STYLE_KEY = /^(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)|^(?:left|right)$|^border(?:Top|Bottom)(?:Left|Right)Radius$/;

/** Exported so a later config that sets no-restricted-syntax (which replaces, not merges) can keep them. */
export const LOGICAL_STYLE_SELECTORS = [
  {
    selector: `JSXAttribute[name.name='style'] Property > Identifier.key[name=${PHYSICAL_STYLE_KEY}]`,
    message: 'Inline styles use logical sides (marginInlineStart, insetInlineEnd ...) so the layout mirrors in right-to-left languages.',
  },
  {
    selector: `JSXAttribute[name.name='style'] Property[key.name='textAlign'] > Literal.value[value=/^(?:left|right)$/]`,
    message: 'Text aligns to start or end, not left or right, so it follows the reading direction.',
  },
];

export const logicalPropertiesConfig = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
  plugins: { 'better-tailwindcss': betterTailwind },
  // The plugin reads Tailwind from the shell, whose stylesheet generates every app's classes.
  settings: { 'better-tailwindcss': { cwd: path.join(ROOT, 'apps/shell'), entryPoint: path.join(ROOT, 'apps/shell/src/styles.css') } },
  rules: {
    'better-tailwindcss/no-restricted-classes': ['error', { restrict }],
    'no-restricted-syntax': ['error', ...LOGICAL_STYLE_SELECTORS],
  },
};
