import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { userWithRole } from '@fikrspace/portal-host/testing';
import { afterEach, beforeEach, vi } from 'vitest';
import { FL, registerPageFrame } from './page-frame';

/**
 * The fake database of the pages built on the metrics context (marketing, financials, the
 * metrics page's own metrics): the catalogue, a company's own metrics, months, values and
 * channels as the test gives them, and the functions those pages call, playing the database's
 * part on the rows. The clock is fixed in mid-November 2026 (Date only): October is last month.
 */

export const MEMBER = userWithRole('owner');
export const [OCTOBER, SEPTEMBER] = ['2026-10-01', '2026-09-01'];

export const definition = (key: string, unit: FakeRow<'metric_definitions'>['unit'], aggregation: FakeRow<'metric_definitions'>['aggregation'], extra: Partial<FakeRow<'metric_definitions'>> = {}): FakeRow<'metric_definitions'> => ({
  id: `d-${key}`,
  organization_id: null,
  key,
  name: key,
  description: null,
  unit,
  currency_code: unit === 'currency' ? 'USD' : null,
  aggregation,
  is_derived: false,
  position: 10,
  ...extra,
});

export const value = (metric_key: string, period: string, amount: number): FakeRow<'metric_values'> => ({ organization_id: FL, metric_key, period, value: amount });

export interface MetricsTables {
  definitions?: FakeRow<'metric_definitions'>[];
  values?: FakeRow<'metric_values'>[];
  channels?: FakeRow<'marketing_channels'>[];
  channelMonths?: Array<Record<string, unknown>>;
  role?: string;
  answer?: FakeDbOptions['answer'];
}

/** The database the pages read; the member's matrix role decides what they offer. */
export function metricsDatabase({ definitions = [], values = [], channels = [], channelMonths = [], role = 'owner', answer }: MetricsTables = {}): FakeDb {
  const fake: FakeDb = createFakeDb({
    tables: {
      metric_definitions: definitions,
      metric_values: values,
      metric_periods: [
        { organization_id: FL, period: SEPTEMBER, status: 'submitted', submitted_at: '2026-10-04T10:00:00Z' },
        { organization_id: FL, period: OCTOBER, status: 'draft', submitted_at: null },
      ],
      marketing_channels: channels,
      marketing_channel_months: channelMonths as FakeRow<'marketing_channel_months'>[],
      organisation_roles: [{ user_id: MEMBER.id, organization_id: FL, role, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
    },
    ...(answer ? { answer } : {}),
    rpc: {
      metric_series: ({ p_from, p_to }) =>
        fake
          .rows('metric_values')
          .filter((row) => row.period! >= p_from && row.period! <= p_to)
          .map((row) => ({ metric_key: row.metric_key!, period: row.period!, value: row.value! })),
      add_marketing_channel: ({ p_name }) => {
        const channel = { id: `ch-${p_name}`, organization_id: FL, key: p_name.toLowerCase(), name: p_name, position: 100, created_at: '2026-11-15T10:00:00Z' };
        fake.rows('marketing_channels').push(channel);
        return channel;
      },
      rename_marketing_channel: ({ p_channel, p_name }) => Object.assign(fake.rows('marketing_channels').find((row) => row.id === p_channel)!, { name: p_name }),
      remove_marketing_channel: ({ p_channel }) => {
        const rows = fake.rows('marketing_channels');
        rows.splice(
          rows.findIndex((row) => row.id === p_channel),
          1,
        );
        return 24;
      },
      remove_custom_metric: ({ p_key }) => {
        const rows = fake.rows('metric_definitions');
        rows.splice(
          rows.findIndex((row) => row.key === p_key),
          1,
        );
        return 3;
      },
    },
  });
  setDb(fake.db);
  return fake;
}

/** The page frame, the member signed in, and the fixed clock. */
export function setUpMetricsPages(): void {
  registerPageFrame();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T10:00:00Z'));
    appStore.getState().setUser(MEMBER);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
