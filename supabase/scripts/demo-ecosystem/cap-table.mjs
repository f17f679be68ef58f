import { Faker, ar, base, en } from '@faker-js/faker';
import { VESTING_TERMS, exerciseAndCancel, grantOptions } from './cap-table-options.mjs';
import { PAR_VALUE, closeRounds, drawRounds, issueFounderStock, raiseSafes, roundTo, roundUp, safe } from './cap-table-rounds.mjs';
import { ecosystemId } from './ids.mjs';
import { SEED } from './model.mjs';
import { LATIN_NAMES } from './people.mjs';

/**
 * The cap-table ledgers of the first generated startups: founders' stock, the SAFEs and priced
 * rounds their stage implies (cap-table-rounds.mjs), an option plan with grants, exercises and a
 * leaver's cancellation (cap-table-options.mjs), now and then a transfer. Dates are days before
 * the day the seed runs, so vesting looks the same whenever the demo starts. Drawn from Fakers of
 * their own, reseeded per startup, so the ledgers never change what the other seeds generate.
 */

/** The first startups of the model's order keep a ledger; they span every stage. */
export const LEDGER_STARTUP_COUNT = 12;

const CAP_TABLE_STREAM = 300;
const fakers = { ar: new Faker({ locale: [ar, en, base] }), en: new Faker({ locale: [en, base] }) };

/** The model's founding years count back from this one, the year the demo's numbers end in. */
const LEDGER_YEAR = 2026;

/** The shape of each stage's ledger: when its priced rounds closed (as a share of its age), team and advisors. */
const STAGE_LEDGERS = {
  pre_seed: { minAgeDays: 300, roundAges: [], employees: [2, 2], advisors: [0, 1] },
  seed: { minAgeDays: 540, roundAges: [0.45], employees: [3, 4], advisors: [0, 2] },
  series_a: { minAgeDays: 1_100, roundAges: [0.7, 0.3], employees: [4, 5], advisors: [1, 2] },
  series_b: { minAgeDays: 1_700, roundAges: [0.8, 0.5, 0.2], employees: [5, 6], advisors: [1, 2] },
};

const EMPTY_TRANSACTION = {
  securityId: null,
  stakeholderId: null,
  toStakeholderId: null,
  shareClassId: null,
  equityPlanId: null,
  quantity: null,
  pricePerShare: null,
  amount: null,
  compensationType: null,
  expiresInDays: null,
  vestingTermsId: null,
  vestingDaysAgo: null,
  accelerationTrigger: null,
  accelerationPercent: null,
  convertibleType: null,
  valuationCap: null,
  discountPercent: null,
  mfn: null,
  proRata: null,
};

function personName(startup, taken) {
  const latin = LATIN_NAMES[['MA', 'TN'].includes(startup.countryCode) ? 'fr' : 'en'];
  let name;
  for (let attempt = 0; attempt < 6 && (!name || taken.has(name)); attempt += 1) {
    name =
      startup.nameLanguage === 'ar'
        ? `${fakers.ar.person.firstName()} ${fakers.ar.person.lastName()}`
        : `${fakers.en.helpers.arrayElement(latin.first)} ${fakers.en.helpers.arrayElement(latin.last)}`;
  }
  taken.add(name);
  return name;
}

function familyHoldingName(startup, founder) {
  if (startup.nameLanguage === 'ar') return `شركة ${founder.lastName} القابضة`;
  if (startup.nameLanguage === 'fr') return `Holding familiale ${founder.lastName}`;
  return `${founder.lastName} Family Holding`;
}

/** A ledger being written: its rows, and the helpers that add them. */
function newLedger(startup) {
  const id = (...parts) => ecosystemId('cap-table', startup.key, ...parts);
  const ledger = {
    startup: { id: startup.id, key: startup.key, name: startup.name, stage: startup.stage },
    createdBy: startup.members[0]?.id ?? null,
    stakeholders: [],
    shareClasses: [],
    vestingTerms: Object.values(VESTING_TERMS).map((terms) => ({ ...terms, id: id('vesting-terms', terms.key) })),
    equityPlan: null,
    transactions: [],
  };
  const holder = (key, name, type, member = null) => {
    const stakeholder = { id: id('stakeholder', key), name, type, email: member?.email ?? null, userId: member?.id ?? null, joinedDaysAgo: null };
    ledger.stakeholders.push(stakeholder);
    return stakeholder;
  };
  const shareClass = (key, fields) => {
    const row = { id: id('share-class', key), parValue: PAR_VALUE, liquidationPreferenceMultiple: 1, isParticipating: false, conversionRatio: 1, ...fields };
    ledger.shareClasses.push(row);
    return row;
  };
  const record = (key, kind, daysAgo, fields) => {
    const transaction = { ...EMPTY_TRANSACTION, id: id('transaction', key), kind, daysAgo, ...fields };
    transaction.securityId ??= transaction.id;
    ledger.transactions.push(transaction);
    return transaction;
  };
  return { id, ledger, holder, shareClass, record };
}

/** The people on the cap table: founders and staff from the startup's members, the rest generated. */
function castStakeholders(faker, writer, startup, network, stage) {
  const named = (member) => `${member.firstName} ${member.lastName}`;
  const taken = new Set(startup.members.map(named));
  const founderCount = startup.members.length >= 3 ? faker.number.int({ min: 2, max: 3 }) : 2;
  const founders = startup.members.slice(0, founderCount).map((member, position) => writer.holder(`founder-${position}`, named(member), 'founder', member));
  const staff = startup.members.slice(founderCount);
  const employeeCount = Math.min(6, Math.max(staff.length, faker.number.int({ min: stage.employees[0], max: stage.employees[1] })));
  const employees = Array.from({ length: employeeCount }, (_, position) =>
    writer.holder(`employee-${position}`, staff[position] ? named(staff[position]) : personName(startup, taken), 'employee', staff[position] ?? null),
  );
  const angel = writer.holder('angel', personName(startup, taken), 'investor');
  const firstFund = faker.number.int({ min: 0, max: network.funds.length - 1 });
  const leads = stage.roundAges.map((_, position) => writer.holder(`fund-${position}`, network.funds[(firstFund + position) % network.funds.length], 'investor'));
  const accelerator = startup.stage !== 'series_b' && faker.datatype.boolean(0.5) ? writer.holder('accelerator', faker.helpers.arrayElement(network.accelerators), 'investor') : null;
  const advisorCount = faker.number.int({ min: stage.advisors[0], max: stage.advisors[1] });
  // The first advisor is often one of the ecosystem's mentors.
  const mentor = faker.datatype.boolean(0.6) ? network.mentors[startup.index % network.mentors.length] : null;
  const advisors = Array.from({ length: advisorCount }, (_, position) =>
    writer.holder(`advisor-${position}`, position === 0 && mentor && !taken.has(mentor) ? mentor : personName(startup, taken), 'advisor'),
  );
  return { founders, employees, angel, leads, accelerator, advisors };
}

function ledgerOf(startup, network) {
  for (const faker of Object.values(fakers)) faker.seed([SEED, CAP_TABLE_STREAM, startup.index]);
  const faker = fakers.en;
  const stage = STAGE_LEDGERS[startup.stage];
  const writer = newLedger(startup);
  const terms = Object.fromEntries(writer.ledger.vestingTerms.map((row) => [row.key, row]));
  const ageDays = Math.max(stage.minAgeDays, (LEDGER_YEAR - startup.foundedYear) * 365 + faker.number.int({ min: 60, max: 300 }));
  const people = castStakeholders(faker, writer, startup, network, stage);

  const common = writer.shareClass('common', { name: 'Common', classType: 'common', pricePerShare: PAR_VALUE, seniority: 0, approvedDaysAgo: ageDays });
  const founderStock = issueFounderStock(faker, writer, people.founders, { common, ageDays, terms: terms.standard });
  const rounds = drawRounds(faker, stage.roundAges, ageDays);
  const firstRound = rounds[0];
  const safes = raiseSafes(faker, writer, people, firstRound, ageDays);
  const stockInIssue = closeRounds(faker, writer, rounds, safes, { founderShares: founderStock.total, leads: people.leads });
  // A seed company often bridges to its Series A with its lead's SAFE, not yet converted.
  if (startup.stage === 'seed' && faker.datatype.boolean(0.6)) {
    const postMoney = firstRound.preMoney + firstRound.raise;
    safe(writer, 'bridge-safe', people.leads[0], {
      daysAgo: Math.round(0.12 * ageDays),
      amount: roundTo(faker.number.int({ min: 250_000, max: 750_000 }), 50_000),
      valuationCap: roundTo(postMoney * faker.number.float({ min: 1.4, max: 2 }), 500_000),
      discountPercent: 20,
      mfn: true,
      note: 'Bridge SAFE ahead of the Series A',
    });
  }

  // The pool is sized to its share of the fully diluted count (stock in issue plus the pool), 10
  // to 15% once rounded up to a round number of shares.
  const poolShare = faker.number.float({ min: 0.1, max: 0.145 });
  const plan = {
    id: writer.id('equity-plan'),
    name: 'Employee Stock Option Plan',
    shareClassId: common.id,
    sharesReserved: roundUp((stockInIssue * poolShare) / (1 - poolShare), 10_000),
    approvedDaysAgo: firstRound ? firstRound.daysAgo : Math.round(0.5 * ageDays),
  };
  writer.ledger.equityPlan = plan;
  common.authorizedShares = roundUp((founderStock.total + plan.sharesReserved) * 1.2, 1_000_000);
  const grants = grantOptions(faker, writer, plan, people, { rounds, firstSafe: safes[0], founderShares: founderStock.total, terms });
  exerciseAndCancel(faker, writer, grants, startup.stage);

  // Now and then a founder moves part of their shares to a family holding company.
  if (startup.stage !== 'pre_seed' && faker.datatype.boolean(0.4)) {
    const founder = founderStock.issuances[0];
    const member = startup.members[0];
    const recipient = writer.holder('family-holding', familyHoldingName(startup, member), 'other');
    writer.record('family-transfer', 'stock_transfer', faker.number.int({ min: 30, max: Math.round(0.3 * ageDays) }), {
      securityId: founder.id,
      stakeholderId: founder.stakeholderId,
      toStakeholderId: recipient.id,
      quantity: roundTo(founder.quantity * faker.number.float({ min: 0.05, max: 0.1 }), 10_000),
      note: 'Transfer to a family holding company',
    });
  }

  const { ledger } = writer;
  // In date order; a security's own transactions stay after it on the same day.
  ledger.transactions.sort((a, b) => b.daysAgo - a.daysAgo);
  for (const stakeholder of ledger.stakeholders) {
    stakeholder.joinedDaysAgo = Math.max(...ledger.transactions.filter((row) => row.stakeholderId === stakeholder.id || row.toStakeholderId === stakeholder.id).map((row) => row.daysAgo));
  }
  return ledger;
}

/**
 * The ledgers of the ecosystem's first startups, in the model's order. Investors are the
 * ecosystem's funds and accelerators; advisors are often its mentors.
 * @param {{ startups: Array<{ id: string, key: string, index: number, name: string, nameLanguage: string, countryCode: string, stage: string, foundedYear: number, members: Array<{ id: string, email: string, firstName: string, lastName: string }> }>, organizations: Array<{ type: string, name: string, individual?: boolean }> }} ecosystem
 */
export function capTableLedgers(ecosystem) {
  const named = (type) => ecosystem.organizations.filter((organization) => organization.type === type).map((organization) => organization.name);
  const network = {
    funds: named('venture_capital'),
    accelerators: named('accelerator'),
    mentors: ecosystem.organizations.filter((organization) => organization.type === 'mentor' && organization.individual).map((organization) => organization.name),
  };
  return ecosystem.startups.slice(0, LEDGER_STARTUP_COUNT).map((startup) => ledgerOf(startup, network));
}
