import {
  THEME_COMPONENT_NAMES,
  getThemeState,
  resolveThemeComponent,
  subscribeToTheme,
  subscribeToThemeLayouts,
  type ThemeComponentLoader,
  type ThemeComponentName,
} from '@fikrspace/theme';
import { use, useCallback, useSyncExternalStore, type ComponentType } from 'react';

interface LoadedComponent {
  promise: Promise<void>;
  component?: ComponentType<never>;
  failed?: boolean;
}

/** Each theme module is requested once per page; later renders read the result synchronously. */
const loadedComponents = new WeakMap<ThemeComponentLoader, LoadedComponent>();

function loadComponent(loader: ThemeComponentLoader): LoadedComponent {
  let entry = loadedComponents.get(loader);
  if (!entry) {
    const record: LoadedComponent = {
      promise: loader().then(
        (module) => {
          record.component = module.default as ComponentType<never>;
        },
        () => {
          record.failed = true;
        },
      ),
    };
    entry = record;
    loadedComponents.set(loader, entry);
  }
  return entry;
}

function subscribeToLayouts(listener: () => void): () => void {
  const stopTheme = subscribeToTheme(listener);
  const stopLayouts = subscribeToThemeLayouts(listener);
  return () => {
    stopTheme();
    stopLayouts();
  };
}

/**
 * The component the active theme provides for `name` (spec 000 §2 "Theme-system layouts"), found
 * through the theme's `extends` chain and loaded lazily: the first render of a theme's component
 * suspends until its module arrives. When no theme provides it (a remote running on its own, where
 * the shell has registered nothing) or its module cannot be loaded, the shared UI component is used.
 * A theme change or a parent learned from a theme's config file re-renders with the new component.
 */
export function useThemeComponent<Props>(name: ThemeComponentName, fallback: ComponentType<Props>): ComponentType<Props> {
  const resolve = useCallback(() => resolveThemeComponent(getThemeState().activeTheme.id, name), [name]);
  const loader = useSyncExternalStore(subscribeToLayouts, resolve, resolve);
  if (!loader) return fallback;
  const entry = loadComponent(loader);
  if (!entry.component && !entry.failed) use(entry.promise);
  return (entry.component as ComponentType<Props> | undefined) ?? fallback;
}

/**
 * Starts loading every component the active theme provides, so the first page and its frame
 * render them at once instead of suspending on each in turn (and holding a fallback on screen
 * for React's reveal throttle). Called while a portal's loading screen holds.
 */
export function preloadThemeComponents(): Promise<void> {
  const themeId = getThemeState().activeTheme.id;
  const loaders = THEME_COMPONENT_NAMES.map((name) => resolveThemeComponent(themeId, name)).filter((loader): loader is ThemeComponentLoader => loader !== undefined);
  return Promise.all(loaders.map((loader) => loadComponent(loader).promise)).then(() => undefined);
}
