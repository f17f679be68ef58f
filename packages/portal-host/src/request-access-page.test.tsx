// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { getQueryClient } from '@fikrspace/data';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import type { PortalDefinition } from '@fikrspace/portal-kit';
import type * as Session from '@fikrspace/session';
import type { AccessRequest, AccessRequestInput, CreateAccessRequestResult } from '@fikrspace/session';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { referringPath, requestablePath, requestedPath } from './request-access-page';
import { renderPortalAt, userWithRole } from './testing';

// The database is replaced at the hooks: these tests are about what the page shows for each answer.
const backend = vi.hoisted(() => ({
  create: vi.fn<(input: AccessRequestInput) => Promise<CreateAccessRequestResult>>(),
  list: vi.fn<(userId: string) => Promise<AccessRequest[]>>(),
}));

vi.mock('@fikrspace/session', async (importOriginal) => {
  const actual = await importOriginal<typeof Session>();
  const { useMutation, useQuery, useQueryClient } = await import('@fikrspace/data');
  return {
    ...actual,
    useMyAccessRequests: (userId: string | null) => useQuery({ queryKey: ['me', userId, 'access-requests'], queryFn: () => backend.list(userId ?? ''), enabled: !!userId, retry: false }),
    useCreateAccessRequest: () => {
      const queryClient = useQueryClient();
      return useMutation({ mutationFn: backend.create, onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }) });
    },
  };
});

const site: PortalDefinition = {
  id: 'site',
  // Texts of the public site's namespace, whose name is 'FikrSpace'.
  name: 'portal.name',
  description: 'portal.description',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  routes: [],
  sidebar: [],
  features: {},
};

const OFFICE_USERS = '/fikrspace/office/users';
const AT_OFFICE_USERS = `/request-access?from=${encodeURIComponent(OFFICE_USERS)}`;

function pending(path: string, message: string | null = null): AccessRequest {
  return { id: `request-${path}`, path, message, status: 'pending', organizationId: 'org-1', createdAt: '2026-11-23T09:30:00Z', decidedAt: null };
}

function signIn(): void {
  appStore.getState().setUser(userWithRole('viewer'));
  appStore.getState().setOrganization({ id: 'org-1', name: 'Fikr Labs', logoUrl: null, organizationType: 'startup' });
  appStore.getState().setLoading(false);
}

beforeAll(async () => {
  window.matchMedia ??= ((query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  backend.create.mockReset();
  backend.list.mockReset();
  backend.list.mockResolvedValue([]);
});

afterEach(() => {
  cleanup();
  appStore.getState().reset();
  getQueryClient().clear();
});

describe('the requested path', () => {
  it('accepts same-site paths only', () => {
    expect(requestablePath(OFFICE_USERS)).toBe(OFFICE_USERS);
    expect(requestablePath('/fikrspace/office/users?tab=roles')).toBe('/fikrspace/office/users?tab=roles');
    for (const unsafe of ['https://evil.example/', '//evil.example', '/\\evil.example', 'office', '', `/${'a'.repeat(2048)}`, '/a\nb', null]) {
      expect(requestablePath(unsafe), String(unsafe)).toBeNull();
    }
  });

  it('takes ?from=, else the same-origin referrer, else the home page', () => {
    const origin = 'http://localhost:4391';
    expect(requestedPath(OFFICE_USERS, `${origin}/elsewhere`, origin)).toBe(OFFICE_USERS);
    expect(requestedPath('//evil.example', `${origin}/fikrspace/office/settings?x=1`, origin)).toBe('/fikrspace/office/settings?x=1');
    expect(requestedPath(null, 'https://evil.example/admin', origin)).toBe('/');
    expect(requestedPath(null, `${origin}/fikrspace/login?redirect=%2F`, origin)).toBe('/');
    expect(requestedPath('/request-access', '', origin)).toBe('/');
    expect(referringPath('not a url', origin)).toBeNull();
  });
});

describe('RequestAccessPage', () => {
  it('sends a signed-out visitor to sign-in, coming back to the same request', async () => {
    appStore.getState().setLoading(false);
    renderPortalAt(site, '', AT_OFFICE_USERS);
    const expected = `/login?redirect=${encodeURIComponent(AT_OFFICE_USERS)}`;
    await waitFor(() => expect(screen.getAllByTestId('location').map((node) => node.textContent)).toContain(expected));
  });

  it('shows the page asked for, the organization, and an empty list', async () => {
    signIn();
    renderPortalAt(site, '', AT_OFFICE_USERS);
    expect(await screen.findByTestId('request-access-path')).toHaveProperty('textContent', OFFICE_USERS);
    expect(screen.getByTestId('request-access-organization').textContent).toBe('Fikr Labs');
    expect(await screen.findByText('You have not requested access yet.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Request access | FikrSpace'));
  });

  it('counts the message against its 2000 character limit', async () => {
    signIn();
    renderPortalAt(site, '', AT_OFFICE_USERS);
    const field = await screen.findByLabelText('Message (optional)');
    expect(field.getAttribute('maxlength')).toBe('2000');
    expect(screen.getByTestId('request-access-counter').textContent).toBe('0 / 2,000 characters');
    fireEvent.change(field, { target: { value: 'I review the user list' } });
    expect(screen.getByTestId('request-access-counter').textContent).toBe('22 / 2,000 characters');
  });

  it('sends the request, then shows the success state and the pending request', async () => {
    signIn();
    backend.create.mockImplementation(async (input) => {
      backend.list.mockResolvedValue([pending(input.path, input.message ?? null)]);
      return { outcome: 'created', request: pending(input.path, input.message ?? null) };
    });
    renderPortalAt(site, '', AT_OFFICE_USERS);
    fireEvent.change(await screen.findByLabelText('Message (optional)'), { target: { value: 'I review the user list' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const sent = await screen.findByTestId('request-access-sent');
    expect(within(sent).getByRole('heading', { name: 'Request sent' })).toBe(document.activeElement);
    expect(backend.create.mock.calls[0]?.[0]).toEqual({ path: OFFICE_USERS, message: 'I review the user list' });
    const item = await screen.findByTestId('access-request-item');
    expect(item.getAttribute('data-status')).toBe('pending');
    expect(within(item).getByText('Pending')).toBeTruthy();
    expect(within(item).getByText('I review the user list')).toBeTruthy();
  });

  it('says so when the page was already requested', async () => {
    signIn();
    backend.list.mockResolvedValue([pending(OFFICE_USERS)]);
    backend.create.mockResolvedValue({ outcome: 'already-requested' });
    renderPortalAt(site, '', AT_OFFICE_USERS);
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    const already = await screen.findByTestId('request-access-already');
    expect(within(already).getByRole('heading', { name: 'Already requested' })).toBeTruthy();
    expect(screen.queryByTestId('request-access-form')).toBeNull();
  });

  it('shows a failure clearly and keeps the typed message', async () => {
    signIn();
    const { AccessRequestError } = await import('@fikrspace/session');
    backend.create.mockRejectedValue(new AccessRequestError('network', 'TypeError: Failed to fetch'));
    renderPortalAt(site, '', AT_OFFICE_USERS);
    const field = await screen.findByLabelText('Message (optional)');
    fireEvent.change(field, { target: { value: 'Please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('the connection failed');
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('Please');
    expect(screen.getByRole('button', { name: 'Send request' })).toHaveProperty('disabled', false);
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    signIn();
    backend.list.mockResolvedValue([{ ...pending(OFFICE_USERS), status: 'declined' }]);
    renderPortalAt(site, '', AT_OFFICE_USERS);
    expect(await screen.findByRole('heading', { level: 1, name: 'طلب صلاحية الوصول' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرسال الطلب' })).toBeTruthy();
    expect(await screen.findByText('مرفوض')).toBeTruthy();
  });
});
