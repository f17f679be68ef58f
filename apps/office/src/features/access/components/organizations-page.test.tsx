// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeRequest, type FakeRow } from '@fikrspace/db/testing';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import portal from '../../../portal';

const PREFIX = '/fikrspace/office';
const TYPES = ['startup', 'mentor', 'accelerator', 'venture_capital', 'university', 'government', null];

let wide = true;
let requests: FakeRequest[] = [];

function organizations(total: number): FakeRow<'organizations'>[] {
  return Array.from({ length: total }, (_, index) => ({
    id: `f1000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: `Organization ${String(index + 1).padStart(2, '0')}`,
    organization_type: TYPES[index % TYPES.length] ? { name: TYPES[index % TYPES.length] } : null,
  }));
}

/** The organizations and their members; a count of `null` is a count the database refuses. */
function serve(all: FakeRow<'organizations'>[], members: (id: string) => number | null = () => 3) {
  const fake = createFakeDb({
    tables: {
      organizations: all,
      organization_members: all.flatMap(({ id }) => Array.from({ length: members(id!) ?? 0 }, (_, index) => ({ id: `${id}-${index}`, organization_id: id }))),
      // The portal frame asks for the product catalogue; none of it matters here.
      fikr_products: [],
    },
    answer: (request) =>
      request.table === 'organization_members' && members(String(request.eq.organization_id)) === null
        ? { error: { code: '42501', message: 'permission denied for table organization_members' } }
        : undefined,
  });
  requests = fake.calls;
  setDb(fake.db);
  return fake;
}

beforeAll(async () => {
  window.matchMedia = ((query: string) =>
    ({ matches: query.includes('min-width: 768px') ? wide : false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  wide = true;
  requests = [];
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setUser(userWithRole('manager'));
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  appStore.getState().reset();
  setDb(null);
  setQueryClient(null);
});

describe('organizations page', () => {
  it('lists the organizations with type and member count, each leading to its access page', async () => {
    const all = organizations(3);
    serve(all, (id) => (id.endsWith('2') ? null : 4));
    renderPortalAt(portal, PREFIX, `${PREFIX}/organizations`);
    const rows = await screen.findAllByTestId('organization-row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Organization 01', 'Organization 02', 'Organization 03']);
    expect(within(rows[0]!).getByText('Startup')).toBeTruthy();
    expect(within(rows[0]!).getByText('4')).toBeTruthy();
    expect(within(rows[1]!).getByText('Mentor')).toBeTruthy();
    expect(within(rows[1]!).getByText('Not counted')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Organization 01' }).getAttribute('href')).toBe(`${PREFIX}/organizations/${all[0]!.id}`);
    expect(screen.queryByRole('navigation', { name: 'Organization pages' })).toBeNull();
    expect(requests.find((request) => request.table === 'organizations')).toMatchObject({ range: [0, 19] });
    const counts = requests.filter((request) => request.table === 'organization_members' && 'organization_id' in request.eq);
    expect(counts).toHaveLength(3);
    expect(counts.every((request) => request.head)).toBe(true);
  });

  it('shows cards on a phone, with the type label in Arabic', async () => {
    wide = false;
    await i18n.changeLanguage('ar');
    serve(organizations(1));
    renderPortalAt(portal, PREFIX, `${PREFIX}/organizations`);
    const card = await screen.findByTestId('organization-row');
    expect(screen.getByTestId('organization-cards')).toBeTruthy();
    expect(card.textContent).toContain('شركة ناشئة');
    expect(card.textContent).toContain('الأعضاء: 3');
  });

  it('pages through 20 at a time, keeping the page in the address', async () => {
    serve(organizations(45));
    renderPortalAt(portal, PREFIX, `${PREFIX}/organizations`);
    await screen.findAllByTestId('organization-row');
    expect(screen.getAllByTestId('organization-row')).toHaveLength(20);
    expect(screen.getByTestId('organizations-page-of').textContent).toBe('Page 1 of 3 · 45 organizations');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('organizations-page-of').textContent).toBe('Page 2 of 3 · 45 organizations'));
    expect(screen.getAllByTestId('location')[0]!.textContent).toBe(`${PREFIX}/organizations?page=2`);
    expect(requests.filter((request) => request.table === 'organizations').at(-1)?.range).toEqual([20, 39]);
    cleanup();
    renderPortalAt(portal, PREFIX, `${PREFIX}/organizations?page=3`);
    await waitFor(() => expect(screen.getAllByTestId('organization-row')).toHaveLength(5));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the first page when the address asks for one past the end', async () => {
    serve(organizations(2));
    renderPortalAt(portal, PREFIX, `${PREFIX}/organizations?page=9`);
    expect(await screen.findByText('No organizations on this page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(`${PREFIX}/organizations`);
  });

  it('shows the loading screen while the list is read', async () => {
    serve(organizations(1)).hold('organizations');
    renderPortalAt(portal, PREFIX, `${PREFIX}/organizations`);
    expect(await screen.findByTestId('loading-screen')).toBeTruthy();
  });

  it('shows the empty state when there is no organization', async () => {
    serve([]);
    renderPortalAt(portal, PREFIX, `${PREFIX}/organizations`);
    expect(await screen.findByText('No organizations yet')).toBeTruthy();
  });

  it('shows the error panel when the list cannot be read', async () => {
    serve(organizations(1)).failNext('organizations', { code: '08006', message: 'connection failure' });
    renderPortalAt(portal, PREFIX, `${PREFIX}/organizations`);
    expect(await screen.findByTestId('error-panel')).toBeTruthy();
  });
});
