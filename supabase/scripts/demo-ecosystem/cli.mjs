#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderCapTableSeedSql } from './cap-table-seed.mjs';
import { createEcosystem, DEFAULT_COUNTS, SCALE_COUNTS } from './model.mjs';
import { renderMetricsSeedSql } from './metrics-seed.mjs';
import { renderProgramsSeedSql } from './programs-seed.mjs';
import { renderSeedSql } from './sql-writer.mjs';

export const SEED_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seeds/20_ecosystem.sql');
export const METRICS_SEED_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seeds/40_metrics.sql');
export const CAP_TABLE_SEED_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seeds/21_cap_table_ecosystem.sql');
export const PROGRAMS_SEED_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seeds/75_programs.sql');

const USAGE = `Usage:
  node supabase/scripts/demo-ecosystem/cli.mjs
      writes supabase/seeds/20_ecosystem.sql, 21_cap_table_ecosystem.sql, 40_metrics.sql and 75_programs.sql (the committed demo ecosystem)
  node supabase/scripts/demo-ecosystem/cli.mjs --scale --database-url <url> [--startups <n>]
      writes ${SCALE_COUNTS.startups.toLocaleString('en')} startups (or n, the other audiences in proportion) with
      their members and metric series straight into that database, replacing its earlier run`;

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      startups: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.scale) {
    const ecosystem = createEcosystem(DEFAULT_COUNTS);
    writeFileSync(SEED_FILE, renderSeedSql(ecosystem));
    writeFileSync(CAP_TABLE_SEED_FILE, renderCapTableSeedSql(ecosystem));
    writeFileSync(METRICS_SEED_FILE, renderMetricsSeedSql(ecosystem));
    writeFileSync(PROGRAMS_SEED_FILE, renderProgramsSeedSql(ecosystem));
    console.log(`wrote ${[SEED_FILE, CAP_TABLE_SEED_FILE, METRICS_SEED_FILE, PROGRAMS_SEED_FILE].map((file) => path.relative(process.cwd(), file)).join(', ')}`);
    return;
  }
  // Named on the command line every time, never taken from the environment: the run deletes and
  // rewrites tens of thousands of accounts wherever it points.
  const url = values['database-url'];
  if (!url) throw new Error(`--scale needs --database-url\n\n${USAGE}`);
  const { writeScaleEcosystem, scaledCounts } = await import('./scale-writer.mjs');
  const counts = values.startups ? scaledCounts(Number(values.startups)) : SCALE_COUNTS;
  const { openDatabase } = await import('../../../tooling/local-backend/src/db/index.mjs');
  const db = await openDatabase({ url, poolSize: 1 });
  try {
    const summary = await writeScaleEcosystem(db, counts, { log: (line) => console.error(line) });
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
