import { ORG } from '../support/demo';

/**
 * The rows of supabase/seeds/70_strategy_okrs.sql the tests name. Fikr Labs plans this quarter and
 * the one before; Nile Robotics has one of each row. Seed dates count back from today, so
 * expectations on seed rows come from their values only.
 */
export const FL = ORG.fikrLabs;
export const NILE = ORG.nileRobotics;

const id = (n: number) => `00000000-0000-4000-0e00-${n.toString().padStart(12, '0')}`;

export const SEED = {
  fikrLabs: {
    period: id(1),
    previousPeriod: id(2),
    stream: id(11),
    strategicObjective: id(21),
    /** Grow recurring revenue past the seed plan: MRR (follows `mrr`), paying customers, net revenue retention. */
    revenueObjective: id(31),
    /** Land our first enterprise pilots: pilots 0 → 3 at 1, pipeline $250k → $750k at $420k. */
    pilotsObjective: id(32),
    mrr: id(41),
    /** Paying customers, 150 → 200, checked in at 163 with high confidence. */
    customers: id(42),
    pilots: id(44),
    epic: id(201),
  },
  nile: { period: id(701), stream: id(711), strategicObjective: id(721), objective: id(731), keyResult: id(741), epic: id(761) },
} as const;

/** How many rows of each table the seed gives each organization. */
export const SEEDED: Record<string, { fikrLabs: number; nile: number }> = {
  strategic_periods: { fikrLabs: 2, nile: 1 },
  value_streams: { fikrLabs: 2, nile: 1 },
  strategic_objectives: { fikrLabs: 3, nile: 1 },
  objectives: { fikrLabs: 5, nile: 1 },
  key_results: { fikrLabs: 12, nile: 1 },
  // Nineteen by members. The MRR key result also has one of the latest submitted month when that
  // month speaks for this quarter, which depends on the day: see FIKR_LABS_CHECK_INS.
  key_result_check_ins: { fikrLabs: 19, nile: 1 },
  epics: { fikrLabs: 6, nile: 1 },
};

/** Fikr Labs' members whose matrix role holds the six strategy resources: owner, admin, user (startup is an owner). */
export const STRATEGISTS = ['owner', 'admin', 'user', 'startup'] as const;

/** Fikr Labs' check-ins as the database owner counts them: the seed's nineteen, and the metric's when there is one. */
export const FIKR_LABS_CHECK_INS = `select count(*)::int as count from public.key_result_check_ins where organization_id = '${FL}'`;
