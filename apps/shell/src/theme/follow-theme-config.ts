import { BUILT_IN_THEME_IDS, loadThemeConfigLineage, resolveThemeComponent, subscribeToTheme, getThemeState, themeConfigName, type ThemeComponentName } from '@fikrspace/theme';

interface ConfigLogger {
  warn: (message: string, data?: unknown) => void;
}

/**
 * Reads the active theme's config file and its parents' (spec 000 §7) whenever the page changes to
 * a custom theme, so the layout registry knows what the theme extends, and reports templates it
 * requires that nothing provides. It never holds the page. The built-in themes' files ship with
 * this build and say nothing the page does not know: their parents are registered in code
 * (register-theme-layouts.ts) and the files are checked against the schema and the registry by
 * built-in-theme-configs.test.ts. Reading them would download the file and its schema library on
 * every page for no change, so the page reads only custom themes' files.
 */
export function followThemeConfig(logger: ConfigLogger): () => void {
  let current = '';
  const read = () => {
    const name = themeConfigName(getThemeState().activeTheme.id);
    if (name === current || BUILT_IN_THEME_IDS.has(name)) return;
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
  return subscribeToTheme(read);
}
