import { LoadingScreen } from '@fikrspace/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { matchRoutes } from '@fikrspace/router';
import type * as Pages from './account-screen-pages';
import { PageShown } from './page-shown';

type AccountScreenPages = typeof Pages;

/**
 * The account screens (sign-in, registration, the e-mail and invitation links, OAuth callbacks,
 * access requests) under every portal, relative to its prefix. A member's pages never show one,
 * so their code is a chunk of its own: it downloads when one opens, or is about to (a cold load
 * of one of these addresses, a signed-out visitor's idle time), instead of with every page.
 */
export const ACCOUNT_SCREEN_PATHS = {
  signIn: 'login',
  signInAlias: 'auth/login',
  register: 'register',
  requestAccess: 'request-access',
  confirmEmail: 'email-confirmation',
  acceptInvite: 'accept-invite',
  confirmAccount: 'confirm-account',
  oauthCallback: 'auth/callback/:provider',
} as const;

/** Whether an address opens one of a portal's account screens. */
export function isAccountScreenPath(prefix: string, pathname: string): boolean {
  const table = Object.values(ACCOUNT_SCREEN_PATHS).map((path) => ({ path: `${prefix}/${path}` }));
  return Boolean(matchRoutes(table, pathname)?.length);
}

let download: Promise<AccountScreenPages> | null = null;
let arrived: AccountScreenPages | null = null;

/** Starts the download of the account screens' code, once; a failed download may be asked again. */
export function preloadAccountScreens(): Promise<AccountScreenPages> {
  if (!download) {
    const started = import('./account-screen-pages').then((pages) => (arrived = pages));
    started.catch(() => {
      if (download === started) download = null;
    });
    download = started;
  }
  return download;
}

/** Whether the account screens' code is here. */
export function accountScreensArrived(): boolean {
  return arrived !== null;
}

export interface AccountScreenProps<P extends object> {
  screen: (pages: AccountScreenPages) => ComponentType<P>;
  props: P;
}

/**
 * One account screen, marked shown once it is on screen. Until its code is here the page's frame
 * shows the loading indicator pages show; a download that fails is thrown to the route's error
 * boundary, whose Retry mounts this again and asks again.
 */
export function AccountScreen<P extends object>({ screen, props }: AccountScreenProps<P>) {
  const [pages, setPages] = useState<AccountScreenPages | null>(arrived);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (pages) return;
    let current = true;
    preloadAccountScreens().then(
      (loaded) => current && setPages(loaded),
      (error: unknown) => current && setFailure(error ?? new Error('The account screens could not be loaded')),
    );
    return () => {
      current = false;
    };
  }, [pages]);
  if (failure) throw failure;
  if (!pages) return <LoadingScreen fullPage={false} />;
  const Screen = screen(pages);
  return (
    <>
      <Screen {...props} />
      <PageShown />
    </>
  );
}
