import { appStore, type AppUser } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { resetToasts } from '@fikrspace/ui';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * Registers the frame of the portal root's page tests: the English texts, a query client that
 * does not retry (a failure shows at once), the given member signed in to Fikr Labs, and nothing
 * left behind afterwards.
 */
export function registerPageFrame(user: AppUser): void {
  beforeAll(async () => {
    window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
    await initTestI18n('en');
  });
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    const client = createQueryClient();
    client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
    setQueryClient(client);
    appStore.getState().setUser(user);
    appStore.getState().setOrganization({ id: ORG.fikrLabs, name: 'Fikr Labs', logoUrl: null, organizationType: 'startup' });
    appStore.getState().setLoading(false);
  });
  afterEach(() => {
    cleanup();
    appStore.getState().reset();
    resetToasts();
    setDb(null);
    setQueryClient(null);
  });
}
