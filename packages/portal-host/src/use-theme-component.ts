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
  /**
   * Settles when the module has arrived or failed, and then carries React's thenable status, so
   * `use()` reads it without suspending.
   */
  promise: Promise<void>;
  component?: ComponentType<never>;
  failed?: boolean;
}

/** React's thenable protocol: a promise it finds fulfilled is read at once, without suspending. */
function markFulfilled(promise: Promise<void>): void {
  Object.assign(promise, { status: 'fulfilled', value: undefined });
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
          markFulfilled(record.promise);
        },
        () => {
          record.failed = true;
          markFulfilled(record.promise);
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
  // Called on every render, never only while the module is missing: React replays a component
  // whose promise settled during the render, and the replay must make the same calls, or the next
  // hook of the component ("Update hook called on initial render") throws.
  use(entry.promise);
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
