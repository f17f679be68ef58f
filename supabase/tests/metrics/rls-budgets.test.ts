import { describe, expect, it } from 'vitest';
import { asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, ORG, claimsOf, type AccountName } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Budgets: public.budget_lines, one line per company, month and category. Access is the metric
// tables': Fikr Labs' members read its lines by the matrix's metrics read (owner, admin, editor,
// viewer, user; startup is an owner, multiOrg an editor) and write them by metrics write (all of
// those but viewer); stakeholder and the operator manager hold no metrics role. A budget is never
// part of a consent grant: Launchpad, granted all of Fikr Labs' metrics by the seed, reads none of
// it. The seed gives Fikr Labs 15 months of 11 categories (the last 12 with actuals, this month
// and the next two a budget only); Nile Robotics has none, so the tests give it one line.

const FL = ORG.fikrLabs;
const NILE = ORG.nileRobotics;
const LINES = 15 * 11;
const READERS = { owner: LINES, admin: LINES, editor: LINES, viewer: LINES, user: LINES, startup: LINES, multiOrg: LINES } as const;
const WRITERS = ['owner', 'admin', 'editor', 'user', 'startup', 'multiOrg'] as const;
const each = (personas: readonly string[], outcome: number) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

const LAST_MONTH = "(date_trunc('month', now()) - interval '1 month')::date";
const NEXT_MONTH = "(date_trunc('month', now()) + interval '1 month')::date";
const NILE_LINE = `insert into public.budget_lines (organization_id, month, category, budgeted, actual) values ('${NILE}', ${LAST_MONTH}, 'payroll', 42000, 40500)`;

const insertLine = (organization: string) => `insert into public.budget_lines (organization_id, month, category, budgeted) values ('${organization}', '2020-01-01', 'travel', 1200)`;

describe.each(targets)('budgets on $name', (target) => {
  const db = useDatabase(target);
  const as = <T>(account: AccountName, fn: (tx: Queryable) => Promise<T>, setup?: string) => asUser(db(), claimsOf(account), fn, setup ? { setup } : {});

  it(
    'Fikr Labs’ metric readers read its budget; its grantee of all metrics, Nile Robotics and the rest none',
    async () => {
      expect(await readOutcomes(db(), `select count(*) from public.budget_lines where organization_id = '${FL}'`)).toEqual(expectOutcomes(0, { anon: 'denied', ...READERS }));
      expect(await readOutcomes(db(), `select count(*) from public.budget_lines where organization_id = '${NILE}'`, [], { setup: NILE_LINE })).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it(
    'only Fikr Labs’ members who write metrics add, change and remove its lines; another company’s writer never',
    async () => {
      expect(await writeOutcomes(db(), insertLine(FL))).toEqual(expectOutcomes('denied', each(WRITERS, 1)));
      const lastMonth = `organization_id = '${FL}' and month = ${LAST_MONTH}`;
      // A reader who may not write changes nothing: the rows are not the update's to see.
      expect(await writeOutcomes(db(), `update public.budget_lines set note = 'Checked' where ${lastMonth}`)).toEqual(expectOutcomes(0, { anon: 'denied', ...each(WRITERS, 11) }));
      expect(await writeOutcomes(db(), `delete from public.budget_lines where ${lastMonth}`)).toEqual(expectOutcomes(0, { anon: 'denied', ...each(WRITERS, 11) }));
      expect(await writeOutcomes(db(), insertLine(NILE))).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
      expect(await writeOutcomes(db(), `update public.budget_lines set budgeted = 0 where organization_id = '${NILE}'`, [], { setup: NILE_LINE })).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it('records the writer, whatever the request names, and keeps a line with its company, month and category', async () => {
    const outcome = await as('startup', async (tx) => {
      const { rows } = await tx.query<{ updated_by: string }>(`update public.budget_lines set budgeted = budgeted + 100 where organization_id = $1 and month = ${LAST_MONTH} and category = 'travel' returning updated_by`, [FL]);
      const named = await rejectionOf(tx.query(`insert into public.budget_lines (organization_id, month, category, budgeted, updated_by) values ($1, '2020-01-01', 'travel', 1, $2)`, [FL, ACCOUNTS.viewer.id]));
      return { updatedBy: rows[0]?.updated_by, named: named.code };
    });
    expect(outcome).toEqual({ updatedBy: ACCOUNTS.startup.id, named: '42501' });
    const moved = await rejectionOf(as('startup', (tx) => tx.query(`update public.budget_lines set organization_id = $1 where organization_id = $2 and month = ${LAST_MONTH} and category = 'travel'`, [NILE, FL])));
    expect(moved.code).toBe('23514');
  });

  it.each([
    ['a month that has not begun with an actual amount', `values ('${FL}', ${NEXT_MONTH}, 'payroll', 1000, 900)`, '23514'],
    ['a month that is not a first day', `values ('${FL}', '2020-01-15', 'payroll', 1000, 900)`, '23514'],
    ['a negative budget', `values ('${FL}', '2020-01-01', 'payroll', -1, null)`, '23514'],
    ['a negative actual', `values ('${FL}', '2020-01-01', 'payroll', 1, -1)`, '23514'],
    ['a second line of the same month and category', `values ('${FL}', ${LAST_MONTH}, 'payroll', 1, 1)`, '23505'],
    ['a category outside the list', `values ('${FL}', '2020-01-01', 'bonuses', 1, 1)`, '22P02'],
  ])('refuses %s', async (_case, values, code) => {
    const refused = await rejectionOf(as('startup', (tx) => tx.query(`insert into public.budget_lines (organization_id, month, category, budgeted, actual) ${values}`)));
    expect(refused.code).toBe(code);
  });

  it('seeds actuals that reconcile with the metrics: inflows less outflows is the change of cash without the funds raised', async () => {
    const months = await as('startup', async (tx) =>
      (
        await tx.query<{ month: string; net: string; cash_change: string; actuals: number; lines: number }>(
          `select l.month::text, sum(case when l.category in ('revenue', 'other_income') then l.actual else -l.actual end)::text as net,
             (cash.value - previous.value - coalesce(raised.value, 0))::text as cash_change, count(l.actual)::int as actuals, count(*)::int as lines
           from public.budget_lines l
           left join public.metric_values cash on cash.organization_id = l.organization_id and cash.metric_key = 'cash' and cash.period = l.month
           left join public.metric_values previous on previous.organization_id = l.organization_id and previous.metric_key = 'cash' and previous.period = (l.month - interval '1 month')::date
           left join public.metric_values raised on raised.organization_id = l.organization_id and raised.metric_key = 'funds_raised' and raised.period = l.month
           where l.organization_id = $1
           group by l.month, cash.value, previous.value, raised.value
           order by l.month`,
          [FL],
        )
      ).rows,
    );
    expect(months).toHaveLength(15);
    const past = months.slice(0, 12);
    expect(past.every((month) => month.actuals === 11 && month.lines === 11 && Number(month.net) === Number(month.cash_change))).toBe(true);
    expect(months.slice(12).map((month) => month.actuals)).toEqual([0, 0, 0]);
  });
}, PERSONA_SWEEP_TIMEOUT);
