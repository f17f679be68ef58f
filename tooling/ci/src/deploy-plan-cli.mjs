// pnpm deploy:plan --since <revision> [--out <folder>]
// Prints, as JSON, which apps must be rebuilt and deployed again since the revision (`--all`:
// every app), and with --out builds those apps (turbo's cache answers what is already built) and
// writes a folder per app ready for a static host, plus the plan as plan.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { packageApp } from './deploy-package.mjs';
import { REPO_ROOT, planDeploy } from './deploy-plan.mjs';

const USAGE = 'Usage: pnpm deploy:plan (--since <git revision> | --all) [--out <folder>]';

function main() {
  const { values } = parseArgs({ options: { since: { type: 'string' }, all: { type: 'boolean', default: false }, out: { type: 'string' }, help: { type: 'boolean', default: false } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.all === !values.since) throw new Error(`Give either --since or --all. ${USAGE}`);
  const plan = planDeploy({ since: values.all ? null : values.since });
  if (values.out && plan.deploy.length > 0) {
    const outDir = path.resolve(values.out);
    const filters = plan.apps.filter((entry) => entry.deploy).flatMap((entry) => ['--filter', entry.package]);
    // Progress to stderr: stdout is the plan, for whatever reads it.
    execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/turbo'), ['run', 'build', ...filters, '--output-logs=errors-only'], { cwd: REPO_ROOT, stdio: ['ignore', 2, 2], env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
    mkdirSync(outDir, { recursive: true });
    for (const entry of plan.apps.filter((candidate) => candidate.deploy)) {
      entry.folder = path.join(outDir, entry.app);
      entry.release = packageApp({ entry, distDir: path.join(REPO_ROOT, 'apps', entry.app, 'dist'), folder: entry.folder, commit: plan.commit });
    }
    writeFileSync(path.join(outDir, 'plan.json'), `${JSON.stringify(plan, null, 2)}\n`);
  }
  for (const entry of plan.apps.filter((candidate) => candidate.versionUnchanged)) {
    console.error(`${entry.app} is deployed again still at ${entry.version}: add a changeset for it (pnpm changeset) so its changelog says why`);
  }
  console.log(JSON.stringify(plan, null, 2));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
