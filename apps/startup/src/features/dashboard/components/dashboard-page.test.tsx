// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FL, PREFIX, offlineWhile, registerPageFrame } from '../../../lib/testing/page-frame';
import portal from '../../../portal';

/**
 * The startup's dashboard through its route and the fake client: each card is its context's, with
 * the real fetchers and texts, so what is checked here is what the dashboard puts together. The
 * clock is fixed in November 2026 (Date only): October has ended, so it is owed until submitted.
 */

const DASHBOARD = `${PREFIX}/dashboard`;
const MEMBER = userWithRole('owner');
const [AUGUST, SEPTEMBER, OCTOBER] = ['2026-08-01', '2026-09-01', '2026-10-01'];

const definition = (key: string, unit: FakeRow<'metric_definitions'>['unit'], position: number): FakeRow<'metric_definitions'> => ({
  id: `d-${key}`,
  organization_id: null,
  key,
  name: key,
  description: null,
  unit,
  currency_code: unit === 'currency' ? 'USD' : null,
  aggregation: 'last',
  is_derived: false,
  position,
});

const value = (metric_key: string, period: string, amount: number): FakeRow<'metric_values'> => ({ organization_id: FL, metric_key, period, value: amount });
const period = (month: string, status: 'draft' | 'submitted'): FakeRow<'metric_periods'> => ({ organization_id: FL, period: month, status, submitted_at: status === 'submitted' ? `${month.slice(0, 8)}28T10:00:00Z` : null });

function database({ periods, shares, notifications, answer }: { periods: FakeRow<'metric_periods'>[]; shares: FakeRow<'data_shares'>[]; notifications: FakeRow<'notifications'>[]; answer?: FakeDbOptions['answer'] }): FakeDb {
  appStore.getState().setUser(MEMBER);
  const fake = createFakeDb({
    answer,
    tables: {
      metric_definitions: [definition('revenue', 'currency', 10), definition('customers', 'count', 70)],
      metric_values: [value('revenue', SEPTEMBER, 155_541), value('revenue', OCTOBER, 162_143), value('customers', SEPTEMBER, 151), value('customers', OCTOBER, 160)],
      metric_periods: periods,
      data_shares: shares,
      notifications,
      milestones: [MILESTONE],
      organisation_roles: [{ user_id: MEMBER.id, organization_id: FL, role: 'owner', is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
    },
    rpc: {
      metric_series: ({ p_from, p_to }) =>
        fake.rows('metric_values').flatMap((row) => (row.period! >= p_from && row.period! <= p_to ? [{ metric_key: row.metric_key!, period: row.period!, value: row.value! }] : [])),
      data_share_grantees: () => [{ id: ORG.oasisVentures, name: 'Oasis Ventures', organization_type: 'venture_capital', country_code: 'AE', city: 'Abu Dhabi' }],
    },
  });
  setDb(fake.db);
  return fake;
}

const OASIS_SHARE: FakeRow<'data_shares'> = {
  id: 'share-oasis',
  organization_id: FL,
  grantee_organization_id: ORG.oasisVentures,
  all_metrics: false,
  metric_keys: ['revenue'],
  include_documents: false,
  period_from: null,
  period_to: null,
  granted_at: '2026-11-08T10:00:00Z',
  expires_at: null,
  last_viewed_at: '2026-11-12T09:00:00Z',
  revoked_at: null,
};

const MILESTONE: FakeRow<'milestones'> = {
  id: 'm-1',
  organization_id: FL,
  title: 'Launch the investor data room',
  description: null,
  category: 'fundraising',
  status: 'in_progress',
  target_on: '2026-11-30',
  completed_on: null,
  owner_user_id: MEMBER.id,
  created_at: '2026-09-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

const NOTIFICATION: FakeRow<'notifications'> = {
  id: 'n-1',
  recipient_id: MEMBER.id,
  organization_id: FL,
  type: 'metrics_due',
  title: 'Your metrics for October 2026 are due',
  body: null,
  link: '/fikrspace/startup/metrics',
  data: { period: OCTOBER },
  created_at: '2026-11-05T08:00:00Z',
  read_at: null,
};

registerPageFrame();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the startup’s dashboard', () => {
  it('shows the latest figures against the month before, the months owed, the milestones near their date, who can see what and the latest notifications', async () => {
    database({ periods: [period(AUGUST, 'submitted'), period(SEPTEMBER, 'draft')], shares: [OASIS_SHARE], notifications: [NOTIFICATION] });
    renderPortalAt(portal, PREFIX, DASHBOARD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fikr Labs at a glance' })).toBeDefined();

    const figures = within(await screen.findByTestId('key-figures'));
    expect(await figures.findByRole('heading', { name: 'Key figures · October 2026' })).toBeDefined();
    expect(figures.getByTestId('key-figure-customers').textContent).toContain('160');

    // September is a draft and October has nothing yet: both are owed, newest first, each a way to the form.
    const due = await screen.findAllByTestId('due-month');
    expect(due.map((item) => item.textContent)).toEqual(['October 2026 · nothing entered yetFill in October 2026', 'September 2026 · draft, not submittedFill in September 2026']);
    expect(within(due[0]!).getByRole('link', { name: 'Fill in October 2026' }).getAttribute('href')).toBe(`${PREFIX}/metrics`);

    expect(await within(await screen.findByTestId('upcoming-milestones')).findByText('Launch the investor data room')).toBeDefined();

    const sharing = within(await screen.findByTestId('sharing-summary'));
    expect(await sharing.findByText('Oasis Ventures')).toBeDefined();
    expect(sharing.getByText('Revenue')).toBeDefined();
    expect(sharing.getByText(/^Last viewed .*2026$/)).toBeDefined();
    expect(sharing.getByRole('link', { name: 'Manage access' }).getAttribute('href')).toBe(`${PREFIX}/metrics`);

    const recent = within(await screen.findByTestId('recent-notifications'));
    expect(await recent.findByText('Your metrics for October 2026 are due')).toBeDefined();
    expect(recent.getByRole('link', { name: 'See all notifications' })).toBeDefined();
  });

  it('says when nothing is owed and nobody sees the figures, and when there are no notifications', async () => {
    database({ periods: [period(SEPTEMBER, 'submitted'), period(OCTOBER, 'submitted')], shares: [], notifications: [] });
    renderPortalAt(portal, PREFIX, DASHBOARD);
    expect(await screen.findByText('Every month up to October 2026 is submitted.')).toBeDefined();
    expect(await screen.findByText('No organization can see your metrics. Grant access on the metrics page.')).toBeDefined();
    expect(await within(await screen.findByTestId('recent-notifications')).findByText('You are all caught up.')).toBeDefined();
  });

  it('keeps the other cards when one read fails, and offers to try that one again', async () => {
    // Every read of the months fails, the route's prefetch and the card's own alike.
    database({
      periods: [period(OCTOBER, 'submitted')],
      shares: [OASIS_SHARE],
      notifications: [NOTIFICATION],
      answer: offlineWhile('metric_periods', () => true),
    });
    renderPortalAt(portal, PREFIX, DASHBOARD);
    const due = within(await screen.findByTestId('metrics-due'));
    expect(await due.findByTestId('error-panel')).toBeDefined();
    expect(due.getByRole('button', { name: /^Try again/i })).toBeDefined();
    expect(await within(await screen.findByTestId('sharing-summary')).findByText('Oasis Ventures')).toBeDefined();
    expect(await within(await screen.findByTestId('recent-notifications')).findByText('Your metrics for October 2026 are due')).toBeDefined();
  });
});
