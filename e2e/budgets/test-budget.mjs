#!/usr/bin/env node
// The test pyramid's budget (docs/testing.md): how many browser tests there are, how many of them
// sign in through the form, and how many test databases a run builds by applying every migration.
// Each number only grows by a decision written down, never by a test added in passing; the check
// fails once a count passes its budget. Run on its own (`node e2e/budgets/test-budget.mjs`) after a
// test run, so the database boots of that run are counted too; its vitest test checks the first two.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const testsDir = path.join(root, 'e2e/tests');

/** test-budgets.json: the limits, and what each one counts. */
export const TEST_BUDGETS = JSON.parse(readFileSync(path.join(here, 'test-budgets.json'), 'utf8'));

/** The tests of a `playwright test --list --reporter=json` report: one per test of every spec. */
export function countListedTests(report) {
  const inSuite = (suite) => (suite.specs ?? []).reduce((sum, spec) => sum + spec.tests.length, 0) + (suite.suites ?? []).reduce((sum, child) => sum + inSuite(child), 0);
  return report.suites.reduce((sum, suite) => sum + inSuite(suite), 0);
}

/** How many end-to-end tests the suite has, as Playwright itself lists them (no server starts). */
export function countE2eTests() {
  const output = execFileSync('pnpm', ['exec', 'playwright', 'test', '--config', 'e2e/playwright.config.ts', '--list', '--reporter=json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return countListedTests(JSON.parse(output.slice(output.indexOf('{'))));
}

/** Calls of the form helpers of auth-support.ts (`signIn`, `signInAt`), their definitions and imports aside. */
const FORM_SIGN_IN_CALL = /\b(?:await\s+)?signIn(?:At)?\(/g;

/** Places in a spec's source that sign in through the form: each call of a form helper counts once. */
export function countFormSignInCalls(source) {
  return source
    .split('\n')
    .filter((line) => !/^\s*(import|export|\/\/|\*)/.test(line) && !/function\s+signIn/.test(line))
    .reduce((sum, line) => sum + (line.match(FORM_SIGN_IN_CALL)?.length ?? 0), 0);
}

/** Form sign-in calls per spec file of e2e/tests, and their total. */
export function formSignInCalls(dir = testsDir) {
  const perFile = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.spec.ts'))
      .map((name) => [name, countFormSignInCalls(readFileSync(path.join(dir, name), 'utf8'))])
      .filter(([, count]) => count > 0),
  );
  return { perFile, total: Object.values(perFile).reduce((sum, count) => sum + count, 0) };
}

/** Database boots of one run, from the FIKRSPACE_BOOT_LOG file (`kind=migrate` or `kind=copy` per line). */
export function countBoots(log) {
  const kinds = log.split('\n').map((line) => /\bkind=(migrate|copy)\b/.exec(line)?.[1]);
  return { migrate: kinds.filter((kind) => kind === 'migrate').length, copy: kinds.filter((kind) => kind === 'copy').length };
}

/** Each count against its budget; `over` lists those past it. */
export function checkBudgets(counts, budgets = TEST_BUDGETS.budgets) {
  const rows = Object.entries(counts)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => ({ name, value, budget: budgets[name], over: value > budgets[name] }));
  return { rows, over: rows.filter((row) => row.over) };
}

function main() {
  const bootLog = process.env.FIKRSPACE_BOOT_LOG;
  const counts = {
    e2eTests: countE2eTests(),
    formSignInCalls: formSignInCalls().total,
    fullMigrationsPerRun: bootLog && existsSync(bootLog) ? countBoots(readFileSync(bootLog, 'utf8')).migrate : null,
  };
  const { rows, over } = checkBudgets(counts);
  for (const row of rows) console.log(`${row.over ? 'OVER ' : 'ok   '} ${row.name}: ${row.value} of ${row.budget}`);
  if (counts.fullMigrationsPerRun === null) console.log('skip  fullMigrationsPerRun: FIKRSPACE_BOOT_LOG names no file (set it for the run the check follows)');
  if (over.length) {
    console.error(`Past the test budget: ${over.map((row) => row.name).join(', ')}. Move page behaviour to component tests (docs/testing.md), or raise the budget in e2e/budgets/test-budgets.json with the reason.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
