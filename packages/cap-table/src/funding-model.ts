import type { Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * Funding rounds and their investor pipeline (supabase/migrations/20261130200000_cap_table_funding_rounds.sql):
 * row types from the generated database types, the closed lists in the database's order, and the
 * pure functions the pages show a round and its pipeline with.
 */

export type FundingRoundInstrument = Enums<'funding_round_instrument'>;
export type FundingRoundStatus = Enums<'funding_round_status'>;
export type RoundInvestorStage = Enums<'round_investor_stage'>;

export const FUNDING_ROUND_INSTRUMENTS = Constants.public.Enums.funding_round_instrument;
export const FUNDING_ROUND_STATUSES = Constants.public.Enums.funding_round_status;
/** The pipeline's columns, in the order an investor moves through them. */
export const ROUND_INVESTOR_STAGES = Constants.public.Enums.round_investor_stage;

/** A round is closed, and an investor with it, only by closing the round: the pages never set either. */
export const SETTABLE_ROUND_STATUSES = ['planning', 'open', 'cancelled'] as const satisfies readonly FundingRoundStatus[];
export const MOVABLE_STAGES = ['contacted', 'meeting', 'due_diligence', 'term_sheet', 'committed', 'passed'] as const satisfies readonly RoundInvestorStage[];
export type MovableStage = (typeof MOVABLE_STAGES)[number];

export const FUNDING_ROUND_COLUMNS = [
  'id',
  'organization_id',
  'name',
  'instrument',
  'currency',
  'target_amount',
  'minimum_ticket',
  'pre_money_valuation',
  'price_per_share',
  'share_class_id',
  'valuation_cap',
  'discount_percent',
  'interest_rate_percent',
  'matures_on',
  'opens_on',
  'target_close_on',
  'closed_on',
  'status',
  'notes',
  'created_at',
] as const;
export type FundingRound = Pick<Tables<'funding_rounds'>, (typeof FUNDING_ROUND_COLUMNS)[number]>;

export const ROUND_INVESTOR_COLUMNS = [
  'id',
  'round_id',
  'organization_id',
  'investor_name',
  'investor_organization_id',
  'stakeholder_id',
  'contact_email',
  'stage',
  'expected_amount',
  'committed_amount',
  'next_step',
  'next_step_on',
  'pass_reason',
  'transaction_id',
  'created_at',
  'updated_at',
] as const;
export type RoundInvestor = Pick<Tables<'funding_round_investors'>, (typeof ROUND_INVESTOR_COLUMNS)[number]>;

/** What the round list reads of every investor, to total each round. */
export const INVESTOR_TOTAL_COLUMNS = ['round_id', 'stage', 'expected_amount', 'committed_amount'] as const;
export type InvestorTotals = Pick<RoundInvestor, (typeof INVESTOR_TOTAL_COLUMNS)[number]>;

/** Limits that mirror the tables' checks. */
export const ROUND_NAME_MAX_LENGTH = 120;
export const ROUND_NOTES_MAX_LENGTH = 4000;
export const INVESTOR_NAME_MAX_LENGTH = 200;
export const NEXT_STEP_MAX_LENGTH = 500;
export const PASS_REASON_MAX_LENGTH = 1000;

/** A round with what its pipeline adds up to. */
export interface RoundSummary extends FundingRound {
  /** Committed and closed amounts: what the round has raised or is promised. */
  committed: number;
  /** Expected amounts of the investors still in the pipeline (neither committed, closed nor passed). */
  inPipeline: number;
  investors: number;
  /** Committed over target, 0 to 100 (a round raised beyond its target shows full). */
  progressPercent: number;
}

const cents = (value: number) => Math.round(value * 100);

/** Totals each round from its investors' amounts; rounds keep their order. */
export function summarizeRounds(rounds: readonly FundingRound[], investors: readonly InvestorTotals[]): RoundSummary[] {
  return rounds.map((round) => {
    const mine = investors.filter((investor) => investor.round_id === round.id);
    // Whole cents, so sums of decimal amounts do not drift.
    const committed = mine.filter((investor) => investor.stage === 'committed' || investor.stage === 'closed').reduce((sum, investor) => sum + cents(investor.committed_amount ?? 0), 0) / 100;
    const inPipeline =
      mine.filter((investor) => investor.stage !== 'committed' && investor.stage !== 'closed' && investor.stage !== 'passed').reduce((sum, investor) => sum + cents(investor.expected_amount ?? 0), 0) / 100;
    const progressPercent = round.target_amount > 0 ? Math.min(100, Math.round((10_000 * committed) / round.target_amount) / 100) : 0;
    return { ...round, committed, inPipeline, investors: mine.length, progressPercent };
  });
}

/** The round a page opens on: the first open one, else the first. */
export function defaultRoundId(rounds: readonly FundingRound[]): string | null {
  return (rounds.find((round) => round.status === 'open') ?? rounds[0])?.id ?? null;
}

/** The pipeline by stage, every stage present, each column in the order the investors were added. */
export function pipelineColumns(investors: readonly RoundInvestor[]): Record<RoundInvestorStage, RoundInvestor[]> {
  const columns = Object.fromEntries(ROUND_INVESTOR_STAGES.map((stage) => [stage, [] as RoundInvestor[]])) as Record<RoundInvestorStage, RoundInvestor[]>;
  for (const investor of investors) columns[investor.stage].push(investor);
  return columns;
}

/** Whether an investor may be moved by hand: one the ledger recorded stays, as does a closed round's pipeline. */
export const canMove = (round: Pick<FundingRound, 'status'>, investor: Pick<RoundInvestor, 'stage'>) => round.status !== 'closed' && investor.stage !== 'closed';

/** What a move to `stage` asks for first: a reason to pass, an amount to commit when none was given. */
export function moveNeeds(investor: Pick<RoundInvestor, 'committed_amount'>, stage: RoundInvestorStage): 'passReason' | 'committedAmount' | null {
  if (stage === 'passed') return 'passReason';
  if (stage === 'committed' && investor.committed_amount === null) return 'committedAmount';
  return null;
}

/** Whether a round may be closed now, and if not why: the database checks the same, and more. */
export function closeBlocker(round: RoundSummary, investors: readonly Pick<RoundInvestor, 'stage'>[]): 'notOpen' | 'noCommitment' | 'noShareClass' | null {
  if (round.status !== 'open') return 'notOpen';
  if (round.instrument === 'priced_equity' && (round.share_class_id === null || round.price_per_share === null)) return 'noShareClass';
  if (!investors.some((investor) => investor.stage === 'committed')) return 'noCommitment';
  return null;
}
