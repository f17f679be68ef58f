import { BUILT_IN_THEME_IDS, loadThemeConfigLineage, resolveThemeComponent, subscribeToTheme, getThemeState, themeConfigName, type ThemeComponentName } from '@fikrspace/theme';

interface ConfigLogger {
  warn: (message: string, data?: unknown) => void;
}

/**
 * Reads the active theme's config file and its parents' (spec 000 §7) whenever the theme changes,
 * so the layout registry knows what each theme extends, and reports templates a theme requires
 * that nothing provides. It never holds the page. A built-in theme's parents are registered in
 * code (register-theme-layouts.ts), so its file tells the first page nothing: it is read once
 * `pageShown` settles, which keeps the file and its schema out of the start-up. A custom theme's
 * file may name the parent whose layouts the page uses, so it is read at once.
 */
export function followThemeConfig(logger: ConfigLogger, pageShown: Promise<unknown>): () => void {
  let current = '';
  let shown = false;
  const read = () => {
    const name = themeConfigName(getThemeState().activeTheme.id);
    if (name === current || (!shown && BUILT_IN_THEME_IDS.has(name))) return;
    current = name;
    void loadThemeConfigLineage(name).then((lineage) => {
      const own = lineage[0];
      if (!own) return;
      if (own.problems.length > 0) logger.warn(`Theme ${name} uses the config of ${own.source}`, own.problems);
      const missing = (own.config.requires?.templates ?? []).filter((template) => !resolveThemeComponent(name, template as ThemeComponentName));
      if (missing.length > 0) logger.warn(`Theme ${name} requires templates nothing provides: ${missing.join(', ')}`);
    });
  };
  read();
  void pageShown.then(() => {
    shown = true;
    read();
  });
  return subscribeToTheme(read);
}
