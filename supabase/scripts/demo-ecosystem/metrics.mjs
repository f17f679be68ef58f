import { Faker, base, en } from '@faker-js/faker';
import { STAGES } from './geography.mjs';
import { SEED } from './model.mjs';

/**
 * The metrics every startup reports monthly (the catalogue's reported KPIs; runway, MRR growth and
 * burn multiple are derived by the database); money in US dollars, gross margin in percent.
 */
export const METRICS = ['revenue', 'mrr', 'gross_margin', 'cash', 'burn', 'customers', 'active_users', 'headcount', 'new_hires', 'funds_raised'];

/** The series end at a fixed month, so they are the same whenever they are generated. */
export const LAST_PERIOD = { year: 2026, month: 10 };
export const MONTHS = 24;

/** The first day of each month of the series, oldest first, as 'YYYY-MM-01'. */
export const PERIODS = Array.from({ length: MONTHS }, (_, offset) => {
  const monthIndex = LAST_PERIOD.year * 12 + (LAST_PERIOD.month - 1) - (MONTHS - 1) + offset;
  return `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}-01`;
});

/** A month of a Gulf team costs more than one in the Levant, Egypt or the Maghreb. */
const MONTHLY_COST_PER_HEAD_USD = { SA: 7_000, AE: 7_500, QA: 7_500, BH: 6_000, KW: 6_500 };
const DEFAULT_MONTHLY_COST_PER_HEAD_USD = 2_800;

const METRICS_STREAM = 100;
const faker = new Faker({ locale: [en, base] });

/** What a round brings, by the stage a startup is at, in US dollars. */
const ROUND_USD = { pre_seed: [150_000, 600_000], seed: [800_000, 3_000_000], series_a: [4_000_000, 15_000_000], series_b: [15_000_000, 60_000_000] };

/**
 * A startup's monthly series: compounding growth with noise around a rate its stage makes
 * likely, a team that grows with the revenue, costs that follow the team, and cash that falls by
 * the net burn and rises with a round. About one startup in five raises nothing in the two years
 * and runs towards the end of its cash. Reseeded per startup, so one startup's series never
 * depends on how many others there are.
 * @param {{ id: string, index: number, stage: string, countryCode: string }} startup
 * @returns {{ organizationId: string, metricKey: string, period: string, value: number }[]}
 */
export function metricSeries(startup) {
  faker.seed([SEED, METRICS_STREAM, startup.index]);
  const stage = STAGES.find((entry) => entry.name === startup.stage);
  const growth = faker.number.float({ min: -0.02, max: startup.stage === 'series_b' ? 0.06 : 0.12 });
  const costPerHead = MONTHLY_COST_PER_HEAD_USD[startup.countryCode] ?? DEFAULT_MONTHLY_COST_PER_HEAD_USD;
  let mrr = faker.number.int({ min: stage.mrrUsd[0], max: stage.mrrUsd[1] });
  let users = faker.number.int({ min: stage.users[0], max: stage.users[1] });
  let headcount = faker.number.int({ min: stage.headcount[0], max: stage.headcount[1] });
  const margin = faker.number.int({ min: 45, max: 85 });
  const revenuePerCustomer = faker.number.int({ min: 40, max: 2_500 });
  const runsDry = faker.number.float() < 0.2;
  const raiseAt = runsDry ? -1 : faker.number.int({ min: 4, max: PERIODS.length - 2 });
  const months = [];
  let previousHeadcount = headcount;
  for (let position = 0; position < PERIODS.length; position += 1) {
    const revenue = Math.round(mrr * faker.number.float({ min: 1, max: 1.15 }));
    const grossMargin = Math.min(95, Math.max(5, margin + faker.number.int({ min: -3, max: 3 })));
    // The team, everything else, and what delivering the revenue costs.
    const costs = headcount * costPerHead * faker.number.float({ min: 0.85, max: 1.2 }) + faker.number.int({ min: 1_000, max: 15_000 }) + revenue * (1 - grossMargin / 100);
    const fundsRaised = position === raiseAt && faker.number.float() < 0.8 ? faker.number.int({ min: ROUND_USD[stage.name][0], max: ROUND_USD[stage.name][1] }) : 0;
    months.push({
      revenue,
      mrr: Math.round(mrr),
      gross_margin: grossMargin,
      burn: Math.max(0, Math.round(costs - revenue)),
      netFlow: revenue - costs + fundsRaised,
      customers: Math.round(mrr / revenuePerCustomer),
      active_users: Math.round(users),
      headcount,
      new_hires: Math.max(0, headcount - previousHeadcount),
      funds_raised: fundsRaised,
    });
    previousHeadcount = headcount;
    // Pre-revenue companies land their first customers along the way.
    mrr = Math.max(0, mrr * (1 + growth + faker.number.float({ min: -0.08, max: 0.08 })) + (stage.name === 'pre_seed' ? faker.number.int({ min: 0, max: 400 }) : 0));
    users = Math.max(0, users * (1 + growth * 0.8 + faker.number.float({ min: -0.05, max: 0.07 })));
    if (faker.number.float() < Math.max(0, growth) * 2) headcount += Math.max(1, Math.round(headcount * 0.05));
    else if (headcount > 2 && faker.number.float() < 0.04) headcount -= 1;
  }
  // Cash follows the flows from a starting balance chosen last: one that runs dry ends the two
  // years with a month or two left; the others never fall below half a year of their burn.
  let running = 0;
  const balances = months.map((month) => (running += month.netFlow));
  const lowest = Math.min(0, ...balances);
  const averageBurn = months.reduce((sum, month) => sum + month.burn, 0) / months.length;
  const lastBurn = months.at(-1).burn;
  const start = runsDry
    ? -lowest + Math.max(lastBurn, averageBurn) * faker.number.float({ min: 0.8, max: 2.5 })
    : -lowest + Math.max(100_000, averageBurn * faker.number.float({ min: 6, max: 18 }));
  const values = [];
  months.forEach((month, position) => {
    const cash = Math.round(start + balances[position]);
    for (const metricKey of METRICS) values.push({ organizationId: startup.id, metricKey, period: PERIODS[position], value: metricKey === 'cash' ? cash : month[metricKey] });
  });
  return values;
}
