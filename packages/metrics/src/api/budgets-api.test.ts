import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBudgetRange, summarizeBudget } from '../budget-model';
import { addMonths, monthOf } from '../months';
import { getBudgetLines } from './get-budget-lines';
import { saveBudgetLines } from './save-budget-lines';

/**
 * The budget fetchers once against the local backend and its seed, as one story on the first
 * engine: startup@ (an owner of Fikr Labs) reads the seeded year of budget against actuals and
 * the coming months, sets last month's lines and removes one, and is refused an actual for a
 * month that has not begun; viewer@ reads the budget but may not write it; investor@ (Oasis
 * Ventures, granted some of Fikr Labs' metrics) reads none of it. Who may do what for every
 * persona is the database persona tests' (supabase/tests/metrics/rls-budgets.test.ts).
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

const [target] = await targets();
const FIKR_LABS = ORG.fikrLabs;
const THIS_MONTH = monthOf(new Date());
const LAST_MONTH = addMonths(THIS_MONTH, -1);
const NEXT_MONTH = addMonths(THIS_MONTH, 1);
const RANGE = defaultBudgetRange(THIS_MONTH);
const scope = { viewerOrganizationId: FIKR_LABS, organizationId: FIKR_LABS };

describe(`the budget fetchers against the local backend (${target!.name})`, () => {
  let backend: Backend;
  const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);
  const lastMonthOf = async (db: DbClient) => getBudgetLines(db, { organizationId: FIKR_LABS, from: LAST_MONTH, to: LAST_MONTH });

  beforeAll(async () => {
    backend = await startBackend(target!, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    await Promise.all([ACCOUNTS.startup, ACCOUNTS.viewer, ACCOUNTS.investor].map(as));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('gives startup@ the seeded year of actuals and the coming months’ budget, as numbers, oldest month first', async () => {
    const lines = await getBudgetLines(await as(ACCOUNTS.startup), { organizationId: FIKR_LABS, ...RANGE });
    expect(lines).toHaveLength(15 * 11);
    expect(lines[0]!.month).toBe(RANGE.from);
    expect(lines.every((line) => typeof line.budgeted === 'number' && (line.actual === null || typeof line.actual === 'number'))).toBe(true);
    expect(lines.filter((line) => line.month >= THIS_MONTH).every((line) => line.actual === null)).toBe(true);
    const summary = summarizeBudget(lines, RANGE);
    expect(summary.monthsWithActuals).toBe(12);
    expect(summary.inflows.map((row) => row.category)).toEqual(['revenue', 'other_income']);
  });

  it('sets last month’s lines and removes one, and refuses an actual for a month that has not begun', async () => {
    const db = await as(ACCOUNTS.startup);
    const saved = await saveBudgetLines(db, {
      ...scope,
      month: LAST_MONTH,
      lines: [
        { category: 'travel', budgeted: 4_200, actual: 3_950.5, note: 'Riyadh and Jeddah' },
        { category: 'marketing', budgeted: 9_000, actual: null, note: null },
      ],
      removed: ['other_expenses'],
    });
    expect(saved).toEqual({ saved: 2, removed: 1 });
    const last = await lastMonthOf(db);
    expect(last.find((line) => line.category === 'travel')).toMatchObject({ budgeted: 4_200, actual: 3_950.5, note: 'Riyadh and Jeddah' });
    expect(last.find((line) => line.category === 'marketing')).toMatchObject({ budgeted: 9_000, actual: null });
    expect(last.map((line) => line.category)).not.toContain('other_expenses');
    await expect(saveBudgetLines(db, { ...scope, month: NEXT_MONTH, lines: [{ category: 'payroll', budgeted: 1, actual: 1, note: null }], removed: [] })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('lets viewer@ read the budget but not write it, and gives investor@ none of it', async () => {
    const viewer = await as(ACCOUNTS.viewer);
    expect((await lastMonthOf(viewer)).length).toBeGreaterThan(0);
    await expect(saveBudgetLines(viewer, { ...scope, month: LAST_MONTH, lines: [{ category: 'travel', budgeted: 1, actual: null, note: null }], removed: [] })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    // A delete the policies do not allow removes nothing, and says so.
    expect(await saveBudgetLines(viewer, { ...scope, month: LAST_MONTH, lines: [], removed: ['travel'] })).toEqual({ saved: 0, removed: 0 });
    expect(await getBudgetLines(await as(ACCOUNTS.investor), { organizationId: FIKR_LABS, ...RANGE })).toEqual([]);
  });
});
