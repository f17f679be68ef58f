import { Faker, base, en } from '@faker-js/faker';
import { STAGES } from './geography.mjs';
import { SEED } from './model.mjs';

/** The metrics every startup reports monthly; money in US dollars. */
export const METRICS = ['mrr', 'active_users', 'burn', 'headcount'];

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

/**
 * A startup's monthly series: compounding growth with noise around a rate its stage makes
 * likely, a team that grows with the revenue and a burn that follows the team. Reseeded per
 * startup, so one startup's series never depends on how many others there are.
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
  const values = [];
  for (const period of PERIODS) {
    const burn = Math.round(headcount * costPerHead * faker.number.float({ min: 0.85, max: 1.2 }) + faker.number.int({ min: 1_000, max: 15_000 }));
    const month = { mrr: Math.round(mrr), active_users: Math.round(users), burn, headcount };
    for (const metricKey of METRICS) values.push({ organizationId: startup.id, metricKey, period, value: month[metricKey] });
    // Pre-revenue companies land their first customers along the way.
    mrr = Math.max(0, mrr * (1 + growth + faker.number.float({ min: -0.08, max: 0.08 })) + (stage.name === 'pre_seed' ? faker.number.int({ min: 0, max: 400 }) : 0));
    users = Math.max(0, users * (1 + growth * 0.8 + faker.number.float({ min: -0.05, max: 0.07 })));
    if (faker.number.float() < Math.max(0, growth) * 2) headcount += Math.max(1, Math.round(headcount * 0.05));
    else if (headcount > 2 && faker.number.float() < 0.04) headcount -= 1;
  }
  return values;
}
