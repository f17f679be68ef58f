import type { DbClient } from '@fikrspace/db';
import { describe, expect, it } from 'vitest';
import { LOG_LIMIT, getClientErrors } from './get-client-errors';

/** A client that records the query the Logs page sends and answers with no rows. */
function recordingDb() {
  const calls: [string, ...unknown[]][] = [];
  const builder = {
    select: (...args: unknown[]) => (calls.push(['select', ...args]), builder),
    eq: (...args: unknown[]) => (calls.push(['eq', ...args]), builder),
    order: (...args: unknown[]) => (calls.push(['order', ...args]), builder),
    limit: (...args: unknown[]) => (calls.push(['limit', ...args]), Promise.resolve({ data: [], error: null })),
  };
  const db = { from: (table: string) => (calls.push(['from', table]), builder) } as unknown as DbClient;
  return { db, calls };
}

describe('the Logs page query', () => {
  it('lists the latest errors by the time they arrived, not the time the browser stated', async () => {
    const { db, calls } = recordingDb();
    await getClientErrors(db);
    expect(calls).toEqual([
      ['from', 'analytics_events'],
      ['select', 'id, event_name, page_path, timestamp, properties, metadata'],
      ['eq', 'event_type', 'error'],
      ['order', 'created_at', { ascending: false }],
      ['limit', LOG_LIMIT],
    ]);
  });
});
