import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { userWithRole } from '@fikrspace/portal-host/testing';
import { afterEach, beforeEach, vi } from 'vitest';
import { FL, registerPageFrame } from '../../../lib/testing/page-frame';

/** Fikr Labs' pitch deck as the fake client holds it, for the pitch deck page's tests. */

export const NOW = new Date('2026-11-15T10:00:00Z');

const version = (id: string, title: string, fields: Partial<FakeRow<'pitch_deck_versions'>>): FakeRow<'pitch_deck_versions'> => ({
  id,
  organization_id: FL,
  object_path: `${FL}/${id}.pdf`,
  title,
  file_size: 2 * 1024 * 1024,
  uploaded_by: 'u-sara',
  is_current: false,
  created_at: '2026-06-01T10:00:00Z',
  ...fields,
});

export const VERSIONS = [version('v2', 'Seed deck, updated', { is_current: true, created_at: '2026-10-15T10:00:00Z' }), version('v1', 'Seed deck', { created_at: '2026-06-15T10:00:00Z' })];

export const LINKS: FakeRow<'pitch_deck_links'>[] = [
  { id: 'l-live', organization_id: FL, version_id: 'v2', token: 'live-token', label: 'Gulf Angels', expires_at: '2026-11-29T10:00:00Z', revoked_at: null, signed_url: 'http://storage.test/sign/v2', created_by: 'u-sara', created_at: '2026-11-01T10:00:00Z' },
];

/** The stand-in for Storage: signed addresses only, which is all the page asks of it. */
function fakeStorage() {
  const createSignedUrl = vi.fn(async (path: string, seconds: number) => ({ data: { signedUrl: `http://127.0.0.1:54321/storage/v1/object/sign/pitch-decks/${path}?token=t${seconds}` }, error: null }));
  return { from: () => ({ createSignedUrl, remove: vi.fn(async (paths: string[]) => ({ data: paths.map((name) => ({ name })), error: null })) }), createSignedUrl };
}

export function deckDatabase(matrixRole: string, { versions = VERSIONS, answer }: { versions?: FakeRow<'pitch_deck_versions'>[]; answer?: FakeDbOptions['answer'] } = {}): FakeDb & { storage: ReturnType<typeof fakeStorage> } {
  const member = userWithRole(matrixRole);
  appStore.getState().setUser(member);
  const fake = createFakeDb({
    answer,
    tables: {
      pitch_deck_versions: versions,
      pitch_deck_links: LINKS,
      pitch_deck_shares: [],
      organisation_roles: [{ user_id: member.id, organization_id: FL, role: matrixRole, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
    },
    rpc: {
      set_current_pitch_deck: (args: { p_version: string }) => {
        for (const row of fake.rows('pitch_deck_versions')) row.is_current = row.id === args.p_version;
        return true;
      },
      pitch_deck_grantees: [{ share_id: 's-oasis', grantee_organization_id: 'org-oasis', name: 'Oasis Ventures', organization_type: 'venture_capital', shared_at: '2026-10-20T10:00:00Z' }],
      pitch_deck_grantee_candidates: [{ id: 'org-launchpad', name: 'Launchpad Accelerator', organization_type: 'accelerator' }],
      pitch_deck_view_log: [
        { id: 'w1', viewed_at: '2026-11-12T09:00:00Z', version_id: 'v2', version_title: 'Seed deck, updated', viewer_name: 'Ines Investor', viewer_organization_name: 'Oasis Ventures', link_label: null },
        { id: 'w2', viewed_at: '2026-11-10T09:00:00Z', version_id: 'v2', version_title: 'Seed deck, updated', viewer_name: null, viewer_organization_name: null, link_label: 'Gulf Angels' },
      ],
    } as never,
  });
  const storage = fakeStorage();
  Object.assign(fake.db, { storage });
  setDb(fake.db);
  return Object.assign(fake, { storage });
}

/** The page frame, a PDF for every fetch of a signed address, and `blob:` addresses jsdom lacks. */
export function setUpDeckPages(): void {
  registerPageFrame();
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } })));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:deck'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

export const writesTo = (fake: FakeDb, target: string) => fake.calls.filter((call) => (call.table === target || call.rpc === target) && call.method !== 'select');
