// @vitest-environment jsdom
import { provideAnalytics, type AnalyticsServices } from '@fikrspace/analytics';
import { appStore } from '@fikrspace/app-store';
import { QueryProvider } from '@fikrspace/data';
import { initTestI18n } from '@fikrspace/i18n/testing';
import type { AuthActions } from '@fikrspace/session';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from './auth-actions';
import { RegisterPage, SignInPage, TokenLinkPage } from './shared-screens';
import { unavailableAuthActions } from './unavailable-auth';

/** What the pages hand the shell's tracker (consent is the tracker's business, not theirs). */
const tracker = { track: vi.fn(() => true), trackConversion: vi.fn(() => true), trackError: vi.fn(() => true) };

function renderWith(actions: Partial<AuthActions>, path: string, element: ReactNode) {
  const services = { actions: { ...unavailableAuthActions('not used'), ...actions }, reloadProfile: async () => undefined };
  return render(
    <QueryProvider>
      <SessionContext value={services}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={element} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </QueryProvider>,
  );
}

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

describe('what the sign-in screens report to analytics', () => {
  it('a sign-in is a custom event, a refused one nothing', async () => {
    const signIn = vi.fn<AuthActions['signIn']>().mockResolvedValueOnce({ error: 'invalid_credentials', message: 'Invalid login credentials' }).mockResolvedValueOnce({ landingPath: '/fikrspace/portal' });
    renderWith({ signIn }, '/login', <SignInPage fallbackRedirect="/fikrspace/portal" />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'owner@fikrspace.test' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    expect(tracker.track).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(tracker.track).toHaveBeenCalledWith({ eventName: 'sign_in', eventType: 'custom' }));
  });

  it('a sign-up is a conversion', async () => {
    const signUp = vi.fn<AuthActions['signUp']>().mockResolvedValue({ needsConfirmation: true });
    renderWith({ signUp }, '/register', <RegisterPage />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Lina' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Haddad' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'lina@example.test' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'a-long-password' } });
    fireEvent.submit(screen.getByTestId('register-form'));
    await waitFor(() => expect(tracker.trackConversion).toHaveBeenCalledWith('sign_up', { confirmationNeeded: true }));
  });

  it('a redeemed confirmation link is the conversion account_confirmed', async () => {
    const verifyEmailLink = vi.fn<AuthActions['verifyEmailLink']>().mockResolvedValue({ landingPath: '/fikrspace/portal' });
    renderWith({ verifyEmailLink }, '/confirm-account?token_hash=abc&type=signup', <TokenLinkPage />);
    await waitFor(() => expect(tracker.trackConversion).toHaveBeenCalledWith('account_confirmed'));
    expect(verifyEmailLink).toHaveBeenCalledWith('abc', 'signup');
  });
});
