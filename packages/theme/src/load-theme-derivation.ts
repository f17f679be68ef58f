import type * as derivation from './theme-derivation';

export type ThemeDerivation = typeof derivation;

let loading: Promise<ThemeDerivation> | undefined;

/** The theme derivation module, loaded once; a failed load is tried again on the next call. */
export function loadThemeDerivation(): Promise<ThemeDerivation> {
  loading ??= import('./theme-derivation').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
