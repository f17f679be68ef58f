// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountScreen, isAccountScreenPath } from './account-screens';
import { PAGE_SHOWN } from './page-shown';

afterEach(cleanup);

describe('the addresses of the account screens', () => {
  it.each([
    ['/fikrspace/investor', '/fikrspace/investor/login', true],
    ['/fikrspace/investor', '/fikrspace/investor/auth/login', true],
    ['/fikrspace/investor', '/fikrspace/investor/register', true],
    ['/fikrspace/investor', '/fikrspace/investor/request-access', true],
    ['/fikrspace/investor', '/fikrspace/investor/email-confirmation', true],
    ['/fikrspace/investor', '/fikrspace/investor/accept-invite', true],
    ['/fikrspace/investor', '/fikrspace/investor/confirm-account', true],
    ['/fikrspace/investor', '/fikrspace/investor/auth/callback/linkedin', true],
    ['', '/login', true],
    ['/fikrspace/investor', '/fikrspace/investor/dashboard', false],
    ['/fikrspace/investor', '/fikrspace/investor/auth/callback', false],
    ['/fikrspace/investor', '/fikrspace/mentor/login', false],
  ])('under %s, %s is one: %s', (prefix, pathname, expected) => {
    expect(isAccountScreenPath(prefix, pathname)).toBe(expected);
  });
});

describe('AccountScreen', () => {
  it('shows the loading indicator until the code is here, then the screen, marked shown', async () => {
    performance.clearMarks(PAGE_SHOWN);
    render(<AccountScreen screen={() => ({ label }: { label: string }) => <p>{label}</p>} props={{ label: 'the screen' }} />);
    expect(screen.getByTestId('loading-screen')).toBeTruthy();
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(screen.queryByTestId('loading-screen')).toBeNull();
    // The mark follows the commit that shows the screen, which may come after the text is found.
    await waitFor(() => expect(performance.getEntriesByName(PAGE_SHOWN)).toHaveLength(1));
  });
});
