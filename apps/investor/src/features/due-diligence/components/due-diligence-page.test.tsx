// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeRow } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import portal from '../../../portal';

/**
 * The investor portal's due diligence page through its route and the fake client: the data rooms
 * startups open to the investor, company by company, and an opening that is recorded before the
 * document's address is made. What a grant lets through is the persona tests' (supabase/tests/cap-table).
 */

const PREFIX = '/fikrspace/investor';
const FL = ORG.fikrLabs;

const folder = (id: string, name: string, position: number, documents: FakeRow<'data_room_documents'>[]) => ({ id, organization_id: FL, name, position, shared_with_grantees: true, created_at: '2026-01-01T00:00:00Z', documents });
const statements: FakeRow<'data_room_documents'> = {
  id: 'd-statements',
  organization_id: FL,
  folder_id: 'f-finance',
  object_path: `${FL}/finance/statements.pdf`,
  name: 'Financial statements 2025',
  category: 'financial',
  file_size: 1000,
  content_type: 'application/pdf',
  expires_at: '2026-11-20',
  uploaded_by: null,
  created_at: '2026-01-01T00:00:00Z',
};

const ROOM = { organization_id: FL, organization_name: 'Fikr Labs', grantee_organization_id: ORG.oasisVentures, expires_at: '2027-03-31T00:00:00Z' };

function database(rooms: (typeof ROOM)[]) {
  const fake = createFakeDb({
    tables: {
      data_room_folders: [folder('f-finance', 'Finance', 1, [statements]), folder('f-commercial', 'Commercial', 2, [])] as never,
      fikr_products: [],
    },
    rpc: { data_rooms_shared_with_me: () => rooms, record_data_room_access: () => 'a-1' } as never,
  });
  const createSignedUrl = vi.fn(async (path: string) => ({ data: { signedUrl: `http://storage.test/sign/data-room/${path}` }, error: null }));
  Object.assign(fake.db, { storage: { from: () => ({ createSignedUrl }) } });
  setDb(fake.db);
  return Object.assign(fake, { createSignedUrl });
}

const openPage = () => renderPortalAt(portal, PREFIX, `${PREFIX}/due-diligence`);

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T10:00:00Z'));
  await i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setUser(userWithRole('owner'));
  appStore.getState().setOrganization({ id: ORG.oasisVentures, name: 'Oasis Ventures', logoUrl: null, organizationType: 'venture_capital' });
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  appStore.getState().reset();
  setDb(null);
  setQueryClient(null);
});

describe('the investor due diligence page', () => {
  it('shows a loading state, then each company’s shared folders and their documents', async () => {
    const fake = database([ROOM]);
    const release = fake.hold('data_rooms_shared_with_me');
    openPage();
    expect(await screen.findByTestId('loading-screen')).toBeDefined();
    release();
    const room = await screen.findByTestId('shared-data-room');
    expect(within(room).getByRole('heading', { level: 2, name: 'Fikr Labs' })).toBeDefined();
    expect(within(room).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Finance', 'Commercial']);
    const finance = within(room).getByRole('region', { name: 'Finance' });
    expect(within(finance).getByText('Financial statements 2025')).toBeDefined();
    expect(within(finance).getByTestId('expiry-badge').getAttribute('data-state')).toBe('soon');
    expect(within(within(room).getByRole('region', { name: 'Commercial' })).getByText('No documents')).toBeDefined();
    // The folders are read for the companies that opened a room, and only them.
    expect(fake.calls.find((call) => call.table === 'data_room_folders')?.filters).toEqual(expect.arrayContaining([expect.objectContaining({ column: 'organization_id' })]));
  });

  it('says so when no startup has opened its data room', async () => {
    const fake = database([]);
    openPage();
    expect(await screen.findByText('No data room opened to you yet')).toBeDefined();
    expect(screen.queryByTestId('shared-data-room')).toBeNull();
    expect(fake.calls.some((call) => call.table === 'data_room_folders')).toBe(false);
  });

  it('records the opening of a document, then opens its signed address in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const fake = database([ROOM]);
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open Financial statements 2025' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`http://storage.test/sign/data-room/${FL}/finance/statements.pdf`, '_blank', 'noopener,noreferrer'));
    expect(fake.calls.find((call) => call.rpc === 'record_data_room_access')?.args).toEqual({ p_document: 'd-statements', p_action: 'viewed' });
    expect(fake.createSignedUrl).toHaveBeenCalledWith(`${FL}/finance/statements.pdf`, 600, undefined);
  });
});
