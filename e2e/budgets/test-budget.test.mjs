import { describe, expect, it } from 'vitest';
import { TEST_BUDGETS, checkBudgets, countBoots, countE2eTests, countFormSignInCalls, countListedTests, formSignInCalls } from './test-budget.mjs';

describe('counting', () => {
  it('counts every test of a Playwright list report, in nested describes too', () => {
    const report = {
      suites: [
        { file: 'a.spec.ts', specs: [{ tests: [{}] }, { tests: [{}] }], suites: [{ specs: [{ tests: [{}] }], suites: [{ specs: [{ tests: [{}, {}] }] }] }] },
        { file: 'b.spec.ts', specs: [], suites: [] },
      ],
    };
    expect(countListedTests(report)).toBe(5);
  });

  it('counts calls of the form helpers, not their import or a word in a comment', () => {
    const source = [
      "import { signIn, signInAt } from './auth-support';",
      '// signInAt(page, email) would fill the form',
      "  await signInAt(page, 'viewer@fikrspace.test');",
      "  await signIn(page, 'investor@fikrspace.test');",
      "  await openSignedIn(page, 'owner@fikrspace.test');",
    ].join('\n');
    expect(countFormSignInCalls(source)).toBe(2);
  });

  it('counts full migrations and copies in the boot log', () => {
    const log = 'kind=migrate engine=pglite project=supabase ms=5200\nkind=copy engine=pglite project=supabase ms=80\nkind=copy engine=pglite ms=75\n\n';
    expect(countBoots(log)).toEqual({ migrate: 1, copy: 2 });
  });

  it('reports a count past its budget and skips one that was not measured', () => {
    const { over, rows } = checkBudgets({ e2eTests: 11, formSignInCalls: 2, fullMigrationsPerRun: null }, { e2eTests: 10, formSignInCalls: 2, fullMigrationsPerRun: 1 });
    expect(over.map((row) => row.name)).toEqual(['e2eTests']);
    expect(rows.map((row) => row.name)).toEqual(['e2eTests', 'formSignInCalls']);
  });
});

describe('the end-to-end suite stays within its budget (e2e/budgets/test-budgets.json)', () => {
  it('signs in through the form only in the sign-in tests', () => {
    const { perFile, total } = formSignInCalls();
    expect(Object.keys(perFile)).toEqual(['auth.spec.ts']);
    expect(total).toBeLessThanOrEqual(TEST_BUDGETS.budgets.formSignInCalls);
  });

  // Playwright loads every spec to list it (no server, no browser): seconds on a busy machine.
  it('has no more browser tests than budgeted', { timeout: 120_000 }, () => {
    expect(countE2eTests()).toBeLessThanOrEqual(TEST_BUDGETS.budgets.e2eTests);
  });
});
