// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { getToastState, resetToasts } from '@fikrspace/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { portalRoot } from './portal';

/**
 * The portal root's Fikr Cap page: the cap table context's page body, mounted by the shell and
 * read through the fake client, so the real fetchers, hooks and texts run. Row level security is
 * the database's (supabase/tests/rls-stakeholders.test.ts); here the page shows what it is given.
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
  shares: 0,
  created_at: '2026-11-20T10:00:00Z',
  ...extra,
});

const SEEDED = [
  stakeholder('Layla Haddad', { stakeholder_type: 'founder', shares: 1_500_000, created_at: '2026-11-21T10:00:00Z' }),
  stakeholder('Oasis Ventures', { email: 'deals@oasis.example', shares: 250_000 }),
];

/** The database the page reads: the owner's matrix role decides what `<Can>` shows. */
function database(stakeholders: FakeRow<'stakeholders'>[], answer?: FakeDbOptions['answer']) {
  const fake = createFakeDb({
    answer,
    tables: {
      stakeholders,
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

/** The list, and the form once the owner's permission to write has been answered. */
async function listAndForm() {
  await waitFor(() => expect(rows()).toHaveLength(2));
  return screen.findByRole('button', { name: 'Add stakeholder' });
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
  it('shows the loading state until the stakeholders arrive, then lists them with their types and shares', async () => {
    const fake = database(SEEDED);
    const release = fake.hold('stakeholders');
    openCapPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stakeholders' })).toBeDefined();
    expect(await screen.findByText('Loading...')).toBeDefined();
    release();

    await waitFor(() => expect(rows()).toHaveLength(2));
    const [newest, older] = rows();
    expect(newest!.textContent).toContain('Layla Haddad');
    expect(newest!.textContent).toContain('Founder');
    expect(newest!.textContent).toContain('1,500,000 shares');
    expect(older!.textContent).toContain('Oasis Ventures');
    expect(older!.textContent).toContain('Investor · deals@oasis.example');
    expect(screen.getByText('Page 1 of 1 · 2 stakeholders')).toBeDefined();
    // The read asked for the tenant's rows only, by the allow-listed columns, newest first.
    const read = fake.calls.find((call) => call.table === 'stakeholders');
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
    // Every read fails until the network is back: the route's prefetch and the page's own read alike.
    let offline = true;
    database(SEEDED, (request) => (offline && request.table === 'stakeholders' ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined));
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

    fireEvent.change(screen.getByTestId('stakeholder-name'), { target: { value: '   ' } });
    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the stakeholder’s name.');

    fireEvent.change(screen.getByTestId('stakeholder-name'), { target: { value: 'Karim Haddad' } });
    fireEvent.change(screen.getByTestId('stakeholder-email'), { target: { value: 'not an address' } });
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address, or leave it empty.'));

    expect(fake.calls.filter((call) => call.method === 'insert')).toEqual([]);
    // What was typed stays, to be corrected.
    expect((screen.getByTestId('stakeholder-name') as HTMLInputElement).value).toBe('Karim Haddad');
    // Shown beside the form, not repeated as a toast.
    expect(getToastState().toasts).toEqual([]);
  });

  it('shows the database’s words when it refuses a row the form accepted', async () => {
    const fake = database(SEEDED);
    openCapPage();
    await listAndForm();
    fake.failNext('stakeholders', { code: '42501', message: 'new row violates row-level security policy for table "stakeholders"', details: null, hint: null });
    fireEvent.change(screen.getByTestId('stakeholder-name'), { target: { value: 'Karim Haddad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add stakeholder' }));
    expect((await screen.findByRole('alert')).textContent).toBe('new row violates row-level security policy for table "stakeholders"');
  });

  it('adds a stakeholder, cleaned, and lists it once the database has it', async () => {
    const fake = database(SEEDED);
    openCapPage();
    await listAndForm();
    fireEvent.change(screen.getByTestId('stakeholder-name'), { target: { value: '<b>Karim</b> Haddad' } });
    fireEvent.change(screen.getByTestId('stakeholder-shares'), { target: { value: '1,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add stakeholder' }));

    await waitFor(() => expect(rows()).toHaveLength(3));
    const insert = fake.calls.find((call) => call.method === 'insert');
    expect(insert?.values).toEqual({ organization_id: ORG.fikrLabs, name: 'Karim Haddad', stakeholder_type: 'investor', email: null, shares: 1000 });
    expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['Karim Haddad was added.']);
    expect((screen.getByTestId('stakeholder-name') as HTMLInputElement).value).toBe('');
  });

  it('reads its texts from the cap table’s own files in the page’s language', async () => {
    database(SEEDED);
    await i18n.changeLanguage('ar');
    openCapPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'المساهمون' })).toBeDefined();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]!.textContent).toContain('مؤسس');
  });
});
