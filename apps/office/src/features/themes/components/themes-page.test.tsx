// @vitest-environment jsdom
import { appStore, type AppUser } from '@fikrspace/app-store';
import { QueryProvider, createQueryClient, setQueryClient, type DatabaseErrorLike } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeRequest, type FakeRow } from '@fikrspace/db/testing';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { BUILT_IN_THEME_IDS, IMPORTED_TAG, THEME_ROW_COLUMNS, builtInTheme, getThemeState, loadThemes, selectTheme, type ThemeRow } from '@fikrspace/theme';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { themeFileText } from '../testing/theme-files';
import ThemesPage from './themes-page';

let rows: ThemeRow[] = [];
let requests: FakeRequest[] = [];

function user(role: string): AppUser {
  return { id: `user-${role}`, email: `${role}@fikrspace.test`, firstName: role, lastName: 'Test', organizationId: 'org-1', enterpriseRole: { id: `role-${role}`, name: role, displayName: role } };
}

/** The seeded rows: the built-in ids, with no tokens (the definitions are code). */
function builtInRows(): ThemeRow[] {
  return [...BUILT_IN_THEME_IDS].map((id) => ({ id, name: id, description: null, base_theme_id: null, is_dark: id.endsWith('-dark'), tokens: {}, metadata: { builtIn: true } }));
}

/** A custom row as the database holds one, from a theme file. */
function customRow(overrides: { id?: string; name?: string } = {}): ThemeRow {
  const theme = JSON.parse(themeFileText(overrides));
  return { id: theme.id, name: theme.name, description: theme.description, base_theme_id: null, is_dark: false, tokens: theme.tokens, components: theme.components, utilities: {}, metadata: { ...theme.metadata, tags: ['blue'] } };
}

interface Behaviour {
  read?: 'pending' | DatabaseErrorLike;
  insert?: DatabaseErrorLike;
}

/** `cms_themes` as PostgREST serves it: reads return the rows, inserts add one. */
function serve(behaviour: Behaviour = {}) {
  const fake = createFakeDb({
    tables: { cms_themes: rows as FakeRow<'cms_themes'>[] },
    answer: (request) => {
      if (request.table !== 'cms_themes') return { data: [] };
      if (request.method === 'insert') {
        if (behaviour.insert) return { error: behaviour.insert };
        // The column's default, which the database fills in.
        const values = request.values as ThemeRow;
        fake.rows('cms_themes').push({ ...values, base_theme_id: values.base_theme_id ?? null } as FakeRow<'cms_themes'>);
        return { data: null };
      }
      return behaviour.read && behaviour.read !== 'pending' ? { error: behaviour.read } : undefined;
    },
  });
  if (behaviour.read === 'pending') fake.hold('cms_themes');
  requests = fake.calls;
  setDb(fake.db);
}

function renderPage() {
  return render(
    <QueryProvider>
      <ThemesPage />
    </QueryProvider>,
  );
}

const option = (id: string) => screen.getAllByTestId('theme-option').find((element) => element.dataset.themeId === id)!;
const preview = () => screen.getByTestId('theme-preview');
const textField = () => screen.getByLabelText('Theme JSON') as HTMLTextAreaElement;
const inserts = () => requests.filter((request) => request.method === 'insert');

function chooseFile(text: string, name = 'theme.json') {
  fireEvent.change(screen.getByLabelText('Theme file (.json)'), { target: { files: [new File([text], name, { type: 'application/json' })] } });
}

beforeAll(async () => {
  // jsdom's Blob has no text(), which every browser the platform supports has.
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
  await initTestI18n('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  rows = builtInRows();
  requests = [];
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setUser(user('owner'));
  appStore.getState().setLoading(false);
});

afterEach(async () => {
  cleanup();
  // The page's theme manager is one per page: back to the built-in themes and the start-up theme.
  await loadThemes(async () => []);
  selectTheme('fikr-space');
  localStorage.clear();
  appStore.getState().reset();
  setDb(null);
  setQueryClient(null);
});

describe('themes page: the list', () => {
  it('lists the built-in themes from code and the custom ones from cms_themes, and marks the one on screen', async () => {
    rows.push(customRow());
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Themes' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('theme-option')).toHaveLength(BUILT_IN_THEME_IDS.size + 1));
    expect(requests.find((request) => request.table === 'cms_themes')?.columns).toBe(THEME_ROW_COLUMNS);

    const listbox = screen.getByRole('listbox', { name: 'Available themes' });
    expect(within(listbox).getByRole('group', { name: 'Built-in themes' })).toBeTruthy();
    const customGroup = within(listbox).getByRole('group', { name: 'Custom themes' });
    expect(within(customGroup).getAllByRole('option')).toHaveLength(1);

    const harbour = option('harbour');
    expect(harbour.textContent).toContain('Harbour');
    expect(harbour.textContent).toContain('Harbour blues for the demo.');
    expect(within(harbour).getByText('Custom')).toBeTruthy();
    expect(within(harbour).getByText('Light')).toBeTruthy();

    const corporateDark = option('corporate-dark');
    expect(corporateDark.textContent).toContain('Corporate Dark');
    expect(corporateDark.textContent).toContain('corporate-dark');
    expect(within(corporateDark).getByText('Dark')).toBeTruthy();
    expect(within(corporateDark).getByText('Built-in')).toBeTruthy();

    const activeId = getThemeState().activeTheme.id;
    expect(within(option(activeId)).getByText('Active on this page')).toBeTruthy();
    expect(screen.getAllByText('Active on this page')).toHaveLength(2); // the option and the preview of it
    expect(option(activeId).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('shows the loading screen while the custom themes are read, with the built-in ones already listed', async () => {
    serve({ read: 'pending' });
    renderPage();
    expect(await screen.findByTestId('loading-screen')).toBeTruthy();
    expect(screen.getAllByTestId('theme-option')).toHaveLength(BUILT_IN_THEME_IDS.size);
  });

  it('shows the empty state when there is no custom theme', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('No custom themes yet')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Custom themes' })).toBeNull();
  });

  it('shows the error panel when the themes cannot be read, and reads again on Try Again', async () => {
    serve({ read: { code: '08006', message: 'connection failure' } });
    renderPage();
    expect(await screen.findByTestId('error-panel')).toBeTruthy();
    expect(screen.getAllByTestId('theme-option')).toHaveLength(BUILT_IN_THEME_IDS.size);
    rows.push(customRow());
    serve();
    fireEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    await waitFor(() => expect(option('harbour')).toBeTruthy());
    expect(screen.queryByTestId('error-panel')).toBeNull();
  });

  it('names stored themes that fail the schema instead of listing them', async () => {
    rows.push({ ...customRow({ id: 'broken', name: 'Broken' }), tokens: { colors: 'red' } });
    serve();
    renderPage();
    expect((await screen.findByTestId('skipped-themes')).textContent).toContain('broken');
    expect(screen.getAllByTestId('theme-option').some((element) => element.dataset.themeId === 'broken')).toBe(false);
  });

  it('moves through the list with the arrow keys, Home and End, the preview following', async () => {
    serve();
    renderPage();
    await screen.findByText('No custom themes yet');
    const first = option('default');
    fireEvent.click(first);
    expect(first.tabIndex).toBe(0);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(option('default-dark'));
    expect(option('default-dark').getAttribute('aria-selected')).toBe('true');
    expect(option('default').tabIndex).toBe(-1);
    expect(preview().dataset.themeId).toBe('default-dark');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(option('corporate-dark'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(option('corporate-dark'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(option('default'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(preview().dataset.themeId).toBe('default');
  });
});

describe('themes page: the preview', () => {
  it('sets the selected theme’s variables on the preview container only', async () => {
    serve();
    renderPage();
    await screen.findByText('No custom themes yet');
    const pageValue = document.documentElement.style.getPropertyValue('--fs-color-primary-600');
    const corporate = builtInTheme('corporate')!;
    const minimal = builtInTheme('minimal')!;

    fireEvent.click(option('corporate'));
    expect(preview().dataset.themeId).toBe('corporate');
    expect(preview().style.getPropertyValue('--fs-color-primary-600')).toBe(corporate.tokens.colors.primary['600']);
    expect(preview().style.getPropertyValue('--fs-bg-primary')).toBe(corporate.tokens.colors.background.primary);
    expect(preview().style.getPropertyValue('--fs-interactive')).toMatch(/^var\(--fs-color-primary-\d+\)$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Preview of Corporate' })).toBeTruthy();
    const primaryScale = within(preview()).getByTestId('scale-primary');
    expect(within(primaryScale).getAllByRole('listitem')).toHaveLength(11);
    expect(within(primaryScale).getByText(corporate.tokens.colors.primary['600'])).toBeTruthy();
    expect(within(primaryScale).getAllByRole('listitem')[6]!.querySelector('[aria-hidden="true"]')?.getAttribute('style')).toContain('var(--fs-color-primary-600)');
    expect(document.documentElement.style.getPropertyValue('--fs-color-primary-600')).toBe(pageValue);

    fireEvent.click(option('minimal'));
    expect(preview().dataset.themeId).toBe('minimal');
    expect(preview().style.getPropertyValue('--fs-color-primary-600')).toBe(minimal.tokens.colors.primary['600']);
    expect(within(preview()).getByTestId('background-primary').textContent).toContain(minimal.tokens.colors.background.primary);
  });

  it('shows the measured contrast of text and the interactive colour, formatted for the language', async () => {
    serve();
    renderPage();
    await screen.findByText('No custom themes yet');
    fireEvent.click(option('corporate'));
    const table = screen.getByTestId('contrast-table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const textRow = within(table).getByTestId('contrast-text-primary');
    expect(within(textRow).getByRole('rowheader').textContent).toContain('Primary text on the page background');
    expect(within(textRow).getByTestId('contrast-ratio').textContent).toMatch(/^\d{1,2}\.\d{2}:1$/);
    expect(textRow.textContent).toContain('4.5:1');
    expect(textRow.textContent).toContain('Meets AA');
    expect(within(table).getByTestId('contrast-interactive').textContent).toContain('3:1');

    await act(() => i18n.changeLanguage('fr'));
    expect(within(screen.getByTestId('contrast-text-primary')).getByTestId('contrast-ratio').textContent).toMatch(/^\d{1,2},\d{2}:1$/);
    expect(screen.getByTestId('contrast-text-primary').textContent).toContain('Conforme AA');
  });

  it('uses the theme on the page through the theme manager', async () => {
    serve();
    renderPage();
    await screen.findByText('No custom themes yet');
    fireEvent.click(option('corporate'));
    fireEvent.click(screen.getByRole('button', { name: 'Use this theme' }));
    expect(getThemeState().themeId).toBe('corporate');
    expect(document.documentElement.dataset.theme).toBe('corporate');
    expect(screen.getByTestId('apply-status').textContent).toBe('Corporate is now the theme of this page.');
    expect(within(option(getThemeState().activeTheme.id)).getByText('Active on this page')).toBeTruthy();
  });

  it('reports the manager’s “Theme {id} not found” for a stored theme it has not loaded', async () => {
    rows.push(customRow());
    serve();
    renderPage();
    await waitFor(() => expect(option('harbour')).toBeTruthy());
    fireEvent.click(option('harbour'));
    fireEvent.click(screen.getByRole('button', { name: 'Use this theme' }));
    expect(screen.getByRole('alert').textContent).toContain('Theme harbour not found');
    expect(getThemeState().themeId).toBe('fikr-space');
  });
});

describe('themes page: importing a theme', () => {
  it('shows the manager’s message for an invalid file and keeps the text', async () => {
    serve();
    renderPage();
    await screen.findByText('No custom themes yet');
    const invalid = '{ "name": "No id or tokens" }';
    chooseFile(invalid, 'broken.json');
    await waitFor(() => expect(textField().value).toBe(invalid));
    fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to import theme: Invalid theme structure');
    expect(textField().value).toBe(invalid);
    expect(textField().getAttribute('aria-invalid')).toBe('true');
    expect(textField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(inserts()).toHaveLength(0);
  });

  it('asks for a file or text before checking anything', async () => {
    serve();
    renderPage();
    await screen.findByText('No custom themes yet');
    fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Choose a file or paste a theme's JSON first.");
  });

  it('saves a valid file into cms_themes, then lists it, previews it and lets the manager use it', async () => {
    serve();
    renderPage();
    await screen.findByText('No custom themes yet');
    chooseFile(themeFileText());
    await waitFor(() => expect(textField().value).toContain('"id": "harbour"'));
    fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));

    await waitFor(() => expect(screen.getByTestId('theme-import-status').textContent).toBe('Harbour was saved and added to the list.'));
    const [insert] = inserts();
    expect(insert?.table).toBe('cms_themes');
    const corporate = builtInTheme('corporate')!;
    expect(insert?.values).toMatchObject({ id: 'harbour', name: 'Harbour', description: 'Harbour blues for the demo.', is_dark: false, tokens: corporate.tokens, components: corporate.components, utilities: {} });
    expect((insert?.values as { metadata: { tags: string[] } }).metadata.tags).not.toContain(IMPORTED_TAG);

    expect(option('harbour')).toBeTruthy();
    expect(screen.queryByText('No custom themes yet')).toBeNull();
    expect(preview().dataset.themeId).toBe('harbour');
    expect(textField().value).toBe('');
    expect(getThemeState().themes.some((theme) => theme.id === 'harbour')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Use this theme' }));
    expect(getThemeState().themeId).toBe('harbour');
  });

  it('says an id is taken (DUPLICATE_RECORD) and keeps the pasted text', async () => {
    serve({ insert: { code: '23505', message: 'duplicate key value violates unique constraint "cms_themes_pkey"' } });
    renderPage();
    await screen.findByText('No custom themes yet');
    const pasted = themeFileText({ id: 'harbour' });
    fireEvent.change(textField(), { target: { value: pasted } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('A theme with the id harbour already exists. Change the id in the JSON and save again.');
    expect(textField().value).toBe(pasted);
    expect(getThemeState().themes.some((theme) => theme.id === 'harbour')).toBe(false);
  });

  it('says so clearly when the database refuses the insert (42501)', async () => {
    serve({ insert: { code: '42501', message: 'new row violates row-level security policy for table "cms_themes"' } });
    renderPage();
    await screen.findByText('No custom themes yet');
    const pasted = themeFileText();
    fireEvent.change(textField(), { target: { value: pasted } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The theme was not saved: only platform owners and managers can add themes.');
    expect(textField().value).toBe(pasted);
  });

  it('disables the form, with the reason, for a member who may not add themes', async () => {
    appStore.getState().setUser(user('viewer'));
    serve();
    renderPage();
    await screen.findByText('No custom themes yet');
    const notice = screen.getByTestId('theme-import-read-only');
    expect(notice.textContent).toContain('Only platform owners and managers can add themes.');
    // The fieldset disables every control in it.
    expect(textField().matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Theme file (.json)').matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Check and save' }).matches(':disabled')).toBe(true);
    // Previewing and using a theme stay open to everyone.
    fireEvent.click(option('minimal'));
    expect(preview().dataset.themeId).toBe('minimal');
  });
});

describe('themes page in other languages', () => {
  it('reads Arabic, with the built-in names translated', async () => {
    await i18n.changeLanguage('ar');
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'السمات' })).toBeTruthy();
    await screen.findByText('لا توجد سمات مخصَّصة بعد');
    expect(option('fikr-space').textContent).toContain('فكر سبيس');
    expect(within(option('fikr-space')).getByText('مضمَّنة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'استخدام هذه السمة' })).toBeTruthy();
  });

  it('reads French', async () => {
    await i18n.changeLanguage('fr');
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Thèmes' })).toBeTruthy();
    await screen.findByText('Aucun thème personnalisé pour l’instant');
    expect(screen.getByRole('button', { name: 'Vérifier et enregistrer' })).toBeTruthy();
  });
});
