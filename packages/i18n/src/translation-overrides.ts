import type { i18n as I18n } from 'i18next';
import { i18n as pageInstance } from './instance';
import { isSafeKeyPath } from './translation-key-paths';

/** One approved custom translation (spec 000 §3 Translation value) as i18next addresses it. */
export interface TranslationOverride {
  namespace: string;
  /** The key with i18next's separator, `auth.signIn`. */
  keyPath: string;
  value: string;
}

type Bundles = Map<string, Record<string, unknown>>;

interface OverrideState {
  /** Language -> namespace -> nested keys. */
  byLanguage: Map<string, Bundles>;
  applying: boolean;
}

const states = new WeakMap<I18n, OverrideState>();

function stateOf(instance: I18n): OverrideState {
  let state = states.get(instance);
  if (!state) {
    const created: OverrideState = { byLanguage: new Map(), applying: false };
    // A file read after the overrides were set would replace them; they are laid over it again.
    const listen = () =>
      instance.store.on('added', (language: string, namespace: string) => {
        if (!created.applying) layOver(instance, created, language, namespace);
      });
    if (instance.isInitialized) listen();
    else instance.on('initialized', listen);
    states.set(instance, created);
    state = created;
  }
  return state;
}

/** Sets a key path's value, walking and creating only the bundle's own plain objects. */
function setNested(target: Record<string, unknown>, keyPath: string, value: string): void {
  const parts = keyPath.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (!next || typeof next !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

/**
 * The first value given for a key wins, so rows read newest first keep the newest. A namespace or
 * key path that is not plain data (an empty segment, an inherited property's name) is left out:
 * it addresses no text, and laying it in would write into objects the whole page shares.
 */
export function toResourceBundles(overrides: readonly TranslationOverride[]): Bundles {
  const bundles: Bundles = new Map();
  const seen = new Set<string>();
  for (const { namespace, keyPath, value } of overrides) {
    if (!isSafeKeyPath(namespace) || !isSafeKeyPath(keyPath) || typeof value !== 'string') continue;
    const id = `${namespace}\u0000${keyPath}`;
    if (seen.has(id)) continue;
    seen.add(id);
    let bundle = bundles.get(namespace);
    if (!bundle) bundles.set(namespace, (bundle = {}));
    setNested(bundle, keyPath, value);
  }
  return bundles;
}

function layOver(instance: I18n, state: OverrideState, language: string, namespace: string): void {
  const bundle = state.byLanguage.get(language)?.get(namespace);
  // A namespace whose file was not read yet is left alone: a bundle added now would make i18next
  // think the file was read, and it never would be. The 'added' event lays the values over it.
  if (!bundle || !instance.hasResourceBundle(language, namespace)) return;
  state.applying = true;
  try {
    instance.addResourceBundle(language, namespace, bundle, true, true);
  } finally {
    state.applying = false;
  }
}

/**
 * Lays an organization's approved custom translations for one language over the files' texts
 * (deep merge, the custom value winning), now for the namespaces already read and later for the
 * others as they arrive. Replaces what was set for that language before.
 */
export function setTranslationOverrides(language: string, overrides: readonly TranslationOverride[], instance: I18n = pageInstance): void {
  const state = stateOf(instance);
  const bundles = toResourceBundles(overrides);
  const previous = state.byLanguage.get(language);
  state.byLanguage.set(language, bundles);
  for (const namespace of bundles.keys()) layOver(instance, state, language, namespace);
  // Keys set before and not any more go back to the file's text; reading a file again lays the
  // new values over it.
  const reread = [...(previous?.keys() ?? [])].filter((namespace) => instance.hasResourceBundle(language, namespace));
  if (reread.length) void instance.reloadResources([language], reread);
}

/**
 * Removes every custom translation (signing out, switching organization): the namespaces they
 * touched are read again from their files.
 */
export async function clearTranslationOverrides(instance: I18n = pageInstance): Promise<void> {
  const state = states.get(instance);
  if (!state || state.byLanguage.size === 0) return;
  const touched = [...state.byLanguage].map(([language, bundles]) => [language, [...bundles.keys()]] as const);
  state.byLanguage.clear();
  for (const [language, namespaces] of touched) {
    const loaded = namespaces.filter((namespace) => instance.hasResourceBundle(language, namespace));
    if (loaded.length) await instance.reloadResources([language], loaded);
  }
}
