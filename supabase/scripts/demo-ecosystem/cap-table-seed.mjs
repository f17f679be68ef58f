import { capTableLedgers } from './cap-table.mjs';
import { literal } from './sql-writer.mjs';

/**
 * The cap-table seed of the demo ecosystem (supabase/seeds/21_cap_table_ecosystem.sql): the
 * ledgers of cap-table.mjs as plain SQL, run after 20_ecosystem.sql, whose startups and members it
 * names. Every row has a fixed id, so a transaction names its security directly; dates are
 * `current_date - n`, all in the past.
 */

const daysAgo = (days) => `current_date - ${days}`;
const decimal = (digits) => (value) => (value === null ? 'null' : value.toFixed(digits));
const integer = (value) => (value === null ? 'null' : String(value));
const bool = (value) => (value === null ? 'null' : String(value));

/** The ledger's columns: name, and how a row's value is written. */
const TRANSACTION_COLUMNS = [
  ['id', (t) => literal(t.id)],
  ['organization_id', (t, ledger) => literal(ledger.startup.id)],
  ['kind', (t) => literal(t.kind)],
  ['effective_on', (t) => daysAgo(t.daysAgo)],
  ['security_id', (t) => literal(t.securityId)],
  ['stakeholder_id', (t) => literal(t.stakeholderId)],
  ['to_stakeholder_id', (t) => literal(t.toStakeholderId)],
  ['share_class_id', (t) => literal(t.shareClassId)],
  ['equity_plan_id', (t) => literal(t.equityPlanId)],
  ['quantity', (t) => integer(t.quantity)],
  ['price_per_share', (t) => decimal(4)(t.pricePerShare)],
  ['amount', (t) => decimal(2)(t.amount)],
  ['compensation_type', (t) => literal(t.compensationType)],
  ['expires_on', (t) => (t.expiresInDays === null ? 'null' : `${daysAgo(t.daysAgo)} + ${t.expiresInDays}`)],
  ['vesting_terms_id', (t) => literal(t.vestingTermsId)],
  ['vesting_starts_on', (t) => (t.vestingDaysAgo === null ? 'null' : daysAgo(t.vestingDaysAgo))],
  ['acceleration_trigger', (t) => literal(t.accelerationTrigger)],
  ['acceleration_percent', (t) => decimal(2)(t.accelerationPercent)],
  ['convertible_type', (t) => literal(t.convertibleType)],
  ['valuation_cap', (t) => decimal(2)(t.valuationCap)],
  ['discount_percent', (t) => decimal(2)(t.discountPercent)],
  ['mfn', (t) => bool(t.mfn)],
  ['pro_rata', (t) => bool(t.proRata)],
  ['note', (t) => literal(t.note)],
  ['created_by', (t, ledger) => literal(ledger.createdBy)],
];

function insert(table, columns, ledgers, rowsOf) {
  const rows = ledgers.flatMap((ledger) => rowsOf(ledger).map((row) => `  (${columns.map(([, write]) => write(row, ledger)).join(', ')})`));
  return `insert into public.${table} (${columns.map(([name]) => name).join(', ')}) values\n${rows.join(',\n')};`;
}

const stakeholdersSql = (ledgers) =>
  insert(
    'stakeholders',
    [
      ['id', (s) => literal(s.id)],
      ['organization_id', (s, ledger) => literal(ledger.startup.id)],
      ['name', (s) => literal(s.name)],
      ['stakeholder_type', (s) => literal(s.type)],
      ['email', (s) => literal(s.email)],
      ['user_id', (s) => literal(s.userId)],
      ['created_by', (s, ledger) => literal(ledger.createdBy)],
      ['created_at', (s) => `now() - interval '${s.joinedDaysAgo} days'`],
    ],
    ledgers,
    (ledger) => ledger.stakeholders,
  );

const shareClassesSql = (ledgers) =>
  insert(
    'share_classes',
    [
      ['id', (c) => literal(c.id)],
      ['organization_id', (c, ledger) => literal(ledger.startup.id)],
      ['name', (c) => literal(c.name)],
      ['class_type', (c) => literal(c.classType)],
      ['authorized_shares', (c) => integer(c.authorizedShares)],
      ['price_per_share', (c) => decimal(4)(c.pricePerShare)],
      ['par_value', (c) => decimal(4)(c.parValue)],
      ['seniority', (c) => integer(c.seniority)],
      ['liquidation_preference_multiple', (c) => integer(c.liquidationPreferenceMultiple)],
      ['is_participating', (c) => bool(c.isParticipating)],
      ['conversion_ratio', (c) => integer(c.conversionRatio)],
      ['board_approved_on', (c) => daysAgo(c.approvedDaysAgo)],
      ['created_by', (c, ledger) => literal(ledger.createdBy)],
    ],
    ledgers,
    (ledger) => ledger.shareClasses,
  );

const equityPlansSql = (ledgers) =>
  insert(
    'equity_plans',
    [
      ['id', (p) => literal(p.id)],
      ['organization_id', (p, ledger) => literal(ledger.startup.id)],
      ['name', (p) => literal(p.name)],
      ['share_class_id', (p) => literal(p.shareClassId)],
      ['shares_reserved', (p) => integer(p.sharesReserved)],
      ['board_approved_on', (p) => daysAgo(p.approvedDaysAgo)],
      ['created_by', (p, ledger) => literal(ledger.createdBy)],
    ],
    ledgers,
    (ledger) => [ledger.equityPlan],
  );

const vestingTermsSql = (ledgers) =>
  insert(
    'vesting_terms',
    [
      ['id', (v) => literal(v.id)],
      ['organization_id', (v, ledger) => literal(ledger.startup.id)],
      ['name', (v) => literal(v.name)],
      ['period_unit', () => literal('months')],
      ['period_length', (v) => integer(v.periodLength)],
      ['cliff_length', (v) => integer(v.cliffLength)],
      ['total_length', (v) => integer(v.totalLength)],
      ['created_by', (v, ledger) => literal(ledger.createdBy)],
    ],
    ledgers,
    (ledger) => ledger.vestingTerms,
  );

function summary(ledgers) {
  const stages = ['pre_seed', 'seed', 'series_a', 'series_b'].map((stage) => `${ledgers.filter((ledger) => ledger.startup.stage === stage).length} ${stage.replace('_', '-')}`);
  const transactions = ledgers.reduce((sum, ledger) => sum + ledger.transactions.length, 0);
  return `${ledgers.length} startups (${stages.join(', ')}); ${transactions} transactions`;
}

/** The whole seed file. The same ecosystem gives the same bytes. */
export function renderCapTableSeedSql(ecosystem) {
  const ledgers = capTableLedgers(ecosystem);
  const section = (title) => `-- =============================================================================================\n-- ${title}\n-- =============================================================================================`;
  return `${section('Demo cap tables: the ledgers of the first generated startups')}
-- Generated by supabase/scripts/demo-ecosystem (pnpm seed:generate); edit the generator, not
-- this file. Runs after 20_ecosystem.sql, whose startups and members it names. Dates count back
-- from today, so the vesting and the as-of views look the same whenever the demo starts.
-- ${summary(ledgers)}.

${stakeholdersSql(ledgers)}

${shareClassesSql(ledgers)}

${equityPlansSql(ledgers)}

${vestingTermsSql(ledgers)}

${section('The ledger')}
-- In date order per startup: every transaction after the security it acts on, which the insert
-- trigger checks row by row (holders, classes and vested options included).
${insert('cap_table_transactions', TRANSACTION_COLUMNS, ledgers, (ledger) => ledger.transactions)}
`;
}
