import type * as colours from './theme-colours';
import type * as derivation from './theme-derivation';

/** Brand colours and dark variants. */
export type ThemeColours = typeof colours;
/** The colour maths and the theme checks. */
export type ThemeDerivation = typeof derivation;

/** `load` once; a failed load is tried again on the next call. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The colour maths module, loaded once. */
export const loadThemeColours: () => Promise<ThemeColours> = loadOnce(() => import('./theme-colours'));

/** The theme derivation module (the colour maths and the checks), loaded once. */
export const loadThemeDerivation: () => Promise<ThemeDerivation> = loadOnce(() => import('./theme-derivation'));
