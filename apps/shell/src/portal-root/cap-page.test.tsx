// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions, type FakeRequest, type FakeRow } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { getToastState, resetToasts } from '@fikrspace/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { portalRoot } from './portal';

/**
 * The portal root's Fikr Cap page: the cap table context's page body, mounted by the shell and
 * read through the fake client, so the real fetchers, hooks and texts run. These tests are about
 * its stakeholders, listed and added below the ledger, so the ledger here is empty. Row level
 * security is the database's (supabase/tests/cap-table/rls-stakeholders.test.ts); here the page
 * shows what it is given.
 */

const PREFIX = '/fikrspace/portal';
const CAP = `${PREFIX}/cap`;
const OWNER = userWithRole('owner');

const stakeholder = (name: string, extra: Partial<FakeRow<'stakeholders'>> = {}): FakeRow<'stakeholders'> => ({
  id: `s-${name}`,
  organization_id: ORG.fikrLabs,
  name,
  stakeholder_type: 'investor',
  email: null,
  created_at: '2026-11-20T10:00:00Z',
  ...extra,
});

const SEEDED = [
  stakeholder('Layla Haddad', { stakeholder_type: 'founder', created_at: '2026-11-21T10:00:00Z' }),
  stakeholder('Oasis Ventures', { email: 'deals@oasis.example' }),
];

/**
 * The database the page reads: the owner's matrix role decides what `<Can>` shows. The ledger is
 * empty, so the cap table above the stakeholders has nothing to show.
 */
function database(stakeholders: FakeRow<'stakeholders'>[], answer?: FakeDbOptions['answer']) {
  const fake = createFakeDb({
    answer,
    rpc: { cap_table_positions: [], cap_table_fully_diluted: [] },
    tables: {
      stakeholders,
      share_classes: [],
      equity_plans: [],
      vesting_terms: [],
      cap_table_transactions: [],
      organisation_roles: [{ user_id: OWNER.id, organization_id: ORG.fikrLabs, role: 'owner', is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      // No product in the catalogue: the product gate lets the page through (it has tests of its own).
      fikr_products: [],
    },
  });
  setDb(fake.db);
  return fake;
}

function openCapPage() {
  renderPortalAt(portalRoot, PREFIX, CAP);
}

const rows = () => within(screen.getByTestId('stakeholder-list')).getAllByTestId('stakeholder-row');
/** The stakeholder list's region, with its pages; the ledger above has pages of its own. */
const listRegion = (name = 'Stakeholders') => screen.getByRole('region', { name });
/** The add-stakeholder form; the ledger's form above has its own fields and refusals. */
const form = () => screen.getByRole('form', { name: 'Add a stakeholder' });

/** The list, and the form once the owner's permission to write has been answered. */
async function listAndForm() {
  await waitFor(() => expect(rows()).toHaveLength(2));
  return within(await screen.findByRole('form', { name: 'Add a stakeholder' })).getByRole('button', { name: 'Add stakeholder' });
}

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setUser(OWNER);
  appStore.getState().setOrganization({ id: ORG.fikrLabs, name: 'Fikr Labs', logoUrl: null, organizationType: 'startup' });
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  appStore.getState().reset();
  resetToasts();
  setDb(null);
  setQueryClient(null);
});

describe('the portal root’s Fikr Cap page', () => {
  it('shows the loading state until the stakeholders arrive, then lists them with their types', async () => {
    const fake = database(SEEDED);
    const release = fake.hold('stakeholders');
    openCapPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fikr Cap' })).toBeDefined();
    // The cap table reads the stakeholders' names too, so it waits beside the list.
    expect((await screen.findAllByText('Loading...')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('stakeholder-list')).toBeNull();
    release();

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(listRegion()).getByRole('heading', { level: 2, name: 'Stakeholders' })).toBeDefined();
    const [newest, older] = rows();
    expect(newest!.textContent).toContain('Layla Haddad');
    expect(newest!.textContent).toContain('Founder');
    expect(older!.textContent).toContain('Oasis Ventures');
    expect(older!.textContent).toContain('Investor · deals@oasis.example');
    expect(within(listRegion()).getByText('Page 1 of 1 · 2 stakeholders')).toBeDefined();
    // The list's read (the one that counts the rows) asked for the tenant's rows only, by the allow-listed columns.
    const read = fake.calls.find((call) => call.table === 'stakeholders' && call.count === 'exact');
    expect(read?.columns?.split(/,\s*/)).toEqual(['id', 'organization_id', 'name', 'stakeholder_type', 'email', 'user_id', 'created_at']);
    expect(read?.filters).toContainEqual(expect.objectContaining({ column: 'organization_id', value: ORG.fikrLabs }));
    expect(read?.signal).toBeInstanceOf(AbortSignal);
  });

  it('says so when the organization has no stakeholders', async () => {
    database([]);
    openCapPage();
    expect(await screen.findByText('No stakeholders yet')).toBeDefined();
    expect(screen.queryByTestId('stakeholder-list')).toBeNull();
  });

  it('shows a failed read with a way to try again, which then lists the rows', async () => {
    // Every read of the list (the one that counts the rows) fails until the network is back: the
    // route's prefetch and the page's own read alike. The cap table's reads succeed, so the only
    // way to try again is the list's.
    let offline = true;
    const listRead = (request: FakeRequest) => request.table === 'stakeholders' && request.count === 'exact';
    database(SEEDED, (request) => (offline && listRead(request) ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined));
    openCapPage();
    const again = await screen.findByRole('button', { name: /try again/i });
    expect(screen.queryByTestId('stakeholder-list')).toBeNull();
    offline = false;
    fireEvent.click(again);
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('refuses a blank name and a malformed e-mail in the form, says which, and sends nothing', async () => {
    const fake = database(SEEDED);
    openCapPage();
    const add = await listAndForm();

    const fields = within(form());
    fireEvent.change(fields.getByTestId('stakeholder-name'), { target: { value: '   ' } });
    fireEvent.click(add);
    expect((await fields.findByRole('alert')).textContent).toBe('Enter the stakeholder’s name.');

    fireEvent.change(fields.getByTestId('stakeholder-name'), { target: { value: 'Karim Haddad' } });
    fireEvent.change(fields.getByTestId('stakeholder-email'), { target: { value: 'not an address' } });
    fireEvent.click(add);
    await waitFor(() => expect(fields.getByRole('alert').textContent).toBe('Enter a valid e-mail address, or leave it empty.'));

    expect(fake.calls.filter((call) => call.method === 'insert')).toEqual([]);
    // What was typed stays, to be corrected.
    expect((fields.getByTestId('stakeholder-name') as HTMLInputElement).value).toBe('Karim Haddad');
    // Shown beside the form, not repeated as a toast.
    expect(getToastState().toasts).toEqual([]);
  });

  it('shows the database’s words when it refuses a row the form accepted', async () => {
    const fake = database(SEEDED);
    openCapPage();
    const add = await listAndForm();
    fake.failNext('stakeholders', { code: '42501', message: 'new row violates row-level security policy for table "stakeholders"', details: null, hint: null });
    fireEvent.change(within(form()).getByTestId('stakeholder-name'), { target: { value: 'Karim Haddad' } });
    fireEvent.click(add);
    expect((await within(form()).findByRole('alert')).textContent).toBe('new row violates row-level security policy for table "stakeholders"');
  });

  it('adds a stakeholder, cleaned, and lists it once the database has it', async () => {
    const consoleError = vi.spyOn(console, 'error');
    onTestFinished(() => consoleError.mockRestore());
    const fake = database(SEEDED);
    openCapPage();
    const add = await listAndForm();
    fireEvent.change(within(form()).getByTestId('stakeholder-name'), { target: { value: '<b>Karim</b> Haddad' } });
    fireEvent.click(add);

    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => row.textContent)).toContainEqual(expect.stringContaining('Karim Haddad'));
    const insert = fake.calls.find((call) => call.method === 'insert');
    // Holdings are the ledger's: the row carries who the stakeholder is, nothing they hold.
    expect(insert?.values).toEqual({ organization_id: ORG.fikrLabs, name: 'Karim Haddad', stakeholder_type: 'investor', email: null });
    expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['Karim Haddad was added.']);
    expect((within(form()).getByTestId('stakeholder-name') as HTMLInputElement).value).toBe('');
    // A row the database has just made is listed under its own key, or React warns about the list.
    expect(consoleError.mock.calls.filter(([message]) => String(message).includes('unique "key"'))).toEqual([]);
  });

  it('reads its texts from the cap table’s own files in the page’s language', async () => {
    database(SEEDED);
    await i18n.changeLanguage('ar');
    openCapPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'فكر كاب' })).toBeDefined();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(listRegion('المساهمون')).getByTestId('stakeholder-list')).toBeDefined();
    expect(rows()[0]!.textContent).toContain('مؤسس');
  });
});
