import { loadThemeConfigLineage, resolveThemeComponent, subscribeToTheme, getThemeState, themeConfigName, type ThemeComponentName } from '@fikrspace/theme';

interface ConfigLogger {
  warn: (message: string, data?: unknown) => void;
}

/**
 * Reads the active theme's config file and its parents' (spec 000 §7) whenever the theme changes,
 * so the layout registry knows what each theme extends, and reports templates a theme requires
 * that nothing provides. It runs after start-up and never holds the page.
 */
export function followThemeConfig(logger: ConfigLogger): () => void {
  let current = '';
  const read = () => {
    const name = themeConfigName(getThemeState().activeTheme.id);
    if (name === current) return;
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
