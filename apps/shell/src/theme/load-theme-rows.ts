import type { DbClient, PublicDbClient } from '@fikrspace/db';
import type { ThemeRow } from '@fikrspace/theme';

/** Every theme row: the built-in ids (whose tokens come from code) and the custom themes. */
export async function loadThemeRows(db: PublicDbClient): Promise<ThemeRow[]> {
  const { data, error } = await db.from('cms_themes').select('id, name, description, base_theme_id, is_dark, tokens, components, utilities, metadata, created_at, updated_at');
  if (error) throw error;
  return data ?? [];
}

/** A brand kit's colours; the session loads only its id, name and description (spec 000 §7). */
export async function loadBrandKitColors(db: DbClient, brandKitId: string): Promise<unknown> {
  const { data, error } = await db.from('cms_brand_kits').select('colors').eq('id', brandKitId).maybeSingle();
  if (error) throw error;
  return data?.colors ?? null;
}
