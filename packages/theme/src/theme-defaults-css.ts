import { builtInTheme, STARTUP_THEME_ID } from './built-in-themes';
import { themeCssVariables } from './css-variables';
import { darkVariantId } from './theme-ids';

/**
 * The stylesheet that gives every variable its start-up value (the fikr-space theme, and its dark
 * variant under `.dark`), so the first paint is right before any script has run. The file in
 * @fikrspace/ui is checked against this output by a test, which also rewrites it.
 */
export function renderThemeDefaultsCss(): string {
  const light = themeCssVariables(builtInTheme(STARTUP_THEME_ID)!);
  const dark = themeCssVariables(builtInTheme(darkVariantId(STARTUP_THEME_ID))!);
  const declarations = (variables: Record<string, string>) =>
    Object.entries(variables)
      .map(([name, value]) => `  ${name}: ${value};`)
      .join('\n');
  const darkOnly = Object.fromEntries(Object.entries(dark).filter(([name, value]) => light[name] !== value));
  return [
    '/*',
    ' * Start-up values of the theme variables: the fikr-space theme, and fikr-space-dark under .dark.',
    ' * Generated from @fikrspace/theme by packages/ui/src/theme-defaults.test.ts; to change it, change',
    ' * the theme and run `npx vitest run packages/ui/src/theme-defaults.test.ts -u`.',
    ' */',
    ':root {',
    declarations(light),
    '}',
    '',
    ':root.dark {',
    declarations(darkOnly),
    '}',
    '',
  ].join('\n');
}
