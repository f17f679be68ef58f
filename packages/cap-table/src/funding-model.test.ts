import { describe, expect, it } from 'vitest';
import { closeBlocker, defaultRoundId, moveNeeds, pipelineColumns, summarizeRounds, type FundingRound, type RoundInvestor } from './funding-model';

const round = (id: string, fields: Partial<FundingRound> = {}): FundingRound => ({
  id,
  organization_id: 'org',
  name: id,
  instrument: 'priced_equity',
  currency: 'USD',
  target_amount: 1_000_000,
  minimum_ticket: null,
  pre_money_valuation: null,
  price_per_share: 1.5,
  share_class_id: 'class',
  valuation_cap: null,
  discount_percent: null,
  interest_rate_percent: null,
  matures_on: null,
  opens_on: null,
  target_close_on: null,
  closed_on: null,
  status: 'open',
  notes: null,
  created_at: '2026-01-01T00:00:00Z',
  ...fields,
});
const investor = (stage: RoundInvestor['stage'], fields: Partial<RoundInvestor> = {}): RoundInvestor => ({
  id: `${stage}-${fields.investor_name ?? ''}`,
  round_id: 'a',
  organization_id: 'org',
  investor_name: stage,
  investor_organization_id: null,
  stakeholder_id: null,
  contact_email: null,
  stage,
  expected_amount: null,
  committed_amount: null,
  next_step: null,
  next_step_on: null,
  pass_reason: null,
  transaction_id: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...fields,
});

describe('summarizeRounds', () => {
  it('counts what is committed or closed against the target, and what the live pipeline still expects', () => {
    const investors = [
      investor('committed', { committed_amount: 100_000.1, expected_amount: 90_000 }),
      investor('closed', { committed_amount: 200_000.2 }),
      investor('meeting', { expected_amount: 50_000 }),
      investor('passed', { expected_amount: 400_000 }),
      investor('committed', { round_id: 'b', committed_amount: 5_000_000 }),
    ];
    const [a, b] = summarizeRounds([round('a'), round('b')], investors);
    expect(a).toMatchObject({ committed: 300_000.3, inPipeline: 50_000, investors: 4, progressPercent: 30 });
    // Beyond its target, a round shows full.
    expect(b).toMatchObject({ committed: 5_000_000, progressPercent: 100 });
  });
});

describe('the board', () => {
  it('puts every investor in its stage’s column, every stage present', () => {
    const columns = pipelineColumns([investor('meeting'), investor('passed')]);
    expect(Object.keys(columns)).toEqual(['contacted', 'meeting', 'due_diligence', 'term_sheet', 'committed', 'closed', 'passed']);
    expect(columns.meeting).toHaveLength(1);
    expect(columns.contacted).toEqual([]);
  });

  it.each([
    ['passed', null, 'passReason'],
    ['committed', null, 'committedAmount'],
    ['committed', 10_000, null],
    ['meeting', null, null],
  ] as const)('asks for what a move to %s needs (committed %s): %s', (stage, committed, need) => {
    expect(moveNeeds({ committed_amount: committed }, stage)).toBe(need);
  });

  it('opens on the first open round', () => {
    expect(defaultRoundId([round('old', { status: 'closed' }), round('new')])).toBe('new');
    expect(defaultRoundId([round('old', { status: 'closed' })])).toBe('old');
    expect(defaultRoundId([])).toBeNull();
  });
});

describe('closeBlocker', () => {
  const summary = (fields: Partial<FundingRound> = {}) => summarizeRounds([round('a', fields)], [])[0]!;
  it.each([
    ['a round that is not open', summary({ status: 'planning' }), [investor('committed')], 'notOpen'],
    ['a priced round without its class', summary({ share_class_id: null }), [investor('committed')], 'noShareClass'],
    ['a round without a commitment', summary(), [investor('term_sheet')], 'noCommitment'],
    ['a SAFE with a commitment', summary({ instrument: 'safe_post_money', share_class_id: null, price_per_share: null }), [investor('committed')], null],
  ])('%s', (_case, value, investors, blocker) => {
    expect(closeBlocker(value, investors)).toBe(blocker);
  });
});
