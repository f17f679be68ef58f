/** The public tables of this context. Themes and brand kits. */
export const TABLES = ['cms_themes', 'cms_brand_kits'] as const;
