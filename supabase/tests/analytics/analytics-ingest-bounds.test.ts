import { describe, expect, it } from 'vitest';
import { asOwner, asService, targets, useDatabase } from '../support/database';

/**
 * The times of analytics rows stay near their arrival whatever the browser claims, when they come
 * through the API (the ingest functions write as the service role), and retention goes by the
 * arrival time as well as the stated one.
 */

interface Stored {
  kept: boolean;
  at_arrival: boolean;
}

// The browser's time relative to now, and whether it is kept (else the arrival time is stored).
const TIMES: { stated: string | null; kept: boolean }[] = [
  { stated: '0 seconds', kept: true },
  { stated: '4 minutes', kept: true },
  { stated: '6 minutes', kept: false },
  { stated: '7973 years', kept: false },
  { stated: '-23 hours', kept: true },
  { stated: '-25 hours', kept: false },
  { stated: '-80 years', kept: false },
  { stated: null, kept: false },
];

const STATEMENTS = {
  analytics_events: `insert into public.analytics_events (event_type, event_name, "timestamp", created_at)
    values ('error', 'error', coalesce(now() + $1::interval, now()), now() + interval '7973 years')
    returning ("timestamp" = now() + $1::interval) is true as kept, ("timestamp" = now() and created_at = now()) as at_arrival`,
  route_analytics: `insert into public.route_analytics (route, created_at) values ('/', coalesce(now() + $1::interval, now()))
    returning (created_at = now() + $1::interval) is true as kept, created_at = now() as at_arrival`,
} as const;

describe.each(targets)('analytics times on $name', (target) => {
  const db = useDatabase(target);

  describe.each(Object.entries(STATEMENTS))('%s', (_table, statement) => {
    it.each(TIMES)('stores a time stated $stated from now as given: $kept', async ({ stated, kept }) => {
      const row = await asService(db(), async (tx) => (await tx.query<Stored>(statement, [stated])).rows[0]!);
      expect(row).toEqual({ kept, at_arrival: !kept || stated === '0 seconds' });
    });

    it('keeps the times the database owner writes (imports, fixtures)', async () => {
      const row = await asOwner(db(), async (tx) => (await tx.query<Stored>(statement, ['-400 days'])).rows[0]!);
      expect(row.kept).toBe(true);
    });
  });

  it.each([
    { name: 'dated far ahead, arrived long ago', stated: '7973 years', arrived: '-400 days', purged: true },
    { name: 'dated long ago, arrived now', stated: '-400 days', arrived: '0 seconds', purged: true },
    { name: 'dated and arrived ten days ago', stated: '-10 days', arrived: '-10 days', purged: false },
    { name: 'dated a day ahead, arrived now', stated: '1 day', arrived: '0 seconds', purged: false },
  ])('retention purges an event $name: $purged', async ({ stated, arrived, purged }) => {
    const left = await asService(
      db(),
      async (tx) => {
        await tx.query('select public.purge_expired_analytics(365)');
        return (await tx.query<{ left: number }>("select count(*)::int as left from public.analytics_events where event_name = 'retention-probe'")).rows[0]!.left;
      },
      {
        setup: `insert into public.analytics_events (event_type, event_name, "timestamp", created_at) values ('custom', 'retention-probe', now() + $1::interval, now() + $2::interval)`,
        setupParams: [stated, arrived],
      },
    );
    expect(left).toBe(purged ? 0 : 1);
  });
});
