/*
 * The colour maths the theme manager needs for brand colours and derived dark variants (culori):
 * brand scales, button colours and roles. It is a module of its own so that a page showing an
 * organization's brand colours over a built-in theme downloads no schema library; see
 * load-theme-derivation.ts.
 */
export { overlayBrandColors, parseBrandColors } from './brand-overlay';
export { deriveDarkVariant } from './dark-variant';
export { withRoles } from './theme-roles';
