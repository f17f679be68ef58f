// @vitest-environment jsdom
import { provideAnalytics, type AnalyticsServices } from '@fikrspace/analytics';
import { appStore } from '@fikrspace/app-store';
import { QueryProvider } from '@fikrspace/data';
import { initTestI18n } from '@fikrspace/i18n/testing';
import type { AuthActions, InvitationDetails } from '@fikrspace/session';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from './auth-actions';
import { InvitationPage } from './invitation-page';
import { unavailableAuthActions } from './unavailable-auth';

const tracker = { track: vi.fn(() => true), trackConversion: vi.fn(() => true), trackError: vi.fn(() => true) };
const TOKEN = 'a-token-of-an-invitation-link';
const INVITATION: InvitationDetails = { email: 'nour@example.test', role: 'editor', organizationName: 'Fikr Labs', expiresAt: '2026-12-04T20:00:00Z', hasAccount: false };

function Landed() {
  return <p>landed at {useLocation().pathname}</p>;
}

function renderPage(actions: Partial<AuthActions>, path = `/accept-invite?invitation=${TOKEN}`) {
  const services = { actions: { ...unavailableAuthActions('not used'), landingPath: () => '/fikrspace/portal/startup', ...actions }, reloadProfile: async () => undefined };
  return render(
    <QueryProvider>
      <SessionContext value={services}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/accept-invite" element={<InvitationPage />} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </QueryProvider>,
  );
}

const signedInAs = (email: string) => appStore.getState().setUser({ id: 'u1', email, firstName: 'Nour', lastName: null, organizationId: null, enterpriseRole: null });

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  provideAnalytics({ tracker } as unknown as AnalyticsServices);
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  appStore.getState().reset();
});

describe('the invitation page', () => {
  it('shows what the link is for, and a new address creates its account with its own password, then lands in the portal', async () => {
    const createInvitedAccount = vi
      .fn<AuthActions['createInvitedAccount']>()
      .mockResolvedValueOnce({ error: 'weak_password', passwordReasons: ['length'] })
      .mockResolvedValueOnce({ landingPath: '/fikrspace/portal/startup' });
    renderPage({ invitation: async () => ({ invitation: INVITATION }), createInvitedAccount });
    expect(await screen.findByText('Fikr Labs invites you to join as Editor.')).toBeTruthy();
    expect(screen.getByTestId('invitation-details').textContent).toContain('nour@example.test');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Nour' } });
    fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Use at least 6 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value: 'a-long-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('landed at /fikrspace/portal/startup')).toBeTruthy();
    expect(createInvitedAccount).toHaveBeenLastCalledWith(TOKEN, { firstName: 'Nour', lastName: '', password: 'a-long-password' });
    expect(tracker.trackConversion).toHaveBeenCalledWith('invitation_accepted');
  });

  it('asks the owner of an existing account to sign in to it, with the invited address filled in', async () => {
    const signIn = vi.fn<AuthActions['signIn']>().mockResolvedValueOnce({ error: 'invalid_credentials' }).mockResolvedValueOnce({ landingPath: '/fikrspace/portal/mentor' });
    const acceptInvitation = vi.fn<AuthActions['acceptInvitation']>().mockResolvedValue({ landingPath: '/fikrspace/portal/startup' });
    renderPage({ invitation: async () => ({ invitation: { ...INVITATION, hasAccount: true } }), signIn, acceptInvitation });
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('nour@example.test');
    expect(email.readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and join' }));
    expect(await screen.findByText('The e-mail address or password is not correct.')).toBeTruthy();
    expect(acceptInvitation).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and join' }));
    expect(await screen.findByText('landed at /fikrspace/portal/startup')).toBeTruthy();
    expect(acceptInvitation).toHaveBeenCalledWith(TOKEN);
  });

  it('joins in one step when the invited address is already signed in', async () => {
    signedInAs('Nour@Example.test');
    const acceptInvitation = vi.fn<AuthActions['acceptInvitation']>().mockResolvedValue({ landingPath: '/fikrspace/portal/startup' });
    renderPage({ invitation: async () => ({ invitation: { ...INVITATION, hasAccount: true } }), acceptInvitation });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Fikr Labs' }));
    expect(await screen.findByText('landed at /fikrspace/portal/startup')).toBeTruthy();
  });

  it('tells someone signed in with another address to switch, and offers to sign out', async () => {
    signedInAs('investor@fikrspace.test');
    const signOut = vi.fn<AuthActions['signOut']>().mockResolvedValue(undefined);
    renderPage({ invitation: async () => ({ invitation: INVITATION }), signOut });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation was sent to nour@example.test, but you are signed in as investor@fikrspace.test. Sign out, then open the link again and sign in with nour@example.test.',
    );
    expect(screen.queryByRole('button', { name: 'Join Fikr Labs' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
  });

  it.each([
    ['a link that is no longer valid', `/accept-invite?invitation=${TOKEN}`, { error: 'invalid_invitation' as const }, 'This invitation link is no longer valid'],
    ['a link without its token', '/accept-invite', { invitation: INVITATION }, 'This link is incomplete'],
    ['a network failure', `/accept-invite?invitation=${TOKEN}`, { error: 'network' as const }, 'A network error occurred'],
  ])('explains %s', async (_what, path, answer, text) => {
    renderPage({ invitation: async () => answer }, path);
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.queryByRole('button', { name: /join/i })).toBeNull();
  });
});
