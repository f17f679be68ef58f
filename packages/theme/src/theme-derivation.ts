/*
 * What the theme manager needs only for themes from outside the code and for brand colours: the
 * schema that checks a theme (zod) and the colour maths that derives dark variants, brand scales
 * and button colours (culori). A page showing a built-in theme never loads this module; see
 * load-theme-derivation.ts.
 */
export { overlayBrandColors, parseBrandColors } from './brand-overlay';
export { customThemesFromRows } from './custom-themes';
export { deriveDarkVariant } from './dark-variant';
export { withRoles } from './theme-roles';
export { validateThemeDefinition } from './theme-validation';
