import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { THEME_ROW_COLUMNS, type ThemeDefinition, type ThemeRow } from '@fikrspace/theme';
import { themeKeys } from './theme-keys';

export interface CustomThemes {
  /** Custom themes as the theme manager reads them: validated, built-in ids left out. */
  themes: ThemeDefinition[];
  /** Stored rows whose tokens fail the schema, which the manager skips as well. */
  skipped: { id: string; reason: string }[];
}

/**
 * Every row of `cms_themes`, built-in ids included, by name. The theme manager is handed this
 * same reader when it reloads, so the screen and the manager always see the same rows.
 */
export async function getThemeRows(db: DbClient): Promise<ThemeRow[]> {
  const { data, error } = await db.from('cms_themes').select(THEME_ROW_COLUMNS).order('name', { ascending: true }).order('id', { ascending: true });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'cms_themes' });
  return data ?? [];
}

/**
 * The custom themes. The built-in rows exist only for foreign keys and carry no tokens: their
 * definitions come from code (docs/decisions.md "Built-in tokens come from code").
 */
export async function getCustomThemes(db: DbClient): Promise<CustomThemes> {
  // The theme schema loads with the rows: the route table prefetches this query, and every office
  // page loads the route table.
  const [rows, { customThemesFromRows }] = await Promise.all([getThemeRows(db), import('@fikrspace/theme/design')]);
  const { themes, skipped } = customThemesFromRows(rows);
  return { themes, skipped };
}

export const customThemesQueryOptions = () =>
  queryOptions({
    queryKey: themeKeys.custom(),
    queryFn: async () => getCustomThemes(await whenDb()),
  });

export function useCustomThemes() {
  return useQuery(customThemesQueryOptions());
}
