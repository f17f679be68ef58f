import { COUNTRIES } from '../demo-ecosystem/geography.mjs';
import { createEcosystem, DEFAULT_COUNTS } from '../demo-ecosystem/model.mjs';
import { SEEDED_STARTUP_PROFILES, startupProfile } from '../demo-ecosystem/profiles.mjs';

/**
 * The demo files of every startup of the seeds: two pitch decks and four data-room documents,
 * at the object paths the cap-table seeds (60_cap_table_pitch_decks.sql,
 * 62_cap_table_data_room.sql) list, `<organization id>/...` in buckets `pitch-decks` and
 * `data-room`. The text is written in English from the startup's profile; each page names the
 * company and the document, so whoever opens a file sees whose it is and what it is.
 */

/** @typedef {{ heading: string, lines: string[] }} Page */
/**
 * @typedef {{ bucket: string, path: string, title: string, company: string, companyInLatin: string, organizationId: string,
 *   layout: 'slides' | 'letter', pages: Page[] }} DemoDocument `companyInLatin`: the name as the PDF's built-in fonts can
 *   write it (an Arabic name by its Latin transcription, the slug's words)
 */
/**
 * @typedef {{ id: string, name: string, slug: string | null, legalName: string, sector: string, subSector: string, stage: string,
 *   city: string, country: string, foundedYear: number, teamSize: number }} DemoStartup
 */

const SECTOR_LABELS = {
  fintech: 'financial services',
  healthtech: 'health care',
  edtech: 'education',
  e_commerce: 'online retail',
  logistics: 'logistics',
  agritech: 'agriculture',
  cleantech: 'clean energy',
  proptech: 'real estate',
  mobility: 'mobility',
  enterprise_saas: 'business software',
  media_and_gaming: 'media and games',
  foodtech: 'food',
};

const STAGE_LABELS = { pre_seed: 'pre-seed', seed: 'seed', series_a: 'Series A', series_b: 'Series B' };

/** What each stage raises, in US dollars, and how many paying customers it has, roughly. */
const STAGE_NUMBERS = {
  pre_seed: { raise: '750,000', customers: 12, runwayMonths: 18 },
  seed: { raise: '2.5 million', customers: 85, runwayMonths: 20 },
  series_a: { raise: '9 million', customers: 420, runwayMonths: 24 },
  series_b: { raise: '25 million', customers: 1900, runwayMonths: 30 },
};

/** Text in Latin script, which the PDF's built-in fonts write. */
const LATIN = /^[\u0020-\u024f’]*$/;

/** An Arabic name's Latin transcription, from its slug (`tabib-madar` gives Tabib Madar). */
const inLatin = (/** @type {{ name: string, slug: string | null }} */ startup) =>
  startup.slug && !LATIN.test(startup.name) ? startup.slug.split('-').map((word) => `${word[0]?.toUpperCase()}${word.slice(1)}`).join(' ') : startup.name;

/** The startups of the seeds: the platform seed's two, then the generated ones, in seed order. */
export function demoStartups() {
  const ecosystem = createEcosystem(DEFAULT_COUNTS);
  const countryName = (code) => COUNTRIES.find((country) => country.code === code)?.name ?? code;
  /** @type {DemoStartup[]} */
  const platform = SEEDED_STARTUP_PROFILES.map((profile) => ({
    id: profile.organizationId,
    name: profile.displayName,
    slug: null,
    legalName: profile.legalName,
    sector: profile.sector,
    subSector: profile.subSector,
    stage: profile.stage,
    city: profile.city,
    country: countryName(profile.countryCode),
    foundedYear: Number(profile.foundedOn.slice(0, 4)),
    teamSize: profile.teamSize,
  }));
  /** @type {DemoStartup[]} */
  const generated = ecosystem.startups.map((startup) => {
    const profile = startupProfile(startup);
    const latinName = inLatin(startup);
    return {
      id: startup.id,
      name: startup.name,
      slug: startup.slug,
      // An Arabic legal form (ذ.م.م) is a limited liability company.
      legalName: LATIN.test(profile.legalName) ? profile.legalName : `${latinName} LLC`,
      sector: startup.sector,
      subSector: profile.subSector,
      stage: startup.stage,
      city: startup.city,
      country: countryName(startup.countryCode),
      foundedYear: startup.foundedYear,
      teamSize: profile.teamSize,
    };
  });
  return [...platform, ...generated];
}

/**
 * @param {DemoStartup} startup
 * @param {boolean} updated the second version: later numbers, a closer ask
 * @returns {Page[]}
 */
function deckPages(startup, updated) {
  const sector = SECTOR_LABELS[startup.sector] ?? startup.sector;
  const numbers = STAGE_NUMBERS[startup.stage] ?? STAGE_NUMBERS.seed;
  const customers = updated ? Math.round(numbers.customers * 1.4) : numbers.customers;
  return [
    { heading: 'Problem', lines: [`Teams in ${sector} across ${startup.country} still run on spreadsheets and phone calls.`, 'Work is slow, costly and hard to trust.'] },
    { heading: 'Solution', lines: [`${startup.subSector}: one product that does the work end to end.`, 'Set up in a day, in Arabic, English and French.'] },
    { heading: 'Market', lines: [`${sector[0]?.toUpperCase()}${sector.slice(1)} is one of the fastest growing markets of the region.`, `We start in ${startup.city} and grow across the Gulf and North Africa.`] },
    { heading: 'Traction', lines: [`${customers} paying customers${updated ? ', 40% more than at the last update' : ''}.`, `Revenue grows month after month since ${startup.foundedYear}.`] },
    { heading: 'Team', lines: [`${startup.teamSize} people in ${startup.city}, founders with ten years in ${sector}.`, 'Engineering, sales and operations under one roof.'] },
    { heading: 'The ask', lines: [`We raise USD ${numbers.raise} at ${STAGE_LABELS[startup.stage] ?? startup.stage}.`, `${numbers.runwayMonths} months of runway to ${updated ? 'double the customer base' : 'reach the next round'}.`] },
  ];
}

/** @param {DemoStartup} startup @returns {Array<{ path: string, title: string, pages: Page[] }>} */
function dataRoomDocuments(startup) {
  const legal = `${startup.legalName}, ${startup.city}, ${startup.country}`;
  return [
    {
      path: 'legal/certificate-of-incorporation.pdf',
      title: 'Certificate of incorporation',
      pages: [{ heading: 'Certificate of incorporation', lines: [`This certifies that ${legal} was incorporated in ${startup.foundedYear}.`, 'Registered office and directors as held by the registrar.', 'Demo document: not a legal record.'] }],
    },
    {
      path: 'legal/shareholders-agreement.pdf',
      title: 'Shareholders’ agreement',
      pages: [
        { heading: 'Shareholders’ agreement', lines: [`Between the shareholders of ${legal}.`, 'Parties, shares held and the board they appoint.'] },
        { heading: 'Transfers and exits', lines: ['Pre-emption rights, drag-along and tag-along.', 'Demo document: not a legal record.'] },
      ],
    },
    {
      path: 'legal/ip-assignment.pdf',
      title: 'IP assignment',
      pages: [{ heading: 'Assignment of intellectual property', lines: [`The founders assign to ${startup.legalName} all rights in the code, designs and marks they made for it.`, 'Demo document: not a legal record.'] }],
    },
    {
      path: 'finance/financial-statements.pdf',
      title: 'Financial statements',
      pages: [
        { heading: 'Financial statements', lines: [`${legal}.`, 'Statement of financial position and income statement for the last financial year.'] },
        { heading: 'Notes', lines: ['Prepared by management, unaudited.', 'Demo document: not a financial record.'] },
      ],
    },
  ];
}

/**
 * Every demo file, in bucket and path order per startup.
 * @param {DemoStartup[]} [startups]
 * @returns {DemoDocument[]}
 */
export function demoDocuments(startups = demoStartups()) {
  return startups.flatMap((startup) => {
    const owner = { company: startup.name, companyInLatin: inLatin(startup), organizationId: startup.id };
    return [
      { bucket: 'pitch-decks', path: `${startup.id}/pitch-deck-v1.pdf`, title: 'Seed deck', ...owner, layout: /** @type {const} */ ('slides'), pages: deckPages(startup, false) },
      { bucket: 'pitch-decks', path: `${startup.id}/pitch-deck-v2.pdf`, title: 'Seed deck, updated', ...owner, layout: /** @type {const} */ ('slides'), pages: deckPages(startup, true) },
      ...dataRoomDocuments(startup).map((document) => ({
        bucket: 'data-room',
        path: `${startup.id}/${document.path}`,
        title: document.title,
        ...owner,
        layout: /** @type {const} */ ('letter'),
        pages: document.pages,
      })),
    ];
  });
}
