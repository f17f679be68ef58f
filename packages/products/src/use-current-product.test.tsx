// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { QueryProvider, getQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDb, type FakeRow } from '@fikrspace/db/testing';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNKNOWN_PRODUCT, type Product } from './product';
import { decideProductAccess, type ProductAccessSubject } from './product-access';
import { prefetchCurrentProduct } from './prefetch-current-product';
import { useCurrentProduct } from './use-current-product';

/**
 * The table calls the hook makes, answered from memory: the catalogue, and the member's enabled
 * access rows. What the database decides is tested against the real backend elsewhere; here it
 * is what the page does with each answer, and when it asks.
 */
const PRODUCT_ROWS: FakeRow<'fikr_products'>[] = [
  { id: 'p-os', product_key: 'os', name: 'Fikr OS', product_slug: 'fikr-os', description: null, is_active: true, display_order: 1, development_url: '/fikrspace/portal/os', production_url: 'https://os.fikrspace.com', required_roles: [] },
  { id: 'p-cap', product_key: 'cap', name: 'Fikr Cap', product_slug: 'fikr-cap', description: null, is_active: true, display_order: 3, development_url: '/fikrspace/portal/cap', production_url: 'https://cap.fikrspace.com', required_roles: [] },
];

let fake: FakeDb;

/** The catalogue, and an enabled access row of u-1 in o-1 for each product named. */
function serve(enabledProductIds: string[]) {
  fake = createFakeDb({
    tables: {
      fikr_products: PRODUCT_ROWS,
      team_member_product_access: enabledProductIds.map((productId) => ({ id: `access-${productId}`, user_id: 'u-1', organization_id: 'o-1', product_id: productId, enabled: true })),
    },
  });
  setDb(fake.db);
}

/** The tables read so far, with the product each access check asked about. */
const calls = () => fake.calls.map((call) => `${call.table}:${String(call.eq.product_id ?? '')}`);

function Probe() {
  const { product, access } = useCurrentProduct();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="product">{product?.productKey ?? 'none'}</output>
      <output data-testid="access">{access}</output>
      <button type="button" onClick={() => navigate('/fikrspace/portal/cap/rounds')}>
        deeper
      </button>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
      </MemoryRouter>
    </QueryProvider>,
  );
}

function signIn() {
  appStore.getState().setUser({ id: 'u-1', email: 'viewer@fikrspace.test', firstName: 'Vera', lastName: 'Viewer', organizationId: 'o-1', enterpriseRole: { id: 'r', name: 'viewer', displayName: 'Viewer' } });
  appStore.getState().setOrganization({ id: 'o-1', name: 'Fikr Labs', logoUrl: null, organizationType: 'startup' });
}

describe('useCurrentProduct', () => {
  beforeEach(() => {
    setQueryClient(null);
  });
  afterEach(() => {
    cleanup();
    setDb(null);
    appStore.getState().reset();
  });

  it('lets a visitor who is not signed in through, and still names the product', async () => {
    serve([]);
    renderAt('/fikrspace/portal/cap');
    await waitFor(() => expect(screen.getByTestId('product').textContent).toBe('cap'));
    expect(screen.getByTestId('access').textContent).toBe('allowed');
    expect(appStore.getState().currentProduct).toBe('cap');
    expect(calls().filter((call) => call.startsWith('team_member_product_access'))).toEqual([]);
  });

  it('denies a member without an enabled access row', async () => {
    serve(['p-os']);
    signIn();
    renderAt('/fikrspace/portal/cap');
    expect(screen.getByTestId('access').textContent).toBe('checking');
    await waitFor(() => expect(screen.getByTestId('access').textContent).toBe('denied'));
    expect(appStore.getState().currentProduct).toBe('cap');
  });

  it('allows a member with an enabled access row', async () => {
    serve(['p-cap']);
    signIn();
    renderAt('/fikrspace/portal/cap');
    await waitFor(() => expect(screen.getByTestId('access').textContent).toBe('allowed'));
  });

  it('allows a path that names no product, and sets the product to unknown', async () => {
    serve([]);
    signIn();
    renderAt('/fikrspace/startup/dashboard');
    await waitFor(() => expect(appStore.getState().currentProduct).toBe(UNKNOWN_PRODUCT));
    expect(screen.getByTestId('access').textContent).toBe('allowed');
  });

  it('answers at once on a page whose product check was prefetched, and asks again on opening', async () => {
    serve(['p-cap']);
    signIn();
    await prefetchCurrentProduct(getQueryClient(), { pathname: '/fikrspace/portal/cap' }, { userId: 'u-1', organizationId: 'o-1' });
    expect(calls()).toEqual(['fikr_products:', 'team_member_product_access:p-cap']);
    renderAt('/fikrspace/portal/cap');
    expect(screen.getByTestId('access').textContent).toBe('allowed');
    await waitFor(() => expect(calls().filter((call) => call === 'team_member_product_access:p-cap')).toHaveLength(2));
  });

  it('prefetches nothing beyond the catalogue for a path that names no product', async () => {
    serve([]);
    await prefetchCurrentProduct(getQueryClient(), { pathname: '/fikrspace/startup/dashboard' }, { userId: 'u-1', organizationId: 'o-1' });
    expect(calls()).toEqual(['fikr_products:']);
  });

  it('checks access again on every path change, keeping the last answer on screen', async () => {
    serve(['p-cap']);
    signIn();
    renderAt('/fikrspace/portal/cap');
    await waitFor(() => expect(screen.getByTestId('access').textContent).toBe('allowed'));
    const before = calls().filter((call) => call === 'team_member_product_access:p-cap').length;
    await act(async () => screen.getByRole('button', { name: 'deeper' }).click());
    expect(screen.getByTestId('access').textContent).toBe('allowed');
    await waitFor(() => expect(calls().filter((call) => call === 'team_member_product_access:p-cap').length).toBe(before + 1));
  });
});

describe('decideProductAccess (spec 001 §4, §5.1)', () => {
  const product: Product = { id: 'p', productKey: 'cap', name: 'Fikr Cap', productSlug: 'fikr-cap', description: null, isActive: true, displayOrder: 1, developmentUrl: null, productionUrl: null, requiredRoles: [] as string[] };
  const member = { userId: 'u', organizationId: 'o', enterpriseRole: 'viewer' };
  const cases: Array<[string, ProductAccessSubject, Product | null, boolean, string]> = [
    ['no user', { ...member, userId: null }, product, false, 'allowed'],
    ['no organization', { ...member, organizationId: null }, product, false, 'allowed'],
    ['no product matched', member, null, false, 'allowed'],
    ['an enabled access row', member, product, true, 'allowed'],
    ['no enabled access row', member, product, false, 'denied'],
    ['a required role the user holds (case-insensitive)', member, { ...product, requiredRoles: ['Viewer'] }, true, 'allowed'],
    ['a required role the user lacks', member, { ...product, requiredRoles: ['owner'] }, true, 'denied'],
  ];
  it.each(cases)('%s: %s', (_name, subject, candidate, hasRow, expected) => {
    expect(decideProductAccess(subject, candidate, hasRow)).toBe(expected);
  });
});
