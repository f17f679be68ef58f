import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METRICS_SEED_FILE } from './cli.mjs';
import { METRICS, PERIODS, metricSeries } from './metrics.mjs';
import { PLATFORM_STARTUPS, renderMetricsSeedSql } from './metrics-seed.mjs';
import { createEcosystem } from './model.mjs';

const ecosystem = createEcosystem();
const last = (startup, key) => metricSeries(startup).filter((value) => value.metricKey === key).at(-1).value;

describe('supabase/seeds/40_metrics.sql', () => {
  it('is what the generator writes (run pnpm seed:generate after changing it)', () => {
    expect(readFileSync(METRICS_SEED_FILE, 'utf8')).toBe(renderMetricsSeedSql(ecosystem));
  });

  it('gives every startup, the platform seed’s two included, every reported metric', () => {
    const sql = readFileSync(METRICS_SEED_FILE, 'utf8');
    const rows = [...sql.matchAll(/^ {2}\('([0-9a-f-]{36})', '([a-z_]+)', '\{([^}]*)\}'\)/gm)];
    const startups = [...PLATFORM_STARTUPS, ...ecosystem.startups];
    expect(rows).toHaveLength(startups.length * METRICS.length + 1);
    expect(rows.every(([, , , values]) => values.split(',').length === PERIODS.length)).toBe(true);
  });

  it('has a growing Fikr Labs with runway left, and a Nile Robotics near the end of its cash', () => {
    const [fikrLabs, nileRobotics] = PLATFORM_STARTUPS;
    const firstMrr = metricSeries(fikrLabs).find((value) => value.metricKey === 'mrr').value;
    expect(last(fikrLabs, 'mrr')).toBeGreaterThan(firstMrr * 3);
    expect(last(fikrLabs, 'cash') / last(fikrLabs, 'burn')).toBeGreaterThan(12);
    expect(last(nileRobotics, 'cash') / last(nileRobotics, 'burn')).toBeLessThan(3);
  });

  it('has startups growing, flat and running out of runway', () => {
    const runway = ecosystem.startups.map((startup) => last(startup, 'cash') / Math.max(1, last(startup, 'burn')));
    expect(runway.filter((months) => months < 6).length).toBeGreaterThanOrEqual(3);
    expect(runway.filter((months) => months > 18).length).toBeGreaterThanOrEqual(20);
  });
});
