// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalRoot } from './portal';
import { registerPageFrame } from './testing/page-frame';

/**
 * Fikr Money on the portal root: the page puts Fikr Cap's fundraising and the metrics' finances
 * together for the current organization. Each panel's own behaviour is tested where the startup
 * portal mounts it (apps/startup/src/features/fundraising and financial).
 */

const PREFIX = '/fikrspace/portal';
const OWNER = userWithRole('owner');
const ROUND = {
  id: 'series-a',
  organization_id: ORG.fikrLabs,
  name: 'Series A',
  instrument: 'priced_equity',
  currency: 'USD',
  target_amount: 5_000_000,
  minimum_ticket: null,
  pre_money_valuation: 20_000_000,
  price_per_share: 1.9,
  share_class_id: null,
  valuation_cap: null,
  discount_percent: null,
  interest_rate_percent: null,
  matures_on: null,
  opens_on: '2026-10-01',
  target_close_on: '2027-02-28',
  closed_on: null,
  status: 'open',
  notes: null,
  created_at: '2026-10-01T10:00:00Z',
};

function database() {
  const fake = createFakeDb({
    tables: {
      funding_rounds: [ROUND],
      funding_round_investors: [],
      budget_lines: [],
      metric_definitions: [],
      metric_values: [],
      metric_periods: [],
      organisation_roles: [{ user_id: OWNER.id, organization_id: ORG.fikrLabs, role: 'owner', is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
    },
  } as unknown as FakeDbOptions);
  setDb(fake.db);
  return fake;
}

registerPageFrame(OWNER);

describe('Fikr Money', () => {
  it('shows the organization’s rounds and its finances on one page', async () => {
    const fake = database();
    renderPortalAt(portalRoot, PREFIX, `${PREFIX}/money`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fikr Money' })).toBeDefined();
    const fundraising = await screen.findByTestId('fundraising-panel');
    expect(await within(fundraising).findAllByText('Series A')).not.toHaveLength(0);
    expect(await screen.findByTestId('finances-panel')).toBeDefined();
    expect(fake.calls.some((call) => call.table === 'funding_rounds' && JSON.stringify(call).includes(ORG.fikrLabs))).toBe(true);
    expect(fake.calls.some((call) => call.table === 'budget_lines')).toBe(true);
  });

  it('asks for an organization when the member has none', async () => {
    appStore.getState().setOrganization(null);
    database();
    renderPortalAt(portalRoot, PREFIX, `${PREFIX}/money`);
    expect(await screen.findByText('Fikr Money works for a company')).toBeDefined();
  });
});
