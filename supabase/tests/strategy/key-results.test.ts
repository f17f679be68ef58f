import { describe, expect, it } from 'vitest';
import { asUser, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, claimsOf, type Persona } from '../support/demo';
import { FL, NILE, SEED } from './seed';

// What a key result's numbers do: a check-in sets its current value and confidence; progress rolls
// up from key results to objectives to the period in the database; a key result that follows a
// metric takes the value of each month submitted. Seeded: Fikr Labs' last month is still a draft,
// every month before it submitted; its MRR key result follows `mrr`.

const { fikrLabs: fl, nile } = SEED;
const LAST_MONTH = "(date_trunc('month', now()) - interval '1 month')::date";

interface KeyResultState {
  current: number;
  confidence: string;
}

async function keyResult(tx: Queryable, id: string): Promise<KeyResultState> {
  const { rows } = await tx.query<KeyResultState>('select current_value::float8 as current, confidence::text from public.key_results where id = $1', [id]);
  return rows[0]!;
}

async function progressOf(tx: Queryable, view: 'key_result_progress' | 'objective_progress', column: string, id: string): Promise<number | null> {
  const { rows } = await tx.query<{ progress: number | null }>(`select progress::float8 as progress from public.${view} where ${column} = $1`, [id]);
  return rows[0]?.progress ?? null;
}

/** A metric's value of one month, read past the policies' question of who may read it. */
async function metric(tx: Queryable, organizationId: string, key: string, month: string): Promise<number> {
  const { rows } = await tx.query<{ value: number }>(`select value::float8 as value from public.metric_values where organization_id = $1 and metric_key = $2 and period = ${month}`, [organizationId, key]);
  return rows[0]!.value;
}

const actAs = (tx: Queryable, persona: Exclude<Persona, 'anon'>) => tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf(persona))]);

describe.each(targets)('key results on $name', (target) => {
  const db = useDatabase(target);
  const asStartup = <T>(fn: (tx: Queryable) => Promise<T>) => asUser(db(), claimsOf('startup'), fn);

  describe('check-ins', () => {
    it('sets the key result’s current value and confidence, and its progress with them', async () => {
      const seen = await asStartup(async (tx) => {
        const before = { ...(await keyResult(tx, fl.customers)), progress: await progressOf(tx, 'key_result_progress', 'key_result_id', fl.customers) };
        const { rows } = await tx.query<{ author_id: string; source: string }>(
          "insert into public.key_result_check_ins (organization_id, key_result_id, value, confidence, comment) values ($1, $2, 180, 'low', 'Churn from the pilot programme') returning author_id, source::text",
          [FL, fl.customers],
        );
        return { before, inserted: rows[0], after: { ...(await keyResult(tx, fl.customers)), progress: await progressOf(tx, 'key_result_progress', 'key_result_id', fl.customers) } };
      });
      // Paying customers, 150 → 200: 163 is 26% of the way, 180 is 60%.
      expect(seen.before).toEqual({ current: 163, confidence: 'high', progress: 0.26 });
      expect(seen.inserted).toEqual({ author_id: ACCOUNTS.startup.id, source: 'member' });
      expect(seen.after).toEqual({ current: 180, confidence: 'low', progress: 0.6 });
    });

    it('leaves the key result where a later check-in put it when one is recorded for an earlier day', async () => {
      const after = await asStartup(async (tx) => {
        await tx.query("insert into public.key_result_check_ins (organization_id, key_result_id, checked_on, value, confidence) values ($1, $2, current_date - 30, 151, 'low')", [FL, fl.customers]);
        return keyResult(tx, fl.customers);
      });
      expect(after).toEqual({ current: 163, confidence: 'high' });
    });

    it('clamps progress to the way from start to target, whichever way it runs', async () => {
      const progress = await asStartup(async (tx) => {
        const add = (id: string, value: number) => tx.query("insert into public.key_result_check_ins (organization_id, key_result_id, value, confidence) values ($1, $2, $3, 'medium')", [FL, id, value]);
        // Median minutes to share a data room: 25 → 5, at 14.
        const { rows } = await tx.query<{ id: string }>("select id from public.key_results where organization_id = $1 and title = 'Median minutes to share a data room'", [FL]);
        const downward = rows[0]!.id;
        const seen = [await progressOf(tx, 'key_result_progress', 'key_result_id', downward)];
        await add(downward, 2);
        seen.push(await progressOf(tx, 'key_result_progress', 'key_result_id', downward));
        await add(fl.customers, 120);
        seen.push(await progressOf(tx, 'key_result_progress', 'key_result_id', fl.customers));
        return seen;
      });
      expect(progress).toEqual([0.55, 1, 0]);
    });
  });

  describe('progress rolled up', () => {
    it('gives an objective the mean of its key results and a period the mean of its objectives', async () => {
      const seen = await asStartup(async (tx) => {
        const pilots = await progressOf(tx, 'objective_progress', 'objective_id', fl.pilotsObjective);
        const { rows: objectives } = await tx.query<{ progress: number }>('select progress::float8 as progress from public.objective_progress where period_id = $1', [fl.period]);
        const { rows: period } = await tx.query<{ progress: number; objectives: number }>('select progress::float8 as progress, objectives from public.strategic_period_progress where period_id = $1', [fl.period]);
        await tx.query("insert into public.key_result_check_ins (organization_id, key_result_id, value, confidence) values ($1, $2, 3, 'high')", [FL, fl.pilots]);
        return { pilots, objectives: objectives.map((row) => row.progress), period: period[0], pilotsAfter: await progressOf(tx, 'objective_progress', 'objective_id', fl.pilotsObjective) };
      });
      // Pilots 1 of 0 → 3, pipeline $420k of $250k → $750k: (1/3 + 0.34) / 2.
      expect(seen.pilots).toBe(0.3367);
      expect(seen.period?.objectives).toBe(4);
      // The mean of the rounded objectives', rounded again: within the last place.
      expect(Math.abs(seen.period!.progress - seen.objectives.reduce((sum, value) => sum + value, 0) / 4)).toBeLessThanOrEqual(0.0001);
      expect(seen.pilotsAfter).toBe(0.67);
    });

    it('has no progress for an objective without key results, and leaves it out of its period’s', async () => {
      const seen = await asStartup(async (tx) => {
        const period = async () => (await tx.query<{ progress: number; objectives: number }>('select progress::float8 as progress, objectives from public.strategic_period_progress where period_id = $1', [fl.period])).rows[0];
        const before = await period();
        const { rows } = await tx.query<{ id: string }>("insert into public.objectives (organization_id, period_id, title) values ($1, $2, 'Hire a head of sales') returning id", [FL, fl.period]);
        return { before, progress: await progressOf(tx, 'objective_progress', 'objective_id', rows[0]!.id), after: await period() };
      });
      expect(seen.progress).toBeNull();
      expect(seen.after).toEqual({ progress: seen.before!.progress, objectives: 5 });
    });
  });

  describe('a key result that follows a metric', () => {
    it('takes the value of the month when it is submitted, as a check-in of the metric’s', async () => {
      const seen = await asStartup(async (tx) => {
        const before = await keyResult(tx, fl.mrr);
        await tx.query(`select public.submit_metric_period($1, ${LAST_MONTH})`, [FL]);
        const { rows } = await tx.query<{ value: number; source: string; author_id: string | null; is_last_month: boolean }>(
          `select value::float8 as value, source::text, author_id, metric_period = ${LAST_MONTH} as is_last_month
           from public.key_result_check_ins where key_result_id = $1 order by created_at desc, checked_on desc limit 1`,
          [fl.mrr],
        );
        return { before, after: await keyResult(tx, fl.mrr), checkIn: rows[0], value: await metric(tx, FL, 'mrr', LAST_MONTH) };
      });
      expect(seen.after).toEqual({ current: seen.value, confidence: seen.before.confidence });
      expect(seen.after.current).not.toBe(seen.before.current);
      expect(seen.checkIn).toEqual({ value: seen.value, source: 'metric', author_id: null, is_last_month: true });
    });

    it('updates itself when the submitter may not check in (editor@ writes metrics, not key results)', async () => {
      const seen = await asUser(db(), claimsOf('editor'), async (tx) => {
        await tx.query(`select public.submit_metric_period($1, ${LAST_MONTH})`, [FL]);
        await tx.query("select set_config('role', 'postgres', true)");
        return { after: await keyResult(tx, fl.mrr), value: await metric(tx, FL, 'mrr', LAST_MONTH) };
      });
      expect(seen.after.current).toBe(seen.value);
    });

    it('takes a correction of the latest submitted month, not of an older one', async () => {
      const seen = await asStartup(async (tx) => {
        await tx.query(`select public.submit_metric_period($1, ${LAST_MONTH})`, [FL]);
        await tx.query(`select public.correct_metric_value($1, 'mrr', ${LAST_MONTH}, 160000, 'A late invoice')`, [FL]);
        const corrected = await keyResult(tx, fl.mrr);
        await tx.query(`select public.correct_metric_value($1, 'mrr', (${LAST_MONTH} - interval '2 months')::date, 1, 'Typo')`, [FL]);
        return { corrected, afterOlder: await keyResult(tx, fl.mrr) };
      });
      expect(seen.corrected.current).toBe(160000);
      expect(seen.afterOlder.current).toBe(160000);
    });

    it('takes the latest submitted month at once when it starts following a metric', async () => {
      const seen = await asStartup(async (tx) => {
        await tx.query(`select public.submit_metric_period($1, ${LAST_MONTH})`, [FL]);
        await tx.query("update public.key_results set metric_key = 'customers' where id = $1", [fl.customers]);
        return { after: await keyResult(tx, fl.customers), value: await metric(tx, FL, 'customers', LAST_MONTH) };
      });
      expect(seen.after.current).toBe(seen.value);
    });

    it('writes only key results of the organization whose month it is', async () => {
      const seen = await asStartup(async (tx) => {
        await tx.query("select set_config('role', 'postgres', true)");
        await tx.query("update public.key_results set metric_key = 'mrr' where id = $1", [nile.keyResult]);
        const nileBefore = await keyResult(tx, nile.keyResult);
        await tx.query("select set_config('role', 'authenticated', true)");
        await tx.query(`select public.submit_metric_period($1, ${LAST_MONTH})`, [FL]);
        await tx.query("select set_config('role', 'postgres', true)");
        return { nileBefore, nileAfter: await keyResult(tx, nile.keyResult) };
      });
      expect(seen.nileAfter).toEqual(seen.nileBefore);
    });

    it('moves nothing for a member of another organization who submits their own month', async () => {
      const seen = await asUser(db(), claimsOf('owner'), async (tx) => {
        const before = await keyResult(tx, fl.mrr);
        await actAs(tx, 'otherStartup');
        await tx.query("select set_config('role', 'postgres', true)");
        await tx.query(`update public.metric_periods set status = 'draft', submitted_at = null where organization_id = $1 and period = ${LAST_MONTH}`, [NILE]);
        await tx.query("select set_config('role', 'authenticated', true)");
        await tx.query(`select public.submit_metric_period($1, ${LAST_MONTH})`, [NILE]);
        await actAs(tx, 'owner');
        return { before, after: await keyResult(tx, fl.mrr) };
      });
      expect(seen.after).toEqual(seen.before);
    });
  });
});
