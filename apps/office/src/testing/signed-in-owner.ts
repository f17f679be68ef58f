import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { userWithRole } from '@fikrspace/portal-host/testing';
import { resetToasts } from '@fikrspace/ui';
import { cleanup } from '@testing-library/react';

/**
 * Before a page test: a fresh QueryClient whose failures show at once (no retry) and the owner
 * signed in. The test then sets the database it plays.
 */
export function signInOwnerForTest(): void {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setUser(userWithRole('owner'));
  appStore.getState().setLoading(false);
}

/** After a page test: the page, the store, the toasts, the database and the QueryClient go. */
export function resetPageTest(): void {
  cleanup();
  appStore.getState().reset();
  resetToasts();
  setDb(null);
  setQueryClient(null);
}
