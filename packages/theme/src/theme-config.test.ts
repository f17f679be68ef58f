import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_THEME_CONFIG, createThemeConfigLoader, themeConfigName } from './theme-config';
import { validateThemeConfig, type ThemeConfig } from './theme-config-schema';
import { createThemeLayoutRegistry } from './theme-layouts';

const config = (name: string, extra: Partial<ThemeConfig> = {}): ThemeConfig => ({
  name,
  version: '1.0.0',
  description: `The ${name} theme.`,
  author: 'FikrSpace',
  license: 'UNLICENSED',
  ...extra,
});

/** Serves the given files at /themes/{name}/theme.json; anything else is a 404. */
function serve(files: Record<string, unknown>) {
  return vi.fn(async (url: string | URL | Request) => {
    const match = /^\/themes\/([^/]+)\/theme\.json$/.exec(String(url));
    const name = match ? decodeURIComponent(match[1]!) : '';
    if (!(name in files)) return new Response('Not Found', { status: 404 });
    const body = files[name];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  });
}

describe('theme config file (spec 000 §3, §7)', () => {
  it('accepts the fields of the spec', () => {
    const file = config('sand', { extends: 'default', requires: { templates: ['portalLayout'] }, colors: { primary: '#c2410c', secondary: '#431407', accent: '#0d9488' } });
    expect(validateThemeConfig(file, 'sand')).toEqual({ success: true, config: file });
  });

  it.each([
    ['a missing version', { ...config('sand'), version: undefined }, 'version is required'],
    ['a version that is not one', config('sand', { version: 'latest' }), 'version must be a version such as 1.0.0'],
    ['a colour that is not hex', config('sand', { colors: { primary: 'orange' } }), 'colors.primary must be a hex colour such as #1a2b3c'],
    ['templates that are not a list', { ...config('sand'), requires: { templates: 'portalLayout' } }, 'requires.templates must be an array'],
    ['an unknown field', { ...config('sand'), homepage: 'x' }, 'has unknown key homepage'],
    ['another theme’s file', config('dune'), 'name is dune, not sand'],
    ['a theme extending itself', config('sand', { extends: 'sand' }), 'extends names the theme itself'],
  ])('refuses %s', (_case, file, reason) => {
    expect(validateThemeConfig(file, 'sand')).toEqual({ success: false, reason });
  });

  it('is read per theme by name from /themes/{name}/theme.json, once', async () => {
    const fetch = serve({ sand: config('sand') });
    const loader = createThemeConfigLoader({ fetch, registry: createThemeLayoutRegistry() });
    expect(await loader.load('sand')).toEqual({ config: config('sand'), source: 'sand', problems: [] });
    await loader.load('sand');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/themes/sand/theme.json');
  });

  it('reads a dark variant’s config from its light theme’s folder', async () => {
    expect(themeConfigName('fikr-space-dark')).toBe('fikr-space');
    const fetch = serve({ sand: config('sand') });
    const loader = createThemeConfigLoader({ fetch, registry: createThemeLayoutRegistry() });
    expect((await loader.load('sand-dark')).source).toBe('sand');
  });

  it('records the parent a file names, so layouts follow it', async () => {
    const registry = createThemeLayoutRegistry();
    const loader = createThemeConfigLoader({ fetch: serve({ dune: config('dune', { extends: 'sand' }), sand: config('sand', { extends: 'default' }), default: config('default') }), registry });
    const lineage = await loader.loadLineage('dune');
    expect(lineage.map((item) => item.source)).toEqual(['dune', 'sand', 'default']);
    expect(registry.lineage('dune')).toEqual(['dune', 'sand', 'default']);
  });

  it('falls back to the parent when a theme’s file is invalid, then to the default', async () => {
    const registry = createThemeLayoutRegistry();
    registry.setParent('dune', 'sand');
    const loader = createThemeConfigLoader({ fetch: serve({ dune: '{ broken', sand: config('sand', { version: 'x' }), default: config('default') }), registry });
    const loaded = await loader.load('dune');
    expect(loaded.source).toBe('default');
    expect(loaded.config).toEqual(config('default'));
    expect(loaded.problems).toEqual([
      { name: 'dune', reason: 'the file is not JSON' },
      { name: 'sand', reason: 'version must be a version such as 1.0.0' },
    ]);
  });

  it('falls back to the default when a theme has no file', async () => {
    const loader = createThemeConfigLoader({ fetch: serve({ default: config('default') }), registry: createThemeLayoutRegistry() });
    const loaded = await loader.load('sand');
    expect(loaded.source).toBe('default');
    expect(loaded.problems).toEqual([{ name: 'sand', reason: 'the file answered 404' }]);
  });

  it('uses the built-in default config when no file can be read at all', async () => {
    const loader = createThemeConfigLoader({ fetch: vi.fn(() => Promise.reject(new TypeError('offline'))), registry: createThemeLayoutRegistry() });
    const loaded = await loader.load('sand');
    expect(loaded.config).toBe(FALLBACK_THEME_CONFIG);
    expect(loaded.problems.map((problem) => problem.reason)).toEqual(['the file could not be fetched', 'the file could not be fetched']);
  });

  it('refuses a file whose extends would loop, and falls back', async () => {
    const registry = createThemeLayoutRegistry();
    registry.setParent('sand', 'dune');
    const loader = createThemeConfigLoader({ fetch: serve({ dune: config('dune', { extends: 'sand' }), default: config('default') }), registry });
    const loaded = await loader.load('dune');
    expect(loaded.source).toBe('default');
    expect(loaded.problems[0]).toEqual({ name: 'dune', reason: 'Theme dune cannot extend sand: sand already extends dune' });
  });
});
