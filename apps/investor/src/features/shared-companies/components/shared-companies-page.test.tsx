// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeRow } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import portal from '../../../portal';

/**
 * The investor portal's startups page through its route and the fake client: it names the
 * companies that share with the investor and shows the series of each one's grant, and nothing
 * once no grant is left. What a grant lets through is the persona tests' (supabase/tests/metrics).
 */

const PREFIX = '/fikrspace/investor';
const FL = ORG.fikrLabs;
const [SEPTEMBER, OCTOBER] = ['2026-09-01', '2026-10-01'];

const definition = (key: string, unit: FakeRow<'metric_definitions'>['unit'], position: number, isDerived = false): FakeRow<'metric_definitions'> => ({
  id: `d-${key}`,
  organization_id: null,
  key,
  name: key,
  description: null,
  unit,
  currency_code: unit === 'currency' ? 'USD' : null,
  aggregation: 'last',
  is_derived: isDerived,
  position,
});

const SHARED = { share_id: 'share-oasis', organization_id: FL, organization_name: 'Fikr Labs', all_metrics: false, metric_keys: ['revenue', 'runway_months'], granted_at: '2026-11-08T10:00:00Z' };

function database(shares: (typeof SHARED)[]) {
  const fake = createFakeDb({
    tables: {
      // The catalogue every signed-in user reads.
      metric_definitions: [definition('revenue', 'currency', 10), definition('cash', 'currency', 40), definition('runway_months', 'months', 60, true), definition('customers', 'count', 70)],
      fikr_products: [],
    },
    rpc: {
      metric_shares_with_me: () => shares,
      metric_series: () =>
        shares.length
          ? [
              { metric_key: 'revenue', period: SEPTEMBER, value: 155_541 },
              { metric_key: 'revenue', period: OCTOBER, value: 162_143 },
              { metric_key: 'runway_months', period: SEPTEMBER, value: 14.2 },
              { metric_key: 'runway_months', period: OCTOBER, value: 17.9 },
            ]
          : [],
    },
  });
  setDb(fake.db);
  return fake;
}

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T10:00:00Z'));
  await i18n.changeLanguage('en');
  setQueryClient(createQueryClient());
  appStore.getState().setUser(userWithRole('owner'));
  appStore.getState().setOrganization({ id: ORG.oasisVentures, name: 'Oasis Ventures', logoUrl: null, organizationType: 'venture_capital' });
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  appStore.getState().reset();
  setDb(null);
  setQueryClient(null);
});

describe('the investor startups page', () => {
  it('shows the startups that share with the investor, and exactly the series each one grants', async () => {
    const fake = database([SHARED]);
    renderPortalAt(portal, PREFIX, `${PREFIX}/startups`);
    expect(await screen.findByRole('button', { name: 'Fikr Labs', pressed: true })).toBeDefined();
    expect(screen.getByTestId('shared-scope').textContent).toBe('Fikr Labs shares some of its metrics with you: the ones below.');
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.some((text) => /revenue/i.test(text ?? ''))).toBe(true);
    expect(headers.some((text) => /runway/i.test(text ?? ''))).toBe(true);
    expect(headers.some((text) => /cash|customers/i.test(text ?? ''))).toBe(false);
    // The series is read for the startup of the grant, afresh.
    expect(fake.calls.find((call) => call.rpc === 'metric_series')?.args).toMatchObject({ p_organization: FL });
  });

  it('says so when no startup shares with the investor', async () => {
    database([]);
    renderPortalAt(portal, PREFIX, `${PREFIX}/startups`);
    expect(await screen.findByText('No startup shares its metrics with your organization now')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
