import type { Database } from '../database.types';

type Tables = Database['public']['Tables'];

/** Whether an insert may leave `id` out, for the database to make it (`default gen_random_uuid()`). */
type MakesId<Insert> = 'id' extends keyof Insert ? (Record<never, never> extends Pick<Insert, 'id' & keyof Insert> ? true : false) : false;
type TableWithoutMadeIds = { [T in keyof Tables]: MakesId<Tables[T]['Insert']> extends true ? never : T }[keyof Tables];

/** Keyed by another column or a pair of them, these tables have no `id` for the database to make. */
const TABLES_WITHOUT_MADE_IDS = ['conversation_members', 'metric_periods', 'metric_values', 'notification_preferences', 'review_scores', 'round_applications', 'startup_profiles', 'team_member_profiles'] as const satisfies readonly TableWithoutMadeIds[];

// The set's element type turns `never` when the schema gains such a table that the list misses, so
// the list then fails to compile here rather than that table's rows gaining an `id` it lacks.
type Unlisted = Exclude<TableWithoutMadeIds, (typeof TABLES_WITHOUT_MADE_IDS)[number]>;
const WITHOUT_MADE_IDS: ReadonlySet<string> = new Set<[Unlisted] extends [never] ? TableWithoutMadeIds : never>(TABLES_WITHOUT_MADE_IDS);

/**
 * A new row as the database stores it: with the `id` its table makes when the insert names none,
 * so that what a page lists after a write has the identity a real row always has.
 */
export function withMadeId(table: string, row: Record<string, unknown>): Record<string, unknown> {
  if (row.id !== undefined || WITHOUT_MADE_IDS.has(table)) return { ...row };
  return { ...row, id: crypto.randomUUID() };
}
