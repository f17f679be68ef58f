import { mutationOptions, toServiceError, useMutation, useQueryClient } from '@fikrspace/data';
import { whenDb, type DbClient, type Json, type TablesInsert } from '@fikrspace/db';
import { IMPORTED_TAG, loadThemes, type ThemeDefinition } from '@fikrspace/theme';
import { getThemeRows } from './get-themes';
import { themeKeys } from './theme-keys';

/** The theme has passed the schema, so every part is plain JSON data. */
const json = (value: unknown) => value as Json;

/**
 * The row for a checked theme. The manager tags what it imports as 'imported' (a theme that lives
 * only in this browser); once stored, the theme is the database's, and a row keeping that tag
 * would stay on in browsers as an imported theme after someone deleted it.
 */
export function themeRowFor(theme: ThemeDefinition): TablesInsert<'cms_themes'> {
  return {
    id: theme.id,
    name: theme.name,
    description: theme.description,
    is_dark: theme.metadata.isDark,
    tokens: json(theme.tokens),
    components: json(theme.components),
    utilities: json(theme.utilities),
    metadata: json({ ...theme.metadata, tags: theme.metadata.tags.filter((tag) => tag !== IMPORTED_TAG) }),
  };
}

/**
 * Stores a custom theme. Row level security decides who may (policy "owners and managers add
 * themes"): anyone else gets PERMISSION_DENIED, an id already taken DUPLICATE_RECORD.
 */
export async function createTheme(db: DbClient, theme: ThemeDefinition): Promise<void> {
  const { error } = await db.from('cms_themes').insert(themeRowFor(theme));
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'cms_themes', themeId: theme.id });
}

export const createThemeMutationOptions = () =>
  mutationOptions({
    mutationKey: [...themeKeys.all, 'create'],
    mutationFn: async (theme: ThemeDefinition) => createTheme(await whenDb(), theme),
  });

/**
 * Saves a theme, then refreshes the screen's list and the page's theme manager, which keeps a
 * list of its own: "Use this theme" selects from the manager's, so the new theme must be there.
 */
export function useCreateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createThemeMutationOptions(),
    onSuccess: async () => {
      await Promise.all([loadThemes(async () => getThemeRows(await whenDb())), queryClient.invalidateQueries({ queryKey: themeKeys.all })]);
    },
  });
}
