import { mergeBrandColors, type BrandColors } from './brand-colors';
import { BUILT_IN_THEME_IDS, BUILT_IN_THEMES, DEFAULT_THEME_ID, STARTUP_THEME_ID, builtInTheme } from './built-in-themes';
import { applyCssVariables, themeCssVariables } from './css-variables';
import { loadThemeColours, loadThemeDerivation, type ThemeColours, type ThemeDerivation } from './load-theme-derivation';
import { THEME_MESSAGES } from './theme-messages';
import { DARK_SUFFIX, darkVariantId } from './theme-ids';
import { isRecord, normalizeMetadata, type ThemeRow } from './theme-rows';
import type { ThemeDefinition } from './theme-schema';
import { CACHED_THEMES_KEY, THEME_DARK_KEY, THEME_ID_KEY, browserStorage, readItem, writeItem, type KeyValueStorage } from './theme-storage';

/** Marks a theme that came from an imported file rather than the database. */
export const IMPORTED_TAG = 'imported';

export interface ThemeState {
  /** Every theme that can be selected: built-in, custom and their dark variants. */
  themes: readonly ThemeDefinition[];
  /** The theme chosen on this browser (cms-theme-id); fikr-space until someone chooses. */
  themeId: string;
  isDark: boolean;
  /** What is on screen: the chosen or organization theme, its variant, and any brand colours. */
  activeTheme: ThemeDefinition;
  /** The signed-in organization's theme, which wins over the browser's choice while it lasts. */
  organizationThemeId: string | null;
  brandColors: BrandColors | null;
  portalOverride: BrandColors | null;
  isLoading: boolean;
  error: string | null;
}

export interface OrganizationBranding {
  themeId?: string | null;
  /** A brand kit's `colors`: primary, secondary and accent hex values are used. */
  brandKitColors?: unknown;
}

export type ThemeRowsLoader = () => Promise<readonly ThemeRow[]>;

export interface ThemeManagerOptions {
  storage?: KeyValueStorage;
  /** The element the variables and the `dark` class go on. */
  root?: () => HTMLElement | undefined;
  /** Told about every theme put on screen (the app store mirrors its light or dark). */
  onApply?: (theme: ThemeDefinition) => void;
  /** The validation and colour maths, when already loaded; by default they load when first needed. */
  derivation?: ThemeDerivation;
  /** The colour maths and the checks, for themes from outside the code. */
  loadDerivation?: () => Promise<ThemeDerivation>;
  /** The colour maths alone, for brand colours over a theme the code holds. */
  loadColours?: () => Promise<ThemeColours>;
}

export interface ThemeManager {
  getState: () => ThemeState;
  subscribe: (listener: () => void) => () => void;
  loadThemes: (loader: ThemeRowsLoader) => Promise<void>;
  selectTheme: (id: string) => boolean;
  setDarkMode: (isDark: boolean) => boolean;
  importTheme: (input: unknown) => Promise<ThemeDefinition>;
  exportTheme: (id: string) => string;
  applyOrganizationBranding: (branding: OrganizationBranding) => boolean;
  resetOrganizationBranding: () => boolean;
  setPortalThemeOverride: (colors: BrandColors | null) => boolean;
}

function defaultRoot(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement;
}

/** Custom light themes without a dark row get a derived one, so dark mode works for every theme. */
function withDarkVariants(customs: readonly ThemeDefinition[], darkVariants: ReadonlyMap<string, string>, colours: ThemeColours | null): ThemeDefinition[] {
  const ids = new Set(customs.map((theme) => theme.id));
  const lights = customs.filter((theme) => !theme.metadata.isDark && !darkVariants.has(theme.id) && !ids.has(darkVariantId(theme.id)));
  // Custom themes only ever arrive through the derivation, so it is there whenever one needs a variant.
  const derived = colours ? lights.map(colours.deriveDarkVariant) : [];
  return [...customs, ...derived];
}

/** The custom themes worth keeping for the next start: those not derived here. */
function cacheableThemes(themes: readonly ThemeDefinition[], derivedIds: ReadonlySet<string>): ThemeDefinition[] {
  return themes.filter((theme) => !BUILT_IN_THEME_IDS.has(theme.id) && !derivedIds.has(theme.id));
}

/** The cached custom themes as stored, not yet checked. */
function readCachedItems(storage: KeyValueStorage | undefined): unknown[] {
  const raw = readItem(storage, CACHED_THEMES_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** A stored list is checked like any theme from outside the code: it may be old, or edited by hand. */
function checkCachedThemes(items: readonly unknown[], derivation: ThemeDerivation): ThemeDefinition[] {
  return items.flatMap((item) => {
    const result = derivation.validateThemeDefinition(item);
    return result.success && !BUILT_IN_THEME_IDS.has(result.theme.id) ? [derivation.withRoles(result.theme)] : [];
  });
}

type BrandLayer = 'brandColors' | 'portalOverride';

function isCustomRow(row: unknown): boolean {
  return isRecord(row) && typeof row.id === 'string' && !BUILT_IN_THEME_IDS.has(row.id);
}

/**
 * The theme manager of spec 000 §4. One instance per page (see `themeManager`): the package is a
 * federation singleton, so the shell and every remote read and change the same state.
 */
export function createThemeManager({
  storage = browserStorage(),
  root = defaultRoot,
  onApply,
  derivation: preloaded,
  loadDerivation = loadThemeDerivation,
  loadColours = loadThemeColours,
}: ThemeManagerOptions = {}): ThemeManager {
  const listeners = new Set<() => void>();
  /** Dark rows that name their light theme (base_theme_id), by light id. */
  let darkVariants = new Map<string, string>();
  /** Ids of dark variants derived here, which are never cached. */
  let derivedIds = new Set<string>();
  /**
   * Validation and colour maths, once loaded. Built-in themes need neither, so a page that shows
   * one never loads them; cached custom themes wait for both, brand colours for the colour maths
   * alone (`colours`, which the derivation also holds).
   */
  let derivation: ThemeDerivation | null = preloaded ?? null;
  let derivationRequest: Promise<ThemeDerivation> | null = null;
  let colours: ThemeColours | null = preloaded ?? null;
  let coloursRequest: Promise<ThemeColours> | null = null;
  /** Cached custom themes not checked yet. */
  let uncheckedCache = readCachedItems(storage);
  /** Brand colours given before the colour maths had loaded, by layer: the latest of each counts. */
  const pendingColors = new Map<BrandLayer, unknown>();
  /** Whether a theme was chosen on this page, so the stored choice no longer applies. */
  let chosenHere = false;

  const storedId = readItem(storage, THEME_ID_KEY);
  const storedDark = readItem(storage, THEME_DARK_KEY);
  let state: ThemeState = {
    themes: BUILT_IN_THEMES,
    themeId: storedId && BUILT_IN_THEME_IDS.has(storedId) ? storedId : STARTUP_THEME_ID,
    // The shell starts dark (spec 000 §4) unless this browser last showed light.
    isDark: storedDark !== 'light',
    activeTheme: builtInTheme(STARTUP_THEME_ID)!,
    organizationThemeId: null,
    brandColors: null,
    portalOverride: null,
    isLoading: false,
    error: null,
  };
  if (derivation) takeCachedThemes(derivation);
  else if (uncheckedCache.length > 0) checkLater();
  state = { ...state, activeTheme: computeActiveTheme(state) };

  function registerCustoms(customs: readonly ThemeDefinition[], rowsDarkVariants: ReadonlyMap<string, string> = new Map()): ThemeDefinition[] {
    darkVariants = new Map(rowsDarkVariants);
    for (const theme of customs) if (theme.metadata.isDark && theme.id.endsWith(DARK_SUFFIX)) darkVariants.set(theme.id.slice(0, -DARK_SUFFIX.length), theme.id);
    const all = withDarkVariants(customs, darkVariants, colours);
    derivedIds = new Set(all.slice(customs.length).map((theme) => theme.id));
    return all;
  }

  /** The cached custom themes, once they can be checked; the stored choice applies if it is one. */
  function takeCachedThemes(loaded: ThemeDerivation): void {
    const cached = checkCachedThemes(uncheckedCache, loaded);
    uncheckedCache = [];
    if (cached.length === 0) return;
    const themes = [...BUILT_IN_THEMES, ...registerCustoms(cached)];
    const storedCustom = !chosenHere && storedId && themes.some((theme) => theme.id === storedId) ? storedId : null;
    state = { ...state, themes, themeId: storedCustom ?? state.themeId };
  }

  /** The colour maths are in: brand colours that waited for them are read, and the theme applies. */
  function takeColours(loaded: ThemeColours): void {
    colours ??= loaded;
    const patch: Partial<ThemeState> = {};
    for (const [layer, input] of pendingColors) patch[layer] = loaded.parseBrandColors(input);
    pendingColors.clear();
    setState(patch);
  }

  /** The derivation, loading it the first time; once in, what waited for it applies. */
  function requireDerivation(): Promise<ThemeDerivation> {
    if (derivation) return Promise.resolve(derivation);
    derivationRequest ??= loadDerivation().then(
      (loaded) => {
        derivation = loaded;
        takeColours(loaded);
        takeCachedThemes(loaded);
        apply();
        return loaded;
      },
      (error: unknown) => {
        derivationRequest = null;
        throw error;
      },
    );
    return derivationRequest;
  }

  /** The colour maths alone, loading them the first time; once in, what waited for them applies. */
  function requireColours(): Promise<ThemeColours> {
    if (colours) return Promise.resolve(colours);
    coloursRequest ??= loadColours().then(
      (loaded) => {
        takeColours(loaded);
        apply();
        return loaded;
      },
      (error: unknown) => {
        coloursRequest = null;
        throw error;
      },
    );
    return coloursRequest;
  }

  /** Loads the checks for the cached themes; without them the theme on screen stays as it is. */
  function checkLater(): void {
    requireDerivation().catch(() => setState({ error: THEME_MESSAGES.applyFailed }));
  }

  /** Loads the colour maths for what is waiting; without them the theme on screen stays as it is. */
  function deriveLater(): void {
    requireColours().catch(() => setState({ error: THEME_MESSAGES.applyFailed }));
  }

  /** `make` with the colour maths, or `meanwhile` until they have loaded and the theme applies again. */
  function derived(make: (loaded: ThemeColours) => ThemeDefinition, meanwhile: ThemeDefinition): ThemeDefinition {
    if (colours) return make(colours);
    deriveLater();
    return meanwhile;
  }

  function setState(patch: Partial<ThemeState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function find(id: string | null | undefined, themes: readonly ThemeDefinition[] = state.themes): ThemeDefinition | undefined {
    return id ? themes.find((theme) => theme.id === id) : undefined;
  }

  function darkPartnerId(lightId: string): string {
    return darkVariants.get(lightId) ?? darkVariantId(lightId);
  }

  /** The light theme a dark one belongs to, if there is one. */
  function lightPartner(dark: ThemeDefinition, themes: readonly ThemeDefinition[]): ThemeDefinition | undefined {
    for (const [lightId, darkId] of darkVariants) if (darkId === dark.id) return find(lightId, themes);
    return dark.id.endsWith(DARK_SUFFIX) ? find(dark.id.slice(0, -DARK_SUFFIX.length), themes) : undefined;
  }

  function baseTheme(current: ThemeState): ThemeDefinition {
    return find(current.organizationThemeId, current.themes) ?? find(current.themeId, current.themes) ?? builtInTheme(STARTUP_THEME_ID) ?? builtInTheme(DEFAULT_THEME_ID)!;
  }

  /**
   * The chosen (or organization) theme in the current mode, with the portal's and the brand kit's
   * colours over it. Brand colours go over the light theme and the dark variant is derived after,
   * so it meets the same contrast rules. A theme that exists only dark stays dark.
   */
  function computeActiveTheme(current: ThemeState): ThemeDefinition {
    const base = baseTheme(current);
    const overlay = mergeBrandColors(current.portalOverride, current.brandColors);
    const light = base.metadata.isDark ? lightPartner(base, current.themes) : base;
    if (!light) return overlay ? derived((loaded) => loaded.overlayBrandColors(base, overlay), base) : base;
    const variant = current.isDark ? find(darkPartnerId(light.id), current.themes) : light;
    if (!overlay) return variant ?? derived((loaded) => loaded.deriveDarkVariant(light), light);
    return derived((loaded) => {
      const branded = loaded.overlayBrandColors(light, overlay);
      return current.isDark ? loaded.deriveDarkVariant(branded) : branded;
    }, variant ?? light);
  }

  /** The id the page is marked with: the light theme's, as the `dark` class tells the variant. */
  function markerId(theme: ThemeDefinition): string {
    if (!theme.metadata.isDark) return theme.id;
    return lightPartner(theme, state.themes)?.id ?? theme.id;
  }

  function apply(): boolean {
    try {
      const theme = computeActiveTheme(state);
      const element = root();
      if (element) {
        applyCssVariables(element, themeCssVariables(theme));
        element.classList.toggle('dark', theme.metadata.isDark);
        element.dataset.theme = markerId(theme);
        element.style.colorScheme = theme.metadata.isDark ? 'dark' : 'light';
      }
      setState({ activeTheme: theme });
      onApply?.(theme);
      return true;
    } catch {
      setState({ error: THEME_MESSAGES.applyFailed });
      return false;
    }
  }

  function writeCache(): void {
    const themes = cacheableThemes(state.themes, derivedIds);
    writeItem(storage, CACHED_THEMES_KEY, themes.length > 0 ? JSON.stringify(themes) : null);
  }

  async function loadThemes(loader: ThemeRowsLoader): Promise<void> {
    setState({ isLoading: true });
    try {
      const rows = await loader();
      if (!Array.isArray(rows)) throw new TypeError('The theme loader returned no list');
      // Rows of built-in themes only (they exist for the foreign keys) need no checking.
      const fromRows = rows.some(isCustomRow) ? (await requireDerivation()).customThemesFromRows(rows) : { themes: [], darkVariants: new Map<string, string>() };
      const fromDatabase = new Set(fromRows.themes.map((theme) => theme.id));
      // Imported themes live only in this browser; the database's list never contains them.
      const imported = state.themes.filter((theme) => theme.metadata.tags.includes(IMPORTED_TAG) && !derivedIds.has(theme.id) && !fromDatabase.has(theme.id));
      const customs = registerCustoms([...fromRows.themes, ...imported], fromRows.darkVariants);
      setState({ themes: [...BUILT_IN_THEMES, ...customs], isLoading: false, error: null });
      writeCache();
    } catch {
      // Spec 000 §4: without the list only the default themes remain. Built-in themes are code,
      // so all of them stay; the custom ones go until a later load succeeds.
      registerCustoms([]);
      setState({ themes: BUILT_IN_THEMES, isLoading: false, error: THEME_MESSAGES.loadFailed });
    }
    if (!find(state.themeId)) setState({ themeId: STARTUP_THEME_ID });
    apply();
  }

  function selectTheme(id: string): boolean {
    const theme = find(id);
    if (!theme) {
      setState({ error: THEME_MESSAGES.notFound(id) });
      return false;
    }
    // A dark variant is chosen through its light theme; the mode decides which one shows.
    const chosen = theme.metadata.isDark ? (lightPartner(theme, state.themes) ?? theme) : theme;
    chosenHere = true;
    writeItem(storage, THEME_ID_KEY, chosen.id);
    setState({ themeId: chosen.id, error: null });
    return apply();
  }

  function setDarkMode(isDark: boolean): boolean {
    writeItem(storage, THEME_DARK_KEY, isDark ? 'dark' : 'light');
    if (state.isDark !== isDark) setState({ isDark });
    return apply();
  }

  async function importTheme(input: unknown): Promise<ThemeDefinition> {
    const fail = (reason: string): never => {
      const message = THEME_MESSAGES.importFailed(reason);
      setState({ error: message });
      throw new Error(message);
    };
    let data = input;
    if (typeof input === 'string') {
      try {
        data = JSON.parse(input);
      } catch {
        fail(THEME_MESSAGES.invalidStructure);
      }
    }
    // Spec 000 §5: id, name and tokens are what make a theme.
    if (!isRecord(data) || typeof data.id !== 'string' || typeof data.name !== 'string' || !isRecord(data.tokens)) return fail(THEME_MESSAGES.invalidStructure);
    if (BUILT_IN_THEME_IDS.has(data.id)) return fail(`${data.id} is a built-in theme`);
    const isDark = isRecord(data.metadata) && data.metadata.isDark === true;
    const checker = await requireDerivation().catch(() => fail('the theme checker could not be loaded, try again'));
    const result = checker.validateThemeDefinition({
      description: '',
      components: {},
      utilities: {},
      ...data,
      metadata: normalizeMetadata(data.metadata, { isDark, extraTags: [IMPORTED_TAG] }),
    });
    if (!result.success) return fail(result.reason);
    const theme = checker.withRoles(result.theme);
    const others = state.themes.filter((existing) => !BUILT_IN_THEME_IDS.has(existing.id) && !derivedIds.has(existing.id) && existing.id !== theme.id);
    const customs = registerCustoms([...others, theme], darkVariants);
    setState({ themes: [...BUILT_IN_THEMES, ...customs], error: null });
    writeCache();
    return theme;
  }

  function exportTheme(id: string): string {
    const theme = find(id);
    if (!theme) throw new Error(THEME_MESSAGES.notFound(id));
    return JSON.stringify(theme, null, 2);
  }

  /** Brand colours go on screen once they are read, which needs the colour maths. */
  function setBrandLayer(layer: BrandLayer, input: unknown): void {
    pendingColors.delete(layer);
    if (input === null || input === undefined) setState({ [layer]: null });
    else if (colours) setState({ [layer]: colours.parseBrandColors(input) });
    else {
      pendingColors.set(layer, input);
      deriveLater();
    }
  }

  function applyOrganizationBranding({ themeId, brandKitColors }: OrganizationBranding): boolean {
    // An id the list does not hold yet is kept: it applies as soon as the custom themes arrive.
    setState({ organizationThemeId: themeId ?? null });
    setBrandLayer('brandColors', brandKitColors);
    return apply();
  }

  function resetOrganizationBranding(): boolean {
    if (state.organizationThemeId === null && state.brandColors === null && !pendingColors.has('brandColors')) return true;
    pendingColors.delete('brandColors');
    setState({ organizationThemeId: null, brandColors: null });
    return apply();
  }

  function setPortalThemeOverride(colors: BrandColors | null): boolean {
    setBrandLayer('portalOverride', colors);
    return apply();
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadThemes,
    selectTheme,
    setDarkMode,
    importTheme,
    exportTheme,
    applyOrganizationBranding,
    resetOrganizationBranding,
    setPortalThemeOverride,
  };
}
