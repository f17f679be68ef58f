/*
 * What the theme manager needs for themes from outside the code: the schema that checks a theme
 * (zod) beside the colour maths of theme-colours.ts. A page showing a built-in theme, with or
 * without brand colours, never loads this module; see load-theme-derivation.ts.
 */
export * from './theme-colours';
export { customThemesFromRows } from './custom-themes';
export { validateThemeDefinition } from './theme-validation';
