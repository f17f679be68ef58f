import { createFakeDb, type FakeRow } from '@fikrspace/db/testing';
import { describe, expect, it } from 'vitest';
import { LOG_LIMIT, getClientErrors } from './get-client-errors';

const minute = (n: number) => new Date(Date.UTC(2026, 10, 20, 10, n)).toISOString();

/** An event that arrived at minute `arrived` and that the browser stated happened at `stated`. */
const event = (id: string, type: string, arrived: number, stated: number): FakeRow<'analytics_events'> => ({
  id,
  event_type: type,
  event_name: type,
  page_path: '/fikrspace/portal',
  created_at: minute(arrived),
  timestamp: minute(stated),
  properties: {},
  metadata: {},
});

describe('the Logs page query', () => {
  it('lists the latest errors by the time they arrived, not the time the browser stated', async () => {
    const fake = createFakeDb({ tables: { analytics_events: [event('early-claims-late', 'error', 1, 50), event('late-claims-early', 'error', 2, 0), event('a-page-view', 'page_view', 3, 3)] } });
    expect((await getClientErrors(fake.db)).map((row) => row.id)).toEqual(['late-claims-early', 'early-claims-late']);
    expect(fake.calls[0]).toMatchObject({ table: 'analytics_events', columns: 'id, event_name, page_path, timestamp, properties, metadata', eq: { event_type: 'error' } });
  });

  it(`keeps to the newest ${LOG_LIMIT}`, async () => {
    const errors = Array.from({ length: LOG_LIMIT + 5 }, (_, index) => event(`error-${index}`, 'error', index, 0));
    const rows = await getClientErrors(createFakeDb({ tables: { analytics_events: errors } }).db);
    expect(rows).toHaveLength(LOG_LIMIT);
    expect(rows[0]?.id).toBe(`error-${LOG_LIMIT + 4}`);
  });
});
