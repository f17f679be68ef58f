// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_THEMES, builtInTheme } from './built-in-themes';
import { deriveDarkVariant } from './dark-variant';
import * as colours from './theme-colours';
import * as derivation from './theme-derivation';
import { createThemeManager, IMPORTED_TAG, type ThemeRowsLoader } from './theme-manager';
import type { ThemeRow } from './theme-rows';
import type { ThemeDefinition } from './theme-schema';
import { CACHED_THEMES_KEY, THEME_DARK_KEY, THEME_ID_KEY } from './theme-storage';
import { memoryStorage } from './testing-storage';

/** A custom light theme, as an organization's administrators would store it. */
function customTheme(id = 'sand'): ThemeDefinition {
  const base = builtInTheme('minimal')!;
  return { ...base, id, name: 'Sand', description: 'Warm greys.', metadata: { ...base.metadata, isDefault: false, tags: ['custom'] } };
}

function rowOf(theme: ThemeDefinition, overrides: Partial<ThemeRow> = {}): ThemeRow {
  return {
    id: theme.id,
    name: theme.name,
    description: theme.description,
    base_theme_id: null,
    is_dark: theme.metadata.isDark,
    tokens: theme.tokens,
    components: theme.components,
    utilities: theme.utilities,
    metadata: theme.metadata,
    ...overrides,
  };
}

/** The eight rows of the seed: built-in ids with empty tokens. */
const SEEDED_ROWS: ThemeRow[] = BUILT_IN_THEMES.map((theme) => ({
  id: theme.id,
  name: theme.name,
  description: theme.description,
  base_theme_id: theme.metadata.isDark ? theme.id.replace(/-dark$/, '') : null,
  is_dark: theme.metadata.isDark,
  tokens: {},
  metadata: { builtIn: true },
}));

/** A manager with the validation and colour maths already loaded, as once a page has needed them. */
function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const root = document.createElement('html');
  const onApply = vi.fn();
  const manager = createThemeManager({ storage, root: () => root, onApply, derivation });
  return { manager, storage, root, onApply };
}

const loader = (rows: ThemeRow[]): ThemeRowsLoader => () => Promise.resolve(rows);

describe('theme manager (spec 000 §4)', () => {
  it('starts with the built-in themes and fikr-space, dark by default', () => {
    const { manager } = setup();
    const state = manager.getState();
    expect(state.themes.map((theme) => theme.id)).toEqual(BUILT_IN_THEMES.map((theme) => theme.id));
    expect(state.themeId).toBe('fikr-space');
    expect(state.isDark).toBe(true);
    expect(state.activeTheme.id).toBe('fikr-space-dark');
    expect(state.error).toBeNull();
  });

  it('keeps the theme id, the dark flag and the custom themes under the cms-* keys', async () => {
    const { manager, storage } = setup();
    expect([THEME_ID_KEY, THEME_DARK_KEY, CACHED_THEMES_KEY]).toEqual(['cms-theme-id', 'cms-theme-mode', 'cms-cached-themes']);
    await manager.loadThemes(loader([...SEEDED_ROWS, rowOf(customTheme())]));
    expect(manager.selectTheme('corporate')).toBe(true);
    manager.setDarkMode(false);
    expect(storage.data.get('cms-theme-id')).toBe('corporate');
    expect(storage.data.get('cms-theme-mode')).toBe('light');
    expect(JSON.parse(storage.data.get('cms-cached-themes')!).map((theme: ThemeDefinition) => theme.id)).toEqual(['sand']);
  });

  it('starts from what the storage holds, cached custom themes included', () => {
    const { manager } = setup({ 'cms-theme-id': 'sand', 'cms-theme-mode': 'light', 'cms-cached-themes': JSON.stringify([customTheme()]) });
    expect(manager.getState().themeId).toBe('sand');
    expect(manager.getState().activeTheme.id).toBe('sand');
  });

  it('ignores a stored id it does not know and a cache that is not a theme list', () => {
    const { manager } = setup({ 'cms-theme-id': 'gone', 'cms-cached-themes': '{"not": "a list"}' });
    expect(manager.getState().themeId).toBe('fikr-space');
  });

  it('loads custom themes, skipping rows whose tokens fail the schema', async () => {
    const { manager } = setup();
    const broken = rowOf(customTheme('broken'), { tokens: { colors: { primary: { '500': 'green' } } } });
    await manager.loadThemes(loader([...SEEDED_ROWS, rowOf(customTheme()), broken]));
    const ids = manager.getState().themes.map((theme) => theme.id);
    expect(ids).toContain('sand');
    expect(ids).toContain('sand-dark');
    expect(ids).not.toContain('broken');
    expect(manager.getState().error).toBeNull();
  });

  it('takes a built-in id from the code, whatever the row holds', async () => {
    const { manager } = setup();
    const tampered = rowOf({ ...customTheme('fikr-space'), name: 'Tampered' });
    await manager.loadThemes(loader([tampered, ...SEEDED_ROWS.slice(1)]));
    expect(manager.getState().themes.find((theme) => theme.id === 'fikr-space')).toBe(builtInTheme('fikr-space'));
    expect(manager.getState().themes.filter((theme) => theme.id === 'fikr-space')).toHaveLength(1);
  });

  it('pairs a custom dark row with its light theme through base_theme_id', async () => {
    const { manager } = setup();
    const night = { ...deriveDarkVariant(customTheme()), id: 'sand-night' };
    await manager.loadThemes(loader([rowOf(customTheme()), rowOf(night, { base_theme_id: 'sand', is_dark: true })]));
    expect(manager.selectTheme('sand')).toBe(true);
    expect(manager.getState().activeTheme.id).toBe('sand-night');
    expect(manager.getState().themes.map((theme) => theme.id)).not.toContain('sand-dark');
  });

  it("falls back to the code's themes with 'Failed to load themes' when the list cannot be read", async () => {
    const { manager } = setup({ 'cms-theme-id': 'sand', 'cms-cached-themes': JSON.stringify([customTheme()]) });
    await manager.loadThemes(() => Promise.reject(new Error('offline')));
    const state = manager.getState();
    expect(state.error).toBe('Failed to load themes');
    expect(state.themes.map((theme) => theme.id)).toEqual(BUILT_IN_THEMES.map((theme) => theme.id));
    expect(state.themeId).toBe('fikr-space');
    expect(state.activeTheme.id).toBe('fikr-space-dark');
    expect(state.isLoading).toBe(false);
  });

  it("answers an unknown id with 'Theme {id} not found' and keeps the theme on screen", () => {
    const { manager } = setup();
    expect(manager.selectTheme('sunset')).toBe(false);
    expect(manager.getState().error).toBe('Theme sunset not found');
    expect(manager.getState().activeTheme.id).toBe('fikr-space-dark');
  });

  it('selects a dark variant through its light theme, so the mode keeps deciding', () => {
    const { manager, storage } = setup();
    manager.setDarkMode(false);
    manager.selectTheme('corporate-dark');
    expect(storage.data.get('cms-theme-id')).toBe('corporate');
    expect(manager.getState().activeTheme.id).toBe('corporate');
  });

  it('puts the theme on the root element: variables, the dark class, its id and colour scheme', () => {
    const { manager, root, onApply } = setup();
    manager.selectTheme('minimal');
    expect(root.style.getPropertyValue('--fs-color-neutral-950')).toBe(builtInTheme('minimal')!.tokens.colors.neutral['950']);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset.theme).toBe('minimal');
    expect(root.style.colorScheme).toBe('dark');
    expect(onApply).toHaveBeenLastCalledWith(builtInTheme('minimal-dark'));
    manager.setDarkMode(false);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.getPropertyValue('--fs-bg-primary')).toBe('#ffffff');
  });

  it("reports 'Failed to apply theme' when the page refuses it, keeping the previous theme", () => {
    const storage = memoryStorage();
    const root = document.createElement('html');
    const manager = createThemeManager({ storage, root: () => root, derivation });
    manager.setDarkMode(true);
    root.style.setProperty = () => {
      throw new Error('refused');
    };
    expect(manager.selectTheme('corporate')).toBe(false);
    expect(manager.getState().error).toBe('Failed to apply theme');
    expect(manager.getState().activeTheme.id).toBe('fikr-space-dark');
  });

  it('notifies subscribers of every change', () => {
    const { manager } = setup();
    const listener = vi.fn();
    const stop = manager.subscribe(listener);
    manager.selectTheme('corporate');
    expect(listener).toHaveBeenCalled();
    stop();
    listener.mockClear();
    manager.selectTheme('minimal');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('importing a theme (spec 000 §5)', () => {
  it('adds a valid theme with a derived dark variant and keeps it across loads', async () => {
    const { manager, storage } = setup();
    const theme = await manager.importTheme(JSON.stringify({ id: 'dune', name: 'Dune', tokens: customTheme().tokens }));
    expect(theme).toMatchObject({ id: 'dune', name: 'Dune', description: '', components: {}, utilities: {} });
    expect(theme.metadata.tags).toContain(IMPORTED_TAG);
    expect(manager.getState().themes.map((item) => item.id)).toEqual(expect.arrayContaining(['dune', 'dune-dark']));
    expect(storage.data.get('cms-cached-themes')).toContain('"dune"');
    await manager.loadThemes(loader(SEEDED_ROWS));
    expect(manager.getState().themes.map((item) => item.id)).toEqual(expect.arrayContaining(['dune', 'dune-dark']));
  });

  it.each([
    ['text that is not JSON', '{ not json'],
    ['a list', '[]'],
    ['a theme without an id', { name: 'Dune', tokens: {} }],
    ['a theme without a name', { id: 'dune', tokens: {} }],
    ['a theme without tokens', { id: 'dune', name: 'Dune' }],
    ['tokens that are not an object', { id: 'dune', name: 'Dune', tokens: 'green' }],
  ])("refuses %s with 'Failed to import theme: Invalid theme structure'", async (_case, input) => {
    const { manager } = setup();
    await expect(manager.importTheme(input)).rejects.toThrow(new Error('Failed to import theme: Invalid theme structure'));
    expect(manager.getState().error).toBe('Failed to import theme: Invalid theme structure');
  });

  it('says why tokens that fail the schema were refused', async () => {
    const { manager } = setup();
    const tokens = { ...customTheme().tokens, breakpoints: { ...customTheme().tokens.breakpoints, md: '48rem' } };
    await expect(manager.importTheme({ id: 'dune', name: 'Dune', tokens })).rejects.toThrow('Failed to import theme: tokens.breakpoints.md must be a length in px');
  });

  it('refuses to replace a built-in theme', async () => {
    const { manager } = setup();
    await expect(manager.importTheme({ id: 'fikr-space', name: 'Mine', tokens: customTheme().tokens })).rejects.toThrow('Failed to import theme: fikr-space is a built-in theme');
  });

  it('exports a theme as the JSON it imports from', () => {
    const { manager } = setup();
    const exported = manager.exportTheme('corporate');
    expect(JSON.parse(exported)).toEqual(builtInTheme('corporate'));
    expect(() => manager.exportTheme('nope')).toThrow('Theme nope not found');
  });
});

describe('organization branding and portal colours', () => {
  it("shows the organization's theme and brand kit while signed in, and the chosen theme after", async () => {
    const { manager, storage } = setup();
    manager.setDarkMode(false);
    await manager.loadThemes(loader([...SEEDED_ROWS, rowOf(customTheme())]));
    manager.applyOrganizationBranding({ themeId: 'sand', brandKitColors: { primary: '#c2410c', logo: 'x.png' } });
    const branded = manager.getState().activeTheme;
    expect(branded.id).toBe('sand');
    expect(Object.values(branded.tokens.colors.primary)).toContain('#c2410c');
    expect(storage.data.get('cms-theme-id')).toBeUndefined();
    manager.resetOrganizationBranding();
    expect(manager.getState().activeTheme).toBe(builtInTheme('fikr-space'));
  });

  it('applies an organization theme that arrives with the list after sign-in', async () => {
    const { manager } = setup();
    manager.setDarkMode(false);
    manager.applyOrganizationBranding({ themeId: 'sand' });
    expect(manager.getState().activeTheme.id).toBe('fikr-space');
    await manager.loadThemes(loader([rowOf(customTheme())]));
    expect(manager.getState().activeTheme.id).toBe('sand');
  });

  it('derives the dark variant after the brand colours, so it still meets the contrast rules', () => {
    const { manager } = setup();
    manager.applyOrganizationBranding({ themeId: 'corporate', brandKitColors: { primary: '#7c3aed' } });
    const theme = manager.getState().activeTheme;
    expect(theme.id).toBe('corporate-dark');
    expect(Object.values(theme.tokens.colors.primary)).toContain('#7c3aed');
    expect(theme.tokens.colors.background.primary).toBe(builtInTheme('corporate-dark')!.tokens.colors.background.primary);
  });

  it('lays a portal override (the mentor blue) under the brand kit', () => {
    const { manager } = setup();
    manager.setDarkMode(false);
    manager.setPortalThemeOverride({ primary: '#1e40af' });
    expect(manager.getState().activeTheme.tokens.colors.primary['800']).toBe('#1e40af');
    manager.applyOrganizationBranding({ themeId: null, brandKitColors: { primary: '#c2410c' } });
    expect(Object.values(manager.getState().activeTheme.tokens.colors.primary)).toContain('#c2410c');
    manager.setPortalThemeOverride(null);
    manager.resetOrganizationBranding();
    expect(manager.getState().activeTheme).toBe(builtInTheme('fikr-space'));
  });
});

describe('the checks and colour maths load only when a theme needs them', () => {
  /** A manager that loads the derivation itself, with a count of the loads. */
  function lazySetup(initial: Record<string, string> = {}) {
    const storage = memoryStorage(initial);
    const root = document.createElement('html');
    const loadDerivation = vi.fn(() => Promise.resolve(derivation));
    const loadColours = vi.fn(() => Promise.resolve(colours));
    const manager = createThemeManager({ storage, root: () => root, loadDerivation, loadColours });
    const loaded = () => vi.waitFor(() => expect(loadDerivation).toHaveBeenCalled()).then(() => loadDerivation.mock.results[0]!.value);
    const coloursLoaded = () => vi.waitFor(() => expect(loadColours).toHaveBeenCalled()).then(() => loadColours.mock.results[0]!.value);
    return { manager, root, loadDerivation, loadColours, loaded, coloursLoaded };
  }

  it('never loads them for the built-in themes: choosing, switching the mode, a list of built-in rows', async () => {
    const { manager, root, loadDerivation, loadColours } = lazySetup();
    manager.selectTheme('corporate');
    manager.setDarkMode(false);
    await manager.loadThemes(loader(SEEDED_ROWS));
    expect(manager.getState().activeTheme).toBe(builtInTheme('corporate'));
    expect(root.dataset.theme).toBe('corporate');
    expect(loadDerivation).not.toHaveBeenCalled();
    expect(loadColours).not.toHaveBeenCalled();
  });

  it('checks cached custom themes once loaded, then shows the one this browser chose', async () => {
    const { manager, root, loaded } = lazySetup({ 'cms-theme-id': 'sand', 'cms-theme-mode': 'light', 'cms-cached-themes': JSON.stringify([customTheme()]) });
    expect(manager.getState().themeId).toBe('fikr-space');
    await loaded();
    await vi.waitFor(() => expect(manager.getState().activeTheme.id).toBe('sand'));
    expect(manager.getState().themes.map((theme) => theme.id)).toEqual(expect.arrayContaining(['sand', 'sand-dark']));
    expect(root.dataset.theme).toBe('sand');
  });

  it('keeps a theme chosen meanwhile over the cached choice', async () => {
    const { manager, loaded } = lazySetup({ 'cms-theme-id': 'sand', 'cms-cached-themes': JSON.stringify([customTheme()]) });
    manager.selectTheme('minimal');
    await loaded();
    await vi.waitFor(() => expect(manager.getState().themes.some((theme) => theme.id === 'sand')).toBe(true));
    expect(manager.getState().themeId).toBe('minimal');
  });

  it('puts brand colours given before the load on screen once the colour maths are in, the latest of each layer, without the checks', async () => {
    const { manager, coloursLoaded, loadDerivation } = lazySetup();
    manager.setDarkMode(false);
    manager.applyOrganizationBranding({ themeId: null, brandKitColors: { primary: '#0f766e' } });
    manager.applyOrganizationBranding({ themeId: null, brandKitColors: { primary: '#c2410c' } });
    manager.setPortalThemeOverride({ primary: '#1e40af' });
    manager.setPortalThemeOverride(null);
    expect(manager.getState().activeTheme).toBe(builtInTheme('fikr-space'));
    await coloursLoaded();
    await vi.waitFor(() => expect(Object.values(manager.getState().activeTheme.tokens.colors.primary)).toContain('#c2410c'));
    expect(manager.getState().portalOverride).toBeNull();
    expect(loadDerivation).not.toHaveBeenCalled();
  });

  it('drops brand colours reset before the load', async () => {
    const { manager, coloursLoaded } = lazySetup();
    manager.setDarkMode(false);
    manager.applyOrganizationBranding({ themeId: null, brandKitColors: { primary: '#c2410c' } });
    manager.resetOrganizationBranding();
    await coloursLoaded();
    await vi.waitFor(() => expect(manager.getState().brandColors).toBeNull());
    expect(manager.getState().activeTheme).toBe(builtInTheme('fikr-space'));
  });

  it("imports a theme once loaded, and says 'Failed to apply theme' when the brand colours cannot be loaded", async () => {
    const { manager } = lazySetup();
    await expect(manager.importTheme({ id: 'dune', name: 'Dune', tokens: customTheme().tokens })).resolves.toMatchObject({ id: 'dune' });
    const storage = memoryStorage();
    const offline = () => Promise.reject(new Error('offline'));
    const failing = createThemeManager({ storage, root: () => undefined, loadDerivation: offline, loadColours: offline });
    failing.applyOrganizationBranding({ themeId: null, brandKitColors: { primary: '#c2410c' } });
    await vi.waitFor(() => expect(failing.getState().error).toBe('Failed to apply theme'));
    expect(failing.getState().activeTheme.id).toBe('fikr-space-dark');
    await expect(failing.importTheme({ id: 'dune', name: 'Dune', tokens: customTheme().tokens })).rejects.toThrow('Failed to import theme: the theme checker could not be loaded, try again');
  });
});
