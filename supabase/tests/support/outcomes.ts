import { asUser, type AsOptions, type Database } from './database';
import { ACCOUNTS, PERSONAS, claimsFor, type Persona } from './demo';

/**
 * The timeout of a test that runs statements once per persona: each statement is sixteen
 * transactions, which on a busy two-core machine take longer than vitest's 5 s default.
 */
export const PERSONA_SWEEP_TIMEOUT = 30_000;

/** Rows counted or affected, or 'denied' when Postgres refuses with 42501. */
export type Outcome = number | 'denied';
export type Outcomes = Record<Persona, Outcome>;

type Params = unknown[] | ((persona: Persona) => unknown[]);

/** The id of a persona's own users row (null for anon). */
export function selfId(persona: Persona): string | null {
  return persona === 'anon' ? null : ACCOUNTS[persona].id;
}

async function run(db: Database, persona: Persona, sql: string, params: Params, options: AsOptions, read: boolean): Promise<Outcome> {
  const values = typeof params === 'function' ? params(persona) : params;
  try {
    return await asUser(
      db,
      claimsFor(persona),
      async (tx) => {
        const result = await tx.query<{ count: number | string }>(sql, values);
        return read ? Number(result.rows[0]?.count) : result.rowCount;
      },
      options,
    );
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return 'denied';
    throw error;
  }
}

/**
 * Runs a statement once per persona, each time in its own rolled-back transaction. For reads the
 * statement must return one row with a count column; for writes the affected rows are counted.
 */
export async function readOutcomes(db: Database, sql: string, params: Params = [], options: AsOptions = {}): Promise<Outcomes> {
  const entries: [Persona, Outcome][] = [];
  for (const persona of PERSONAS) entries.push([persona, await run(db, persona, sql, params, options, true)]);
  return Object.fromEntries(entries) as Outcomes;
}

export async function writeOutcomes(db: Database, sql: string, params: Params = [], options: AsOptions = {}): Promise<Outcomes> {
  const entries: [Persona, Outcome][] = [];
  for (const persona of PERSONAS) entries.push([persona, await run(db, persona, sql, params, options, false)]);
  return Object.fromEntries(entries) as Outcomes;
}

/** One outcome for each persona of a group, to spread into expectOutcomes' exceptions. */
export function every(group: readonly Persona[], outcome: Outcome): Partial<Outcomes> {
  return Object.fromEntries(group.map((persona) => [persona, outcome])) as Partial<Outcomes>;
}

/** Expected outcomes: one value for everyone, then the exceptions. */
export function expectOutcomes(everyone: Outcome, exceptions: Partial<Outcomes> = {}): Outcomes {
  return Object.fromEntries(PERSONAS.map((persona) => [persona, exceptions[persona] ?? everyone])) as Outcomes;
}
