import { money, price, roundTo } from './cap-table-rounds.mjs';

/**
 * The option side of a generated ledger: grants from the plan to the employees and advisors,
 * vesting from their grant date, a few exercises of what has vested, and a leaver's unvested
 * options cancelled. Every draw comes from the Faker the ledger passes in.
 */

export const VESTING_TERMS = {
  standard: { key: 'standard', name: '4 years monthly, 1-year cliff', periodLength: 1, cliffLength: 12, totalLength: 48 },
  advisor: { key: 'advisor', name: '2 years monthly, no cliff', periodLength: 1, cliffLength: 0, totalLength: 24 },
};

/**
 * An option is exercised at least this many days after its vesting starts (13 full calendar
 * months, whatever the months) and for at most this share of the grant, which the 4-year schedule
 * has vested by then.
 */
export const EXERCISE_AFTER_DAYS = 410;
export const EXERCISE_MAX_SHARE = 0.25;

/** Option grants by the last priced round before them (none yet, seed, A, B): early hires get more. */
const GRANT_SIZES = [
  [60_000, 150_000],
  [40_000, 120_000],
  [20_000, 60_000],
  [10_000, 40_000],
];
const ADVISOR_GRANT = [15_000, 50_000];

/** Common stock's fair value at a grant, against the last preferred price (or the first SAFE's cap per founder share). */
const COMMON_DISCOUNT_TO_PREFERRED = 0.3;
const COMMON_DISCOUNT_TO_SAFE_CAP = 0.2;

/**
 * Shares of a schedule surely vested `days` after it starts: full calendar months are counted as
 * if every month had 31 days (and a few days lost to month ends), so the database's calendar
 * count is never below it.
 */
export function vestedAtLeast(quantity, terms, days) {
  const months = Math.max(0, Math.floor((days - 3) / 31));
  if (months < terms.cliffLength) return 0;
  const periods = Math.min(months - (months % terms.periodLength), terms.totalLength);
  return Math.floor((quantity * periods) / terms.totalLength);
}

/** Shares of a schedule about vested `days` after it starts (an average month), for what a leaver keeps. */
function vestedAbout(quantity, terms, days) {
  const months = Math.floor(days / 30.44);
  if (months < terms.cliffLength) return 0;
  return Math.floor((quantity * Math.min(months, terms.totalLength)) / terms.totalLength);
}

/** Common stock's fair value on a day: the exercise price of an option granted then. */
function commonValue({ rounds, firstSafe, founderShares }, daysAgo) {
  const last = rounds.filter((round) => round.daysAgo >= daysAgo).at(-1);
  if (last) return price(last.price * COMMON_DISCOUNT_TO_PREFERRED);
  return price((firstSafe.valuationCap / founderShares) * COMMON_DISCOUNT_TO_SAFE_CAP);
}

/** Option grants from the plan, vesting from their grant date: employees hired one after another, advisors early on. */
export function grantOptions(faker, writer, plan, people, context) {
  const { rounds, terms } = context;
  const span = plan.approvedDaysAgo - 20;
  const employeeGrants = people.employees.map((employee, position) => {
    const daysAgo = Math.round(plan.approvedDaysAgo - (span * (position + faker.number.float({ min: 0.05, max: 0.6 }))) / people.employees.length);
    const size = GRANT_SIZES[rounds.filter((round) => round.daysAgo >= daysAgo).length];
    return { holder: employee, daysAgo, quantity: roundTo(faker.number.int({ min: size[0], max: size[1] }), 1_000), terms: terms.standard, type: 'option_iso', note: 'New hire grant' };
  });
  const advisorGrants = people.advisors.map((advisor, position) => ({
    holder: advisor,
    daysAgo: Math.round(plan.approvedDaysAgo - span * faker.number.float({ min: 0.05, max: 0.5 })),
    quantity: roundTo(faker.number.int({ min: ADVISOR_GRANT[0], max: ADVISOR_GRANT[1] }), 1_000),
    // Some advisors vest over two years from the start; others on the employees' schedule.
    terms: position === 0 ? terms.advisor : terms.standard,
    type: 'option_nso',
    note: 'Advisor grant',
  }));
  return [...employeeGrants, ...advisorGrants].map((grant, position) => ({
    ...grant,
    transaction: writer.record(`grant-${position}`, 'equity_compensation_issuance', grant.daysAgo, {
      stakeholderId: grant.holder.id,
      equityPlanId: plan.id,
      quantity: grant.quantity,
      pricePerShare: commonValue(context, grant.daysAgo),
      compensationType: grant.type,
      expiresInDays: 3_650,
      vestingTermsId: grant.terms.id,
      vestingDaysAgo: grant.daysAgo,
      note: grant.note,
    }),
  }));
}

/** One generated employee who left gives back what had not vested; some others exercise part of what has. */
export function exerciseAndCancel(faker, writer, grants, stage) {
  const leaver = stage === 'pre_seed' ? null : grants.find((grant) => grant.holder.type === 'employee' && !grant.holder.userId && grant.daysAgo >= 150);
  if (leaver && faker.datatype.boolean(0.6)) {
    const leftDaysAgo = faker.number.int({ min: 10, max: leaver.daysAgo - 90 });
    const unvested = leaver.quantity - vestedAbout(leaver.quantity, leaver.terms, leaver.daysAgo - leftDaysAgo);
    if (unvested > 0) {
      writer.record('leaver-cancellation', 'equity_compensation_cancellation', leftDaysAgo, {
        securityId: leaver.transaction.id,
        stakeholderId: leaver.holder.id,
        quantity: unvested,
        note: unvested === leaver.quantity ? 'Left before the cliff: the grant is cancelled' : 'Left the company: the unvested options are cancelled',
      });
    }
    grants = grants.filter((grant) => grant !== leaver);
  }
  grants.forEach((grant, position) => {
    if (grant.daysAgo - EXERCISE_AFTER_DAYS < 5 || !faker.datatype.boolean(0.5)) return;
    const daysAgo = faker.number.int({ min: 5, max: grant.daysAgo - EXERCISE_AFTER_DAYS });
    const wanted = Math.floor((grant.quantity * faker.number.float({ min: 0.1, max: EXERCISE_MAX_SHARE })) / 100) * 100;
    const quantity = Math.min(wanted, vestedAtLeast(grant.quantity, grant.terms, grant.daysAgo - daysAgo));
    writer.record(`exercise-${position}`, 'equity_compensation_exercise', daysAgo, {
      securityId: grant.transaction.id,
      stakeholderId: grant.holder.id,
      quantity,
      pricePerShare: grant.transaction.pricePerShare,
      amount: money(quantity * grant.transaction.pricePerShare),
      note: 'Exercise of vested options',
    });
  });
}
