import { authStorageKey, type DbConfig } from './client';

/**
 * Parameters through which GoTrue hands a session (or its failure) back to the page, and the
 * token of an e-mail link, which the page redeems at once.
 */
const CALLBACK_PARAMETERS = ['access_token', 'refresh_token', 'error', 'error_code', 'error_description', 'code', 'token_hash'];

function hasCallbackParameter(search: string): boolean {
  const parameters = new URLSearchParams(search);
  return CALLBACK_PARAMETERS.some((name) => parameters.has(name));
}

function hasCallback(location: Pick<Location, 'search' | 'hash'>): boolean {
  return hasCallbackParameter(location.search) || hasCallbackParameter(location.hash.replace(/^#/, ''));
}

/** Any backend's stored session (`authStorageKey`). */
const AUTH_TOKEN_KEY = /^sb-.+-auth-token$/;

/**
 * Whether this page may already belong to a signed-in user: a session is stored for the backend,
 * or the address carries an auth callback or an e-mail link's token, which sign someone in at once.
 * When neither holds, the visitor is signed out and the page can be shown without the client's code.
 */
export function mayHaveSession(config: DbConfig, { storage, location }: { storage: Pick<Storage, 'getItem'> | undefined; location: Pick<Location, 'search' | 'hash'> }): boolean {
  if (hasCallback(location)) return true;
  try {
    return Boolean(storage?.getItem(authStorageKey(config.url)));
  } catch {
    // Storage that cannot be read keeps no session either; the client will say the same.
    return false;
  }
}

/**
 * The same question before the backend is known, as the shell asks it while its configuration is
 * still on the way: a session stored for any backend counts. A yes only starts downloading the
 * client's code early (`prefetchDbCode`); `mayHaveSession` decides once the backend is known.
 */
export function mayHaveAnySession({ storage, location }: { storage: Pick<Storage, 'length' | 'key'> | undefined; location: Pick<Location, 'search' | 'hash'> }): boolean {
  if (hasCallback(location)) return true;
  try {
    for (let index = 0; index < (storage?.length ?? 0); index++) if (AUTH_TOKEN_KEY.test(storage?.key(index) ?? '')) return true;
    return false;
  } catch {
    return false;
  }
}
