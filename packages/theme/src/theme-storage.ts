/** Spec 000 §4: where the theme manager keeps its choices in the browser. */
export const THEME_ID_KEY = 'cms-theme-id';
/** The dark flag the manager last applied, `dark` or `light`. */
export const THEME_DARK_KEY = 'cms-theme-mode';
/** Custom themes (from the database or imported) so they apply before the list has loaded. */
export const CACHED_THEMES_KEY = 'cms-cached-themes';
/** Spec 000 §4: the mode the person chose, light, dark or system. */
export const THEME_MODE_KEY = 'user-theme';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's local storage, or nothing where it is unavailable (private modes, sandboxed frames). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A full or refused storage costs persistence, never the theme on screen. */
export function writeItem(storage: KeyValueStorage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Nothing to do: the choice still applies to this page.
  }
}
