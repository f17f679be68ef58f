// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import english from '@fikrspace/files/locales/en/files.json';
import { portalRoot } from '../../../portal-root/portal';

/**
 * The account page through the shell's portal root and the fake client: the real mutations run,
 * and the header (every portal's frame) shows what the profile names. The database's rules on
 * these addresses are the tenancy persona tests'; the upload itself is the file context's and
 * the end-to-end journey's.
 */

const PREFIX = '/fikrspace/portal';
const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public';
const MEMBER = userWithRole('user');
const AVATAR = `${STORAGE}/avatars/${MEMBER.id}/me-k3y.png`;
const LOGO = `${STORAGE}/organization-logos/${ORG.fikrLabs}/logo-k3y.png`;

function database(matrixRole: string) {
  const fake = createFakeDb({
    tables: {
      users: [{ id: MEMBER.id, avatar_url: AVATAR }],
      organizations: [{ id: ORG.fikrLabs, logo_url: LOGO }],
      organisation_roles: [{ user_id: MEMBER.id, organization_id: ORG.fikrLabs, role: matrixRole, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
    },
  });
  setDb(fake.db);
  return fake;
}

const editor = (bucket: string) => screen.findByTestId(`${bucket}-editor`);

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
  i18n.addResourceBundle('en', 'portal/files', english);
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setUser({ ...MEMBER, firstName: 'Lina', lastName: 'Haddad', avatarUrl: AVATAR });
  appStore.getState().setOrganization({ id: ORG.fikrLabs, name: 'Fikr Labs', logoUrl: LOGO, organizationType: 'startup' });
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  appStore.getState().reset();
  setDb(null);
  setQueryClient(null);
});

describe('the account page', () => {
  it('shows the picture and the logo, in the page and in the header, with a way there from the header', async () => {
    database('user');
    renderPortalAt(portalRoot, PREFIX, `${PREFIX}/account`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeDefined();
    expect((await screen.findByRole('img', { name: 'The picture of Lina Haddad' })).getAttribute('src')).toBe(AVATAR);
    expect(screen.getByRole('img', { name: 'The logo of Fikr Labs' }).getAttribute('src')).toBe(LOGO);
    expect(screen.getByTestId('account-avatar').getAttribute('src')).toBe(AVATAR);
    expect(screen.getByTestId('organization-logo').getAttribute('src')).toBe(LOGO);
    expect(screen.getByRole('link', { name: 'Account settings' }).getAttribute('href')).toBe(`${PREFIX}/account`);
  });

  it('lets a member whose role may edit the organization replace the logo', async () => {
    database('user');
    renderPortalAt(portalRoot, PREFIX, `${PREFIX}/account`);
    expect(await within(await editor('organization-logos')).findByText('Upload a new logo')).toBeDefined();
  });

  it('shows the logo to a member whose role may not edit the organization, with nothing to change it', async () => {
    database('viewer');
    renderPortalAt(portalRoot, PREFIX, `${PREFIX}/account`);
    const logo = await editor('organization-logos');
    expect(await within(logo).findByText('Only members allowed to edit the organization can change its logo.')).toBeDefined();
    expect(within(logo).queryByTestId('file-drop-zone')).toBeNull();
    expect(within(logo).queryByRole('button', { name: 'Remove the picture' })).toBeNull();
    // Their own picture stays theirs to change.
    expect(within(await editor('avatars')).getByTestId('file-drop-zone')).toBeDefined();
  });

  it('removes the picture from the profile and says so', async () => {
    const fake = database('user');
    renderPortalAt(portalRoot, PREFIX, `${PREFIX}/account`);
    fireEvent.click(within(await editor('avatars')).getByRole('button', { name: 'Remove the picture' }));
    expect(await screen.findByText('The picture was removed.')).toBeDefined();
    const update = fake.calls.find((call) => call.table === 'users' && call.method === 'update');
    expect(update?.values).toEqual({ avatar_url: null });
    expect(update?.eq).toMatchObject({ id: MEMBER.id });
  });

  it('keeps the picture and says so when the database refuses the change', async () => {
    const fake = database('user');
    fake.failNext('users', { code: '42501', message: 'permission denied for table users', details: null, hint: null });
    renderPortalAt(portalRoot, PREFIX, `${PREFIX}/account`);
    const avatars = await editor('avatars');
    fireEvent.click(within(avatars).getByRole('button', { name: 'Remove the picture' }));
    expect((await within(avatars).findByRole('alert')).textContent).toBe('The picture could not be removed. Please try again.');
    expect(within(avatars).getByRole('img', { name: 'The picture of Lina Haddad' })).toBeDefined();
  });
});
