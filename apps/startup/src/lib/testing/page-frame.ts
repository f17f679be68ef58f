import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import type { FakeDbOptions } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { resetToasts } from '@fikrspace/ui';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';

/** What the startup portal's page tests share: where the portal is, and the frame around each test. */

export const PREFIX = '/fikrspace/startup';
export const FL = ORG.fikrLabs;

/**
 * Registers each test's frame: the English texts, a query client that does not retry (a failure
 * shows at once), Fikr Labs as the current organization, and nothing left behind afterwards.
 */
export function registerPageFrame(): void {
  beforeAll(async () => {
    window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
    await initTestI18n('en');
  });
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    const client = createQueryClient();
    client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
    setQueryClient(client);
    appStore.getState().setOrganization({ id: FL, name: 'Fikr Labs', logoUrl: null, organizationType: 'startup' });
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

/** Every read of `table` fails as a lost connection does, for as long as `offline()` says so. */
export function offlineWhile(table: string, offline: () => boolean): NonNullable<FakeDbOptions['answer']> {
  return (call) => (offline() && call.table === table ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined);
}
