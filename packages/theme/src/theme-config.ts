import { BUILT_IN_BRAND_COLORS, DEFAULT_THEME_ID } from './built-in-themes';
import type { ThemeConfig, ThemeConfigValidation } from './theme-config-schema';
import { DARK_SUFFIX } from './theme-ids';
import { themeLayoutRegistry, ThemeExtendsCycleError, type ThemeLayoutRegistry } from './theme-layouts';

export type { ThemeConfig, ThemeConfigValidation } from './theme-config-schema';

/** What the default theme's file says, for when even that cannot be read. */
export const FALLBACK_THEME_CONFIG: ThemeConfig = {
  name: DEFAULT_THEME_ID,
  version: '1.0.0',
  description: 'The green brand theme.',
  author: 'FikrSpace',
  license: 'UNLICENSED',
  colors: { ...BUILT_IN_BRAND_COLORS.default },
};

export interface LoadedThemeConfig {
  config: ThemeConfig;
  /** The theme whose file was used: the one asked for, or a parent or the default it fell back to. */
  source: string;
  /** Why the files before `source` were not used. */
  problems: { name: string; reason: string }[];
}

export interface ThemeConfigLoaderOptions {
  fetch?: typeof fetch;
  /** Where the theme folders are served; the shell serves them at /themes. */
  baseUrl?: string;
  registry?: ThemeLayoutRegistry;
}

/** The folder a theme's file lives in: a dark variant shares its light theme's. */
export function themeConfigName(themeId: string): string {
  return themeId.endsWith(DARK_SUFFIX) ? themeId.slice(0, -DARK_SUFFIX.length) : themeId;
}

export interface ThemeConfigLoader {
  /** The config of one theme, falling back to its parent and then the default when missing or invalid. */
  load: (themeId: string) => Promise<LoadedThemeConfig>;
  /** Loads a theme's file and its parents' in turn, so the layout registry knows the whole `extends` chain. */
  loadLineage: (themeId: string) => Promise<LoadedThemeConfig[]>;
}

export function createThemeConfigLoader({ fetch: fetchFn = globalThis.fetch?.bind(globalThis), baseUrl = '/themes', registry = themeLayoutRegistry }: ThemeConfigLoaderOptions = {}): ThemeConfigLoader {
  const files = new Map<string, Promise<ThemeConfigValidation>>();

  /** One request per theme name and page. */
  function readFile(name: string): Promise<ThemeConfigValidation> {
    let pending = files.get(name);
    if (!pending) {
      pending = (async (): Promise<ThemeConfigValidation> => {
        try {
          if (!fetchFn) return { success: false, reason: 'nothing to fetch with' };
          // The schema and its library load beside the file, only when a file is read.
          const schema = import('./theme-config-schema');
          // Handled below once the file is in; this keeps a failed load from being reported twice.
          schema.catch(() => undefined);
          const response = await fetchFn(`${baseUrl}/${encodeURIComponent(name)}/theme.json`, { headers: { accept: 'application/json' } });
          if (!response.ok) return { success: false, reason: `the file answered ${response.status}` };
          const body: unknown = await response.json();
          const validation = (await schema).validateThemeConfig(body, name);
          if (validation.success && validation.config.extends) registry.setParent(name, validation.config.extends);
          return validation;
        } catch (error) {
          if (error instanceof ThemeExtendsCycleError) return { success: false, reason: error.message };
          return { success: false, reason: error instanceof SyntaxError ? 'the file is not JSON' : 'the file could not be fetched' };
        }
      })();
      files.set(name, pending);
    }
    return pending;
  }

  async function load(themeId: string): Promise<LoadedThemeConfig> {
    const problems: LoadedThemeConfig['problems'] = [];
    // The theme itself, then what the registry knows of its parents, then the default theme.
    for (const name of registry.lineage(themeConfigName(themeId))) {
      const file = await readFile(name);
      if (file.success) return { config: file.config, source: name, problems };
      problems.push({ name, reason: file.reason });
    }
    return { config: FALLBACK_THEME_CONFIG, source: DEFAULT_THEME_ID, problems };
  }

  async function loadLineage(themeId: string): Promise<LoadedThemeConfig[]> {
    const loaded: LoadedThemeConfig[] = [];
    const seen = new Set<string>();
    let name: string | null = themeConfigName(themeId);
    while (name !== null && !seen.has(name)) {
      seen.add(name);
      const result = await load(name);
      loaded.push(result);
      // Without its own file a theme's chain is its fallback's, which `load` has already read.
      if (result.source !== name) break;
      name = result.config.extends ?? null;
    }
    return loaded;
  }

  return { load, loadLineage };
}

const pageConfigLoader = createThemeConfigLoader();

/** Spec 000 §7: the per-theme config file, read by theme name. */
export const loadThemeConfig = pageConfigLoader.load;
export const loadThemeConfigLineage = pageConfigLoader.loadLineage;
