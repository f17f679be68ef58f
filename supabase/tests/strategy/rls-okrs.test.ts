import { describe, expect, it } from 'vitest';
import { asOwner, asUser, rejectionOf, targets, useDatabase } from '../support/database';
import { ACCOUNTS, PERSONAS, claimsOf, type Persona } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';
import { FIKR_LABS_CHECK_INS, FL, NILE, SEED, SEEDED, STRATEGISTS } from './seed';

// Fikr OS: public.strategic_periods, public.value_streams, public.strategic_objectives,
// public.objectives, public.key_results, public.key_result_check_ins and public.epics, and the
// progress views over them. Each action is the permission matrix's on the table's resource, with
// Fikr OS opened to the member: in Fikr Labs owner, admin and user hold all of them (startup is an
// owner); editor (multiOrg too), viewer and stakeholder none; manager holds no matrix role. Nile
// Robotics' owner holds them in Nile Robotics alone. Nobody reads or writes another
// organization's rows, and no row can point at another organization's.

const WRITERS = every(STRATEGISTS, 1);
const { fikrLabs: fl, nile } = SEED;

/** Inserts of one row per table, with the parents they name in Fikr Labs and in Nile Robotics. */
const INSERTS: Array<[string, string, unknown[], unknown[]]> = [
  ['public.strategic_periods', "insert into public.strategic_periods (organization_id, name, starts_on, ends_on) values ($1, 'Planning probe', date '2031-01-01', date '2031-03-31')", [FL], [NILE]],
  ['public.value_streams', "insert into public.value_streams (organization_id, name) values ($1, 'Partnerships')", [FL], [NILE]],
  [
    'public.strategic_objectives',
    "insert into public.strategic_objectives (organization_id, period_id, value_stream_id, title) values ($1, $2, $3, 'Open the Saudi market')",
    [FL, fl.period, fl.stream],
    [NILE, nile.period, nile.stream],
  ],
  [
    'public.objectives',
    "insert into public.objectives (organization_id, period_id, strategic_objective_id, owner_id, title) values ($1, $2, $3, $4, 'Sign two distributors')",
    [FL, fl.period, fl.strategicObjective, ACCOUNTS.startup.id],
    [NILE, nile.period, nile.strategicObjective, ACCOUNTS.otherStartup.id],
  ],
  [
    'public.key_results',
    "insert into public.key_results (organization_id, objective_id, title, unit, start_value, target_value) values ($1, $2, 'Distributors signed', 'number', 0, 2)",
    [FL, fl.pilotsObjective],
    [NILE, nile.objective],
  ],
  [
    'public.key_result_check_ins',
    "insert into public.key_result_check_ins (organization_id, key_result_id, value, confidence, comment) values ($1, $2, 2, 'high', 'Second pilot signed')",
    [FL, fl.pilots],
    [NILE, nile.keyResult],
  ],
  ['public.epics', "insert into public.epics (organization_id, objective_id, title, status) values ($1, $2, 'Pilot onboarding checklist', 'planned')", [FL, fl.pilotsObjective], [NILE, nile.objective]],
];

/** An unchanged value still goes through the update policy: the rows each persona may change. */
const UPDATES: Array<[string, string]> = [
  ['public.strategic_periods', 'name = name'],
  ['public.value_streams', 'name = name'],
  ['public.strategic_objectives', 'title = title'],
  ['public.objectives', 'title = title'],
  ['public.key_results', 'title = title'],
  ['public.epics', 'status = status'],
];

/** A row nothing else names, added as the database owner, then removed by each persona. */
const REMOVABLE: Array<[string, string, string]> = [
  ['public.strategic_periods', `insert into public.strategic_periods (organization_id, name, starts_on, ends_on) values ('${FL}', 'Removable', date '2031-01-01', date '2031-03-31')`, "name = 'Removable'"],
  ['public.value_streams', `insert into public.value_streams (organization_id, name) values ('${FL}', 'Removable')`, "name = 'Removable'"],
  ['public.strategic_objectives', `insert into public.strategic_objectives (organization_id, period_id, title) values ('${FL}', '${fl.period}', 'Removable')`, "title = 'Removable'"],
  ['public.objectives', `insert into public.objectives (organization_id, period_id, title) values ('${FL}', '${fl.period}', 'Removable')`, "title = 'Removable'"],
  ['public.key_results', `insert into public.key_results (organization_id, objective_id, title, start_value, target_value) values ('${FL}', '${fl.pilotsObjective}', 'Removable', 0, 1)`, "title = 'Removable'"],
  ['public.epics', `insert into public.epics (organization_id, title) values ('${FL}', 'Removable')`, "title = 'Removable'"],
];

describe.each(targets)('Fikr OS rows on $name', (target) => {
  const db = useDatabase(target);
  const asStartup = <T>(sql: string, params: unknown[] = []) => asUser(db(), claimsOf('startup'), (tx) => tx.query<T>(sql, params));
  /** The seed's rows of a table, Fikr Labs' check-ins counted as they are. */
  const seeded = async (table: string) =>
    table === 'key_result_check_ins' ? { ...SEEDED[table]!, fikrLabs: await asOwner(db(), async (tx) => (await tx.query<{ count: number }>(FIKR_LABS_CHECK_INS)).rows[0]!.count) } : SEEDED[table]!;

  describe('reading', () => {
    it.each(Object.keys(SEEDED))('public.%s: Fikr Labs’ strategists read its rows, Nile Robotics’ owner its own, nobody else any', async (table) => {
      const rows = await seeded(table);
      if (table === 'key_result_check_ins') expect([19, 20]).toContain(rows.fikrLabs);
      const count = `select count(*) from public.${table} where organization_id = $1`;
      expect(await readOutcomes(db(), count, [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(STRATEGISTS, rows.fikrLabs) }));
      expect(await readOutcomes(db(), count, [NILE])).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: rows.nile }));
    });

    it.each([
      ['public.key_result_progress', 12],
      ['public.objective_progress', 5],
      ['public.strategic_period_progress', 2],
    ])('%s counts with the reader’s rights: Fikr Labs’ strategists %i rows, the others none of them', async (view, rows) => {
      expect(await readOutcomes(db(), `select count(*) from ${view} where organization_id = $1`, [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(STRATEGISTS, rows) }));
    });

    it('keeps Fikr OS closed to a strategist whose access to the product is turned off', async () => {
      const off = `update public.team_member_product_access set enabled = false
        where user_id = '${ACCOUNTS.user.id}' and product_id = (select id from public.fikr_products where product_key = 'os')`;
      const outcomes = await readOutcomes(db(), 'select count(*) from public.objectives where organization_id = $1', [FL], { setup: off });
      expect(outcomes.user).toBe(0);
      expect(outcomes.admin).toBe(SEEDED.objectives!.fikrLabs);
    });
  });

  describe('writing', () => {
    it.each(INSERTS)('%s: Fikr Labs’ strategists add a row to their organization, Nile Robotics’ owner to theirs', async (_table, insert, fikrLabs, nileRobotics) => {
      expect(await writeOutcomes(db(), insert, fikrLabs)).toEqual(expectOutcomes('denied', WRITERS));
      expect(await writeOutcomes(db(), insert, nileRobotics)).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
    });

    it.each(UPDATES)('%s: the strategists change their own organization’s rows', async (table, set) => {
      const update = `update ${table} set ${set} where organization_id = $1`;
      const rows = await seeded(table.replace('public.', ''));
      expect(await writeOutcomes(db(), update, [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(STRATEGISTS, rows.fikrLabs) }));
      expect(await writeOutcomes(db(), update, [NILE])).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: rows.nile }));
    });

    it.each(REMOVABLE)('%s: the strategists remove a row', async (table, setup, which) => {
      expect(await writeOutcomes(db(), `delete from ${table} where organization_id = $1 and ${which}`, [FL], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
    });

    it('lets nobody change or remove a check-in, nor write a key result’s value or confidence but by one', async () => {
      expect(await writeOutcomes(db(), 'update public.key_result_check_ins set comment = comment where organization_id = $1', [FL])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.key_result_check_ins where organization_id = $1', [FL])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'update public.key_results set current_value = 199 where id = $1', [fl.customers])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "update public.key_results set confidence = 'low' where id = $1", [fl.customers])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "insert into public.key_result_check_ins (organization_id, key_result_id, value, confidence, source, metric_period) values ($1, $2, 1, 'low', 'metric', date '2026-01-01')", [FL, fl.pilots])).toEqual(
        expectOutcomes('denied'),
      );
    });

    it('moves no row to another organization', async () => {
      for (const table of ['strategic_periods', 'value_streams', 'objectives', 'key_results', 'epics'])
        expect(await writeOutcomes(db(), `update public.${table} set organization_id = $2 where organization_id = $1`, [FL, NILE]), table).toEqual(expectOutcomes('denied'));
    });

    it('takes away an objective only with the right to remove its key results too', async () => {
      // As if the matrix gave the user role no delete on key results.
      const noKeyResultDeletes = "delete from app.role_permissions where role = 'user' and resource = 'key_results' and action = 'delete'";
      const outcomes = await writeOutcomes(db(), 'delete from public.objectives where id = $1', [fl.pilotsObjective], { setup: noKeyResultDeletes });
      expect(outcomes).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS, user: 0 }));
    });

    it('keeps a period that still holds objectives, even from its owner (23503)', async () => {
      expect((await rejectionOf(asStartup('delete from public.strategic_periods where id = $1', [fl.period]))).code).toBe('23503');
    });

    it.each([
      ['a strategic objective in another organization’s period', 'insert into public.strategic_objectives (organization_id, period_id, title) values ($1, $2, $3)', [FL, nile.period, 'Borrowed'], '23503'],
      ['an objective under another organization’s strategic objective', 'insert into public.objectives (organization_id, period_id, strategic_objective_id, title) values ($1, $2, $3, $4)', [FL, fl.period, nile.strategicObjective, 'Borrowed'], '23503'],
      ['an objective under a strategic objective of another period', 'insert into public.objectives (organization_id, period_id, strategic_objective_id, title) values ($1, $2, $3, $4)', [FL, fl.previousPeriod, fl.strategicObjective, 'Borrowed'], '23503'],
      ['an objective owned by someone outside the organization', 'insert into public.objectives (organization_id, period_id, owner_id, title) values ($1, $2, $3, $4)', [FL, fl.period, ACCOUNTS.otherStartup.id, 'Borrowed'], '23503'],
      // The objective's period is looked up in the caller's organization: none, so no key result.
      ['a key result of another organization’s objective', 'insert into public.key_results (organization_id, objective_id, title, start_value, target_value) values ($1, $2, $3, 0, 1)', [FL, nile.objective, 'Borrowed'], '23502'],
      ['a check-in of another organization’s key result', "insert into public.key_result_check_ins (organization_id, key_result_id, value, confidence) values ($1, $2, 1, 'low')", [FL, nile.keyResult], '23503'],
      ['an epic of another organization’s objective', "insert into public.epics (organization_id, objective_id, title) values ($1, $2, 'Borrowed')", [FL, nile.objective], '23503'],
      ['a strategic objective moved to another organization’s value stream', 'update public.strategic_objectives set value_stream_id = $2 where id = $1', [fl.strategicObjective, nile.stream], '23503'],
      ['an epic moved to another organization’s objective', 'update public.epics set objective_id = $2 where id = $1', [fl.epic, nile.objective], '23503'],
    ])('refuses %s', async (_case, sql, params, code) => {
      expect((await rejectionOf(asStartup(sql, params))).code).toBe(code);
    });

    it.each([
      ['a period that ends before it starts', "insert into public.strategic_periods (organization_id, name, starts_on, ends_on) values ($1, 'Backwards', date '2031-03-31', date '2031-01-01')", [FL]],
      ['a key result whose target is its start', "insert into public.key_results (organization_id, objective_id, title, start_value, target_value) values ($1, $2, 'Flat', 5, 5)", [FL, fl.pilotsObjective]],
      ['a check-in for a day to come', "insert into public.key_result_check_ins (organization_id, key_result_id, checked_on, value, confidence) values ($1, $2, current_date + 1, 2, 'high')", [FL, fl.pilots]],
      ['a key result that follows an unknown metric', "insert into public.key_results (organization_id, objective_id, title, start_value, target_value, metric_key) values ($1, $2, 'Vanity', 0, 1, 'likes')", [FL, fl.pilotsObjective]],
      ['a key result that follows a derived metric', "insert into public.key_results (organization_id, objective_id, title, start_value, target_value, metric_key) values ($1, $2, 'Runway', 6, 18, 'runway_months')", [FL, fl.pilotsObjective]],
    ])('refuses %s (23514)', async (_case, sql, params) => {
      expect((await rejectionOf(asStartup(sql, params))).code).toBe('23514');
    });

    it('refuses a member who may not write before a check can tell them anything', async () => {
      const probe = "insert into public.key_results (organization_id, objective_id, title, start_value, target_value, metric_key) values ($1, $2, 'Probe', 0, 1, 'likes')";
      const outsiders = PERSONAS.filter((persona): persona is Exclude<Persona, 'anon' | (typeof STRATEGISTS)[number]> => persona !== 'anon' && !(STRATEGISTS as readonly string[]).includes(persona));
      const codes: Record<string, string> = {};
      for (const persona of outsiders) codes[persona] = (await rejectionOf(asUser(db(), claimsOf(persona), (tx) => tx.query(probe, [FL, fl.pilotsObjective])))).code;
      expect(codes).toEqual(Object.fromEntries(outsiders.map((persona) => [persona, '42501'])));
    });

    it('lets nobody write the progress views', async () => {
      expect(await writeOutcomes(db(), 'delete from public.key_result_progress where organization_id = $1', [FL])).toEqual(expectOutcomes('denied'));
      // The roll-ups aggregate: PostgreSQL refuses to write through them before it asks who writes (55000).
      for (const view of ['objective_progress', 'strategic_period_progress'])
        expect((await rejectionOf(asStartup(`delete from public.${view} where organization_id = $1`, [FL]))).code, view).toBe('55000');
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
