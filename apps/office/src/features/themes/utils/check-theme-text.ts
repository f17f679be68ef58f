import { errorMessage } from '@fikrspace/errors';
import { createThemeManager, type ThemeDefinition, type ThemeManagerOptions } from '@fikrspace/theme';

export type ThemeTextCheck = { ok: true; theme: ThemeDefinition } | { ok: false; message: string };

type KeyValueStorage = NonNullable<ThemeManagerOptions['storage']>;

/** Storage that forgets: the checking manager must neither read nor write the page's choices. */
function forgetfulStorage(): KeyValueStorage {
  return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
}

/**
 * Reads a theme file with the theme manager's own `importTheme`, so the person sees the manager's
 * words ('Failed to import theme: Invalid theme structure') and the checks are exactly the ones
 * the page applies. It runs on a manager of its own, with nothing stored and nothing painted: the
 * page's manager would keep the theme as imported in this browser, and in its cache, even when
 * the database then refuses it. A saved theme reaches the page's manager when it reloads the rows.
 */
export async function checkThemeText(text: string): Promise<ThemeTextCheck> {
  const checker = createThemeManager({ storage: forgetfulStorage(), root: () => undefined });
  try {
    return { ok: true, theme: await checker.importTheme(text) };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}
