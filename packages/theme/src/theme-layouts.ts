import { DEFAULT_THEME_ID } from './built-in-themes';
import { DARK_SUFFIX } from './theme-ids';

/** Spec 000 §2 "Theme-system layouts": what a theme may provide. */
export const THEME_COMPONENT_NAMES = ['defaultLayout', 'homePage', 'portalLayout', 'productPage', 'simplePage', 'fullPageFooter', 'fullPageMenu'] as const;
export type ThemeComponentName = (typeof THEME_COMPONENT_NAMES)[number];

/**
 * A React component, described without React's types: this package has no React dependency
 * (the UI package depends on it, not the other way round). A component function or class fits.
 */
// The props are the renderer's business; `never` accepts every component without `any`.
export type ThemeComponent = ((props: never) => unknown) | (abstract new (props: never) => unknown);
/** Loaded on first use, as `React.lazy` expects. */
export type ThemeComponentLoader = () => Promise<{ default: ThemeComponent }>;
export type ThemeLayoutComponents = Partial<Record<ThemeComponentName, ThemeComponentLoader>>;

export class ThemeExtendsCycleError extends Error {
  constructor(readonly themeId: string, readonly parentId: string) {
    super(`Theme ${themeId} cannot extend ${parentId}: ${parentId} already extends ${themeId}`);
    this.name = 'ThemeExtendsCycleError';
  }
}

export interface ThemeLayoutRegistry {
  register: (themeId: string, components: ThemeLayoutComponents, options?: { extends?: string | null }) => void;
  setParent: (themeId: string, parentId: string | null) => void;
  parentOf: (themeId: string) => string | null;
  /** The theme, its parents in order, and the default theme at the end. */
  lineage: (themeId: string) => string[];
  resolve: (themeId: string, name: ThemeComponentName) => ThemeComponentLoader | undefined;
  /** Told whenever a theme registers components or changes parent, so rendered layouts follow. */
  subscribe: (listener: () => void) => () => void;
  /** Grows with every change: a snapshot value for `useSyncExternalStore`. */
  version: () => number;
}

/**
 * Which theme provides which layout, and which theme extends which. A theme lacking a component
 * falls back to its parent, then the parent's parent, and finally to the default theme; a dark
 * variant (`x-dark`) uses the layouts of `x` unless it names a parent of its own.
 */
export function createThemeLayoutRegistry(defaultThemeId: string = DEFAULT_THEME_ID): ThemeLayoutRegistry {
  const components = new Map<string, ThemeLayoutComponents>();
  const parents = new Map<string, string | null>();
  const listeners = new Set<() => void>();
  let version = 0;

  function changed(): void {
    version += 1;
    for (const listener of listeners) listener();
  }

  function parentOf(themeId: string): string | null {
    if (parents.has(themeId)) return parents.get(themeId) ?? null;
    return themeId.endsWith(DARK_SUFFIX) ? themeId.slice(0, -DARK_SUFFIX.length) : null;
  }

  function setParent(themeId: string, parentId: string | null): void {
    if (parentId !== null) {
      // Refused when the parent's own chain already passes through this theme.
      let current: string | null = parentId;
      const seen = new Set<string>();
      while (current !== null && !seen.has(current)) {
        if (current === themeId) throw new ThemeExtendsCycleError(themeId, parentId);
        seen.add(current);
        current = parentOf(current);
      }
    }
    if (parents.has(themeId) && parents.get(themeId) === parentId) return;
    parents.set(themeId, parentId);
    changed();
  }

  function lineage(themeId: string): string[] {
    const chain: string[] = [];
    let current: string | null = themeId;
    while (current !== null && !chain.includes(current)) {
      chain.push(current);
      current = parentOf(current);
    }
    if (!chain.includes(defaultThemeId)) chain.push(defaultThemeId);
    return chain;
  }

  return {
    register: (themeId, provided, options) => {
      if (options && 'extends' in options) setParent(themeId, options.extends ?? null);
      components.set(themeId, { ...components.get(themeId), ...provided });
      changed();
    },
    setParent,
    parentOf,
    lineage,
    resolve: (themeId, name) => {
      for (const id of lineage(themeId)) {
        const loader = components.get(id)?.[name];
        if (loader) return loader;
      }
      return undefined;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

const pageRegistry = createThemeLayoutRegistry();

/** Registers the layouts a theme provides (the shell registers the built-in ones at start-up). */
export const registerThemeComponents = pageRegistry.register;
export const setThemeParent = pageRegistry.setParent;
export const themeLineage = pageRegistry.lineage;
/** The loader of `name` for `themeId`, found through `extends` and ending at the default theme. */
export const resolveThemeComponent = pageRegistry.resolve;
export const subscribeToThemeLayouts = pageRegistry.subscribe;
export const themeLayoutsVersion = pageRegistry.version;
export { pageRegistry as themeLayoutRegistry };
