/**
 * The money side of a generated ledger: founders' stock, the SAFEs before a priced round, and the
 * priced rounds, each a preferred class. Amounts are US dollars; every draw comes from the Faker
 * the ledger passes in, so a startup's ledger depends on nothing else.
 */

export const PAR_VALUE = 0.0001;

/** The priced rounds in order; each round's post-money is below the next one's pre-money, so prices rise. */
const PRICED_ROUNDS = [
  { key: 'seed', className: 'Series Seed Preferred', title: 'seed round', label: 'Seed round', raiseUsd: [1_000_000, 3_000_000], preMoneyUsd: [5_000_000, 12_000_000] },
  { key: 'series_a', className: 'Series A Preferred', title: 'Series A', label: 'Series A', raiseUsd: [5_000_000, 15_000_000], preMoneyUsd: [20_000_000, 50_000_000] },
  { key: 'series_b', className: 'Series B Preferred', title: 'Series B', label: 'Series B', raiseUsd: [15_000_000, 45_000_000], preMoneyUsd: [80_000_000, 200_000_000] },
];

export const roundTo = (value, step) => Math.round(value / step) * step;
export const roundUp = (value, step) => Math.ceil(value / step) * step;
export const price = (value) => Number(value.toFixed(4));
export const money = (value) => Number(value.toFixed(2));

/** Founders' common stock at par, vesting four years from incorporation with double-trigger acceleration. */
export function issueFounderStock(faker, { record }, founders, { common, ageDays, terms }) {
  const total = faker.number.int({ min: 80, max: 100 }) * 100_000;
  const splits = founders.length === 2 ? [faker.number.float({ min: 0.5, max: 0.65 })] : [faker.number.float({ min: 0.4, max: 0.5 }), faker.number.float({ min: 0.25, max: 0.32 })];
  const quantities = splits.map((split) => roundTo(total * split, 10_000));
  quantities.push(total - quantities.reduce((sum, quantity) => sum + quantity, 0));
  const issuances = founders.map((founder, position) =>
    record(`founder-${position}`, 'stock_issuance', ageDays, {
      stakeholderId: founder.id,
      shareClassId: common.id,
      quantity: quantities[position],
      pricePerShare: PAR_VALUE,
      amount: money(quantities[position] * PAR_VALUE),
      vestingTermsId: terms.id,
      vestingDaysAgo: ageDays,
      accelerationTrigger: 'double',
      accelerationPercent: 100,
      note: 'Founder shares',
    }),
  );
  return { total, issuances };
}

/** The priced rounds a stage has had: when each closed (its share of the company's age), its pre-money and its size. */
export function drawRounds(faker, roundAges, ageDays) {
  return roundAges.map((age, position) => {
    const round = PRICED_ROUNDS[position];
    return {
      ...round,
      daysAgo: Math.round(age * ageDays),
      preMoney: roundTo(faker.number.int({ min: round.preMoneyUsd[0], max: round.preMoneyUsd[1] }), 500_000),
      raise: roundTo(faker.number.int({ min: round.raiseUsd[0], max: round.raiseUsd[1] }), 250_000),
    };
  });
}

export function safe({ record }, key, investor, fields) {
  const cap = `$${Number((fields.valuationCap / 1e6).toFixed(2))}M`;
  return record(key, 'convertible_issuance', fields.daysAgo, {
    stakeholderId: investor.id,
    amount: fields.amount,
    convertibleType: 'safe_post_money',
    valuationCap: fields.valuationCap,
    discountPercent: fields.discountPercent ?? null,
    mfn: fields.mfn ?? false,
    // Funds and accelerators ask for a pro rata right; an angel rarely does.
    proRata: !fields.angel,
    note: fields.note ?? `Post-money SAFE, ${cap} cap`,
  });
}

/**
 * The SAFEs before the first priced round (or instead of one): an angel's, and often an
 * accelerator's at a higher cap. Before a round the caps sit below its pre-money.
 */
export function raiseSafes(faker, writer, { angel, accelerator }, firstRound, ageDays) {
  const firstCap = firstRound
    ? roundTo(firstRound.preMoney * faker.number.float({ min: 0.5, max: 0.7 }), 250_000)
    : roundTo(faker.number.int({ min: 3_000_000, max: 6_000_000 }), 250_000);
  const safes = [
    safe(writer, 'safe-0', angel, {
      daysAgo: firstRound ? firstRound.daysAgo + Math.round(0.15 * ageDays) : Math.round(0.6 * ageDays),
      amount: roundTo(faker.number.int({ min: 50_000, max: 250_000 }), 25_000),
      valuationCap: firstCap,
      angel: true,
    }),
  ];
  if (accelerator) {
    safes.push(
      safe(writer, 'safe-1', accelerator, {
        daysAgo: firstRound ? firstRound.daysAgo + Math.round(0.07 * ageDays) : Math.round(0.25 * ageDays),
        amount: roundTo(faker.number.int({ min: 100_000, max: 300_000 }), 25_000),
        valuationCap: roundTo(firstCap * faker.number.float({ min: 1.1, max: 1.3 }), 250_000),
      }),
    );
  }
  return safes;
}

/**
 * Closes the priced rounds: each a preferred class senior to the one before, priced from its
 * pre-money over the shares in issue. The first converts the SAFEs before it at their caps
 * (post-money: each SAFE owns its amount over its cap of the capitalization the round is priced
 * on). Returns the shares in issue after the last round.
 */
export function closeRounds(faker, writer, rounds, safes, { founderShares, leads }) {
  let inIssue = founderShares;
  rounds.forEach((round, position) => {
    const converting = position === 0 ? safes : [];
    const capitalization = inIssue / (1 - converting.reduce((sum, entry) => sum + entry.amount / entry.valuationCap, 0));
    round.price = price(round.preMoney / capitalization);
    const preferred = writer.shareClass(round.key, { name: round.className, classType: 'preferred', pricePerShare: round.price, seniority: position + 1, approvedDaysAgo: round.daysAgo });
    let issued = 0;
    converting.forEach((entry, index) => {
      const quantity = Math.round((capitalization * entry.amount) / entry.valuationCap);
      writer.record(`conversion-${index}`, 'convertible_conversion', round.daysAgo, {
        securityId: entry.id,
        stakeholderId: entry.stakeholderId,
        shareClassId: preferred.id,
        quantity,
        pricePerShare: price(entry.valuationCap / capitalization),
        note: `Converted in the ${round.title} at the cap price`,
      });
      issued += quantity;
    });
    // The new lead takes most of the round; the last round's lead keeps its pro rata.
    const followOn = position === 0 ? 0 : faker.number.float({ min: 0.15, max: 0.35 });
    const buyers = [
      [leads[position], 1 - followOn, 'lead investor'],
      [leads[position - 1], followOn, 'pro rata'],
    ].filter(([, share]) => share > 0);
    buyers.forEach(([investor, share, role], index) => {
      const quantity = Math.floor((round.raise * share) / round.price);
      writer.record(`${round.key}-${index}`, 'stock_issuance', round.daysAgo, {
        stakeholderId: investor.id,
        shareClassId: preferred.id,
        quantity,
        pricePerShare: round.price,
        amount: money(quantity * round.price),
        note: `${round.label}, ${role}`,
      });
      issued += quantity;
    });
    preferred.authorizedShares = roundUp(issued * 1.05, 100_000);
    inIssue += issued;
  });
  return inIssue;
}
