import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ServiceError } from '@fikrspace/errors';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { BUILT_IN_THEME_IDS, IMPORTED_TAG } from '@fikrspace/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeFileText } from '../testing/theme-files';
import { checkThemeText } from '../utils/check-theme-text';
import { createTheme } from './create-theme';
import { getCustomThemes, getThemeRows } from './get-themes';

/**
 * The theme screen's read and insert with the real supabase-js client against the local backend,
 * its migrations and seed: who may add a theme is decided by row level security
 * ("owners and managers add themes"), not by the screen.
 */


type Backend = Awaited<ReturnType<typeof startBackend>>;

async function checkedTheme(overrides: Parameters<typeof themeFileText>[0] = {}) {
  const checked = await checkThemeText(themeFileText(overrides));
  if (!checked.ok) throw new Error(checked.message);
  return checked.theme;
}

for (const target of await targets()) {
  describe(`theme screen against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (email: string) => signedInAs(backend, email);

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    it('reads the seeded rows, which are the built-in ids only, so there is no custom theme yet', async () => {
      const db = await as('viewer@fikrspace.test');
      const rows = await getThemeRows(db);
      expect(rows.map((row) => row.id).sort()).toEqual([...BUILT_IN_THEME_IDS].sort());
      expect(rows.map((row) => row.name)).toEqual([...rows.map((row) => row.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(await getCustomThemes(db)).toEqual({ themes: [], skipped: [] });
    });

    it('refuses viewer@ a new theme by row level security: PERMISSION_DENIED, 403, nothing stored', async () => {
      const refused = createTheme(await as('viewer@fikrspace.test'), await checkedTheme({ id: 'viewer-theme', name: 'Viewer theme' }));
      await expect(refused).rejects.toBeInstanceOf(ServiceError);
      await expect(refused).rejects.toMatchObject({ code: 'PERMISSION_DENIED', statusCode: 403, context: { databaseCode: '42501' } });
      const rows = await getThemeRows(await as('owner@fikrspace.test'));
      expect(rows.some((row) => row.id === 'viewer-theme')).toBe(false);
    });

    it('lets owner@ store an imported theme, which every member then reads as a custom theme', async () => {
      const theme = await checkedTheme();
      expect(theme.metadata.tags).toContain(IMPORTED_TAG);
      await createTheme(await as('owner@fikrspace.test'), theme);

      const custom = await getCustomThemes(await as('viewer@fikrspace.test'));
      expect(custom.skipped).toEqual([]);
      expect(custom.themes.map((stored) => stored.id)).toEqual(['harbour']);
      const [stored] = custom.themes;
      expect(stored).toMatchObject({ id: 'harbour', name: 'Harbour', description: 'Harbour blues for the demo.', tokens: theme.tokens, components: theme.components });
      expect(stored!.metadata.isDark).toBe(false);
      // Stored, the theme is the database's: the manager must not keep it as a browser-only import.
      expect(stored!.metadata.tags).not.toContain(IMPORTED_TAG);
      const row = (await getThemeRows(await as('viewer@fikrspace.test'))).find((candidate) => candidate.id === 'harbour');
      expect(row).toMatchObject({ is_dark: false, base_theme_id: null });
    });

    it('stores a dark theme as dark', async () => {
      const dark = await checkThemeText(JSON.stringify({ ...JSON.parse(themeFileText({ id: 'harbour-night', name: 'Harbour Night' })), metadata: { isDark: true } }));
      if (!dark.ok) throw new Error(dark.message);
      await createTheme(await as('manager@fikrspace.test'), dark.theme);
      const row = (await getThemeRows(await as('owner@fikrspace.test'))).find((candidate) => candidate.id === 'harbour-night');
      expect(row?.is_dark).toBe(true);
    });

    it('answers an id already taken with DUPLICATE_RECORD', async () => {
      const again = createTheme(await as('owner@fikrspace.test'), await checkedTheme({ name: 'Harbour again' }));
      await expect(again).rejects.toMatchObject({ code: 'DUPLICATE_RECORD', statusCode: 409 });
      const names = (await getThemeRows(await as('owner@fikrspace.test'))).filter((row) => row.id === 'harbour').map((row) => row.name);
      expect(names).toEqual(['Harbour']);
    });
  });
}
