import { Faker, ar, base, en } from '@faker-js/faker';
import { COUNTRIES, SECTORS, STAGES } from './geography.mjs';
import { ecosystemId } from './ids.mjs';
import { BRAND_WORDS, SECTOR_WORDS, SUPPORT_NAME_PATTERNS } from './naming.mjs';
import { LATIN_NAMES } from './people.mjs';

/** Changing the seed changes every generated name, number and e-mail (not the ids). */
export const SEED = 20261127;

/** The committed seed: the smallest ecosystem with every audience, country and sector in it. */
export const DEFAULT_COUNTS = { startups: 60, accelerators: 3, mentors: 8, investors: 5, universities: 2, governmentBodies: 2 };

/** The load-test ecosystem (--scale). */
export const SCALE_COUNTS = { startups: 10_000, accelerators: 150, mentors: 400, investors: 250, universities: 40, governmentBodies: 20 };

/** Generated members sign in nowhere: their addresses are under a reserved test domain (RFC 6761). */
export const MEMBER_EMAIL_DOMAIN = 'ecosystem.test';

/** Matrix roles of an organization's members, by position: the first member owns it. */
const ROLE_BY_POSITION = ['owner', 'admin', 'editor', 'viewer', 'editor'];

/** Where the seven organizations of the platform seed are and what they do. */
export const SEEDED_ORGANIZATION_PROFILES = [
  { id: '00000000-0000-4000-b000-000000000001', name: 'Fikr Labs', countryCode: 'AE', city: 'Dubai', sector: 'enterprise_saas' },
  { id: '00000000-0000-4000-b000-000000000002', name: 'Mentor Circle', countryCode: 'JO', city: 'Amman', sector: null },
  { id: '00000000-0000-4000-b000-000000000003', name: 'Launchpad Accelerator', countryCode: 'EG', city: 'Cairo', sector: null },
  { id: '00000000-0000-4000-b000-000000000004', name: 'Oasis Ventures', countryCode: 'AE', city: 'Abu Dhabi', sector: null },
  { id: '00000000-0000-4000-b000-000000000005', name: 'Gulf Tech University', countryCode: 'QA', city: 'Doha', sector: null },
  { id: '00000000-0000-4000-b000-000000000006', name: 'Digital Economy Authority', countryCode: 'SA', city: 'Riyadh', sector: null },
  { id: '00000000-0000-4000-b000-000000000007', name: 'Nile Robotics', countryCode: 'EG', city: 'Cairo', sector: 'logistics' },
];

/** The audiences around the startups: organization type, count key, members [min, max]. */
const SUPPORT_AUDIENCES = [
  { stream: 2, type: 'accelerator', countKey: 'accelerators', team: [2, 4] },
  { stream: 3, type: 'mentor', countKey: 'mentors', team: [2, 3] },
  { stream: 4, type: 'venture_capital', countKey: 'investors', team: [2, 3] },
  { stream: 5, type: 'university', countKey: 'universities', team: [2, 2] },
  { stream: 6, type: 'government', countKey: 'governmentBodies', team: [2, 2] },
];

/** The suffix that makes an Arabic-named organization's Latin slug say what it is. */
const LATIN_AUDIENCE = { accelerator: 'accelerator', mentor: 'mentors', venture_capital: 'capital', university: 'university', government: 'authority' };

// One Faker per locale the generator reads: `ar` for Arabic-script names, `en` for every other
// draw. (Faker's `fr` names are French, not Maghreb names; see people.mjs.) Every organization
// reseeds them from its own kind and position, so an organization comes out the same whatever
// the counts: the first 60 startups of the scale ecosystem are the committed seed's 60.
const fakers = {
  ar: new Faker({ locale: [ar, en, base] }),
  en: new Faker({ locale: [en, base] }),
};

function reseed(...parts) {
  for (const faker of Object.values(fakers)) faker.seed([SEED, ...parts]);
  return fakers.en;
}

/** The startups' random stream; each support audience has its own (SUPPORT_AUDIENCES). */
const STARTUP_STREAM = 1;

function weighted(faker, entries) {
  return faker.helpers.weightedArrayElement(entries.map(([value, weight]) => ({ value, weight })));
}

/** An ASCII slug: accents dropped, words joined by hyphens. */
export function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function uniqueSlug(base, taken) {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function pickCountry(faker, index) {
  // The first organizations visit every country once, so even a small ecosystem covers them all.
  return index < COUNTRIES.length ? COUNTRIES[index] : weighted(faker, COUNTRIES.map((country) => [country, country.weight]));
}

function pickLanguage(faker, country) {
  return weighted(faker, Object.entries(country.nameLanguages));
}

function startupName(faker, language, sector) {
  const sectorWord = faker.helpers.arrayElement(SECTOR_WORDS[sector][language]);
  const brand = faker.helpers.arrayElement(BRAND_WORDS[language]);
  if (language === 'ar') return { name: `${sectorWord[0]} ${brand[0]}`, latinName: `${sectorWord[1]} ${brand[1]}` };
  if (language === 'fr') return { name: faker.datatype.boolean() ? `${sectorWord} ${brand}` : `${brand} ${sectorWord}`, latinName: null };
  return { name: faker.datatype.boolean() ? `${brand}${sectorWord}` : `${brand} ${sectorWord}`, latinName: null };
}

function supportName(faker, language, type, country, city) {
  const pattern = faker.helpers.arrayElement(SUPPORT_NAME_PATTERNS[type][language]);
  const brand = faker.helpers.arrayElement(BRAND_WORDS[language]);
  const countryName = { ar: country.nameAr, fr: country.nameFr, en: country.name }[language];
  const fill = (word) => pattern.replace('{brand}', word).replace('{city}', city).replace('{country}', countryName);
  if (language === 'ar') return { name: fill(brand[0]), latinName: `${brand[1]} ${LATIN_AUDIENCE[type]}` };
  return { name: fill(brand), latinName: null };
}

function personName(language, country) {
  if (language === 'ar') return { firstName: fakers.ar.person.firstName(), lastName: fakers.ar.person.lastName() };
  const names = country.code === 'MA' || country.code === 'TN' ? LATIN_NAMES.fr : LATIN_NAMES.en;
  return { firstName: fakers.en.helpers.arrayElement(names.first), lastName: fakers.en.helpers.arrayElement(names.last) };
}

/** A name nobody in the organization has yet (a few tries, then a repeat is accepted). */
function newcomerName(language, country, taken) {
  let name = personName(language, country);
  for (let attempt = 0; attempt < 5 && taken.has(`${name.firstName} ${name.lastName}`); attempt += 1) name = personName(language, country);
  taken.add(`${name.firstName} ${name.lastName}`);
  return name;
}

function members(organization, size, language, country, founder) {
  const taken = new Set(founder ? [`${founder.firstName} ${founder.lastName}`] : []);
  return Array.from({ length: size }, (_, position) => {
    const name = position === 0 && founder ? founder : newcomerName(language, country, taken);
    return {
      id: ecosystemId('user', organization.key, position),
      email: `${organization.slug}.${position + 1}@${MEMBER_EMAIL_DOMAIN}`,
      ...name,
      organizationId: organization.id,
      organisationRole: ROLE_BY_POSITION[position % ROLE_BY_POSITION.length],
    };
  });
}

function startup(index, slugs) {
  const faker = reseed(STARTUP_STREAM, index);
  const country = pickCountry(faker, index);
  const sector = index < SECTORS.length ? SECTORS[index] : faker.helpers.arrayElement(SECTORS);
  const language = pickLanguage(faker, country);
  const stage = weighted(faker, STAGES.map((entry) => [entry, entry.weight]));
  const { name, latinName } = startupName(faker, language, sector);
  const key = `startup-${index}`;
  const organization = {
    id: ecosystemId('organization', key),
    key,
    index,
    type: 'startup',
    name,
    nameLanguage: language,
    slug: uniqueSlug(slugify(latinName ?? name), slugs),
    countryCode: country.code,
    city: faker.helpers.arrayElement(country.cities),
    sector,
    stage: stage.name,
    foundedYear: faker.number.int({ min: stage.name === 'pre_seed' ? 2023 : 2016, max: stage.name === 'series_b' ? 2021 : 2025 }),
  };
  organization.members = members(organization, faker.number.int({ min: stage.team[0], max: stage.team[1] }), language, country);
  return organization;
}

function supportOrganization(audience, index, slugs) {
  const faker = reseed(audience.stream, index);
  const country = pickCountry(faker, index);
  const language = pickLanguage(faker, country);
  // Government bodies sit in the capital.
  const city = audience.type === 'government' ? country.capital : faker.helpers.arrayElement(country.cities);
  // Every other mentor works alone: the organization is the person, named after them.
  const individual = audience.type === 'mentor' && index % 2 === 0;
  const founder = individual ? personName(language, country) : null;
  const { name, latinName } = individual
    ? { name: `${founder.firstName} ${founder.lastName}`, latinName: language === 'ar' ? `mentor ${index + 1}` : null }
    : supportName(faker, language, audience.type, country, city);
  const key = `${audience.type}-${index}`;
  const organization = {
    id: ecosystemId('organization', key),
    key,
    type: audience.type,
    name,
    nameLanguage: language,
    slug: uniqueSlug(slugify(latinName ?? name), slugs),
    countryCode: country.code,
    city,
    sector: null,
    individual,
  };
  const size = individual ? 1 : faker.number.int({ min: audience.team[0], max: audience.team[1] });
  organization.members = members(organization, size, language, country, founder);
  return organization;
}

/**
 * The demo ecosystem: startups, then accelerators, mentors, investors, universities and
 * government bodies, each with its members. The same counts give the same ecosystem, byte for
 * byte; later seeds (metrics, programs, deals) take their rows from this object.
 */
export function createEcosystem(counts = DEFAULT_COUNTS) {
  const slugs = new Set();
  const startups = Array.from({ length: counts.startups }, (_, index) => startup(index, slugs));
  const support = SUPPORT_AUDIENCES.flatMap((audience) =>
    Array.from({ length: counts[audience.countKey] }, (_, index) => supportOrganization(audience, index, slugs)),
  );
  const organizations = [...startups, ...support];
  return {
    counts,
    seededOrganizations: SEEDED_ORGANIZATION_PROFILES,
    organizations,
    startups,
    members: organizations.flatMap((organization) => organization.members),
  };
}
