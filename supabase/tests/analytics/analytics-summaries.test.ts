import { describe, expect, it } from 'vitest';
import { asOwner, asService, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ORG, PERSONAS, claimsFor } from '../support/demo';

const FROM = '2026-03-01T00:00:00Z';
const TO = '2026-03-08T00:00:00Z';

/**
 * A week of events in two organizations: page views on three pages from three devices, two UTM
 * sources, a conversion, and one event outside the range. Route visits with their durations.
 * One statement, because fixtures run as a prepared query, which takes a single command.
 */
const FIXTURES = `
  with events as (insert into public.analytics_events (event_type, event_name, page_path, session_id, visitor_id, "timestamp", metadata, organization_id) values
    ('page_view', 'page_view', '/pricing', 's1', 'v1', '2026-03-01T10:00:00Z', '{"deviceType":"mobile","utm":{"utmSource":"newsletter"}}', '${ORG.fikrLabs}'),
    ('page_view', 'page_view', '/pricing', 's1', 'v1', '2026-03-01T10:01:00Z', '{"deviceType":"mobile","utm":{"utmSource":"newsletter"}}', '${ORG.fikrLabs}'),
    ('page_view', 'page_view', '/', 's2', 'v2', '2026-03-02T09:00:00Z', '{"deviceType":"desktop","utm":{"utmSource":"linkedin"}}', '${ORG.fikrLabs}'),
    ('page_view', 'page_view', '/pricing', 's3', 'v3', '2026-03-02T11:00:00Z', '{"deviceType":"tablet"}', '${ORG.fikrLabs}'),
    ('page_view', 'page_view', '/blog', 's3', 'v3', '2026-03-02T11:05:00Z', '{"deviceType":"tablet"}', '${ORG.fikrLabs}'),
    ('conversion', 'signup', '/join', 's2', 'v2', '2026-03-02T09:10:00Z', '{"deviceType":"desktop","utm":{"utmSource":"linkedin"}}', '${ORG.fikrLabs}'),
    ('page_view', 'page_view', '/', 's4', 'v4', '2026-03-03T08:00:00Z', '{}', '${ORG.nileRobotics}'),
    ('page_view', 'page_view', '/', 's9', 'v9', '2026-04-01T08:00:00Z', '{}', '${ORG.fikrLabs}')
    returning 1)
  insert into public.route_analytics (route, count, domain, session_id, duration, organization_id, created_at) values
    ('/pricing', 1, 'fikrspace.com', 's1', 4000, '${ORG.fikrLabs}', '2026-03-01T10:00:00Z'),
    ('/pricing', 2, 'fikrspace.com', 's3', 30000, '${ORG.fikrLabs}', '2026-03-02T11:00:00Z'),
    ('/', 1, 'fikrspace.com', 's2', 9999, '${ORG.fikrLabs}', '2026-03-02T09:00:00Z'),
    ('/blog', 1, 'fikrspace.com', 's3', 90000, '${ORG.fikrLabs}', '2026-03-02T11:05:00Z'),
    ('/', 1, 'nile.example', 's4', 12000, '${ORG.nileRobotics}', '2026-03-03T08:00:00Z');
`;

async function summary(tx: Queryable, name: 'analytics_summary' | 'route_performance_summary', ...args: unknown[]) {
  const placeholders = args.map((_, index) => `$${index + 1}`).join(', ');
  const { rows } = await tx.query<{ summary: Record<string, unknown> }>(`select public.${name}(${placeholders}) as summary`, args);
  return rows[0]!.summary;
}

describe.each(targets)('analytics summaries on $name', (target) => {
  const db = useDatabase(target);

  it('aggregates events by day and type, top pages, devices and UTM sources over the range', async () => {
    const result = await asService(db(), (tx) => summary(tx, 'analytics_summary', FROM, TO, ORG.fikrLabs), { setup: FIXTURES });
    expect(result).toEqual({
      totals: { events: 6, pageViews: 5, visitors: 3, sessions: 3 },
      byDay: [
        { day: '2026-03-01', eventType: 'page_view', count: 2 },
        { day: '2026-03-02', eventType: 'conversion', count: 1 },
        { day: '2026-03-02', eventType: 'page_view', count: 3 },
      ],
      topPages: [
        { pagePath: '/pricing', views: 3 },
        { pagePath: '/', views: 1 },
        { pagePath: '/blog', views: 1 },
      ],
      devices: [
        { deviceType: 'desktop', count: 2 },
        { deviceType: 'mobile', count: 2 },
        { deviceType: 'tablet', count: 2 },
      ],
      utmSources: [
        { source: 'linkedin', count: 1 },
        { source: 'newsletter', count: 1 },
      ],
    });
  });

  it('summarizes route visits with average time, bounces under 10 s and the top-5 lists', async () => {
    const result = await asService(db(), (tx) => summary(tx, 'route_performance_summary', FROM, TO, 'fikrspace.com'), { setup: FIXTURES });
    expect(result).toEqual({
      totals: { visits: 5, sessions: 3, bounceRate: 50 },
      routes: [
        { route: '/pricing', visits: 3, averageMs: 17000, bounceRate: 50 },
        { route: '/', visits: 1, averageMs: 9999, bounceRate: 100 },
        { route: '/blog', visits: 1, averageMs: 90000, bounceRate: 0 },
      ],
      mostVisited: [
        { route: '/pricing', visits: 3 },
        { route: '/', visits: 1 },
        { route: '/blog', visits: 1 },
      ],
      slowest: [
        { route: '/blog', averageMs: 90000 },
        { route: '/pricing', averageMs: 17000 },
        { route: '/', averageMs: 9999 },
      ],
    });
  });

  it('answers an empty range with zeros and empty lists', async () => {
    const result = await asService(db(), (tx) => summary(tx, 'analytics_summary', '2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z', null));
    expect(result).toEqual({ totals: { events: 0, pageViews: 0, visitors: 0, sessions: 0 }, byDay: [], topPages: [], devices: [], utmSources: [] });
  });

  it.each([
    ['an end before the start', TO, FROM, 'The end of the date range must come after its start.'],
    ['a range over 366 days', '2025-01-01T00:00:00Z', '2026-03-01T00:00:00Z', 'The date range may span at most 366 days.'],
  ])('refuses %s with a clear message', async (_case, from, to, message) => {
    const error = await rejectionOf(asService(db(), (tx) => summary(tx, 'analytics_summary', from, to, null)));
    expect({ code: error.code, message: error.message }).toEqual({ code: '22023', message });
    const routes = await rejectionOf(asService(db(), (tx) => summary(tx, 'route_performance_summary', from, to, null)));
    expect(routes.message).toBe(message);
  });

  it('shows each persona no more than the rows their own select may read, and visitors nothing', async () => {
    for (const persona of PERSONAS) {
      const claims = claimsFor(persona);
      const run = async (tx: Queryable) => {
        const readable = await tx.query<{ events: string; visits: string }>(
          `select (select count(*) from public.analytics_events where "timestamp" >= $1 and "timestamp" < $2) as events,
                  (select coalesce(sum(count), 0) from public.route_analytics where created_at >= $1 and created_at < $2) as visits`,
          [FROM, TO],
        );
        const events = await summary(tx, 'analytics_summary', FROM, TO, null);
        const routes = await summary(tx, 'route_performance_summary', FROM, TO, null);
        return {
          summarized: [(events.totals as { events: number }).events, (routes.totals as { visits: number }).visits],
          readable: [Number(readable.rows[0]!.events), Number(readable.rows[0]!.visits)],
        };
      };
      if (!claims) {
        const error = await rejectionOf(asUser(db(), null, (tx) => summary(tx, 'analytics_summary', FROM, TO, null), { setup: FIXTURES }));
        expect(error.code, persona).toBe('42501');
        continue;
      }
      const outcome = await asUser(db(), claims, run, { setup: FIXTURES });
      expect(outcome.summarized, persona).toEqual(outcome.readable);
    }
  });

  it('lets another organization see none of Fikr Labs’ events through the summary', async () => {
    const claims = claimsFor('otherStartup');
    const result = await asUser(db(), claims, (tx) => summary(tx, 'analytics_summary', FROM, TO, ORG.fikrLabs), { setup: FIXTURES });
    expect(result.totals).toEqual({ events: 0, pageViews: 0, visitors: 0, sessions: 0 });
    // The fixtures are rolled back with each call: nothing is left behind for the next test.
    const left = await asOwner(db(), (tx) => tx.query<{ n: string }>(`select count(*) as n from public.analytics_events where session_id = 's1'`));
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
