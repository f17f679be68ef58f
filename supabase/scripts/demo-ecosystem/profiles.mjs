import { Faker, base, en } from '@faker-js/faker';
import { COUNTRIES, STAGES } from './geography.mjs';
import { SEED } from './model.mjs';
import { ARABIC_LEGAL_FORM, FRENCH_CITY_NAMES, LEGAL_FORMS, SECTOR_PITCHES, STAGE_LINES } from './profile-texts.mjs';

/**
 * The generator's stage names as `public.startup_stage` spells them. The generator's startups are
 * past the idea and not yet at growth, so they use the four stages in between; the enum's `idea`
 * and `growth` are for profiles people write themselves.
 */
export const STAGE_ENUM = { pre_seed: 'pre_seed', seed: 'seed', series_a: 'series_a', series_b: 'series_b' };

/** About seven in ten startups show their card in the directory; the others keep it to themselves. */
export const LISTED_SHARE = 0.7;

/** Demo websites are under the reserved `.example` top-level domain (RFC 2606): they lead nowhere. */
export const WEBSITE_DOMAIN = 'example';

/**
 * The profiles of the two startups of the platform seed, written by hand: Fikr Labs is the demo
 * startup every journey signs in to (listed, so other organizations see its card), Nile Robotics
 * the second tenant, whose card stays unlisted (so only its own members and the operators read it).
 */
export const SEEDED_STARTUP_PROFILES = [
  {
    organizationId: '00000000-0000-4000-b000-000000000001',
    legalName: 'Fikr Labs FZ-LLC',
    displayName: 'Fikr Labs',
    tagline: 'The operating system for MENA founders: cap table, metrics and investor updates in one place.',
    description:
      'Fikr Labs builds the tools a young company runs on: a cap table investors can trust, monthly metrics shared with consent, and a data room for the next round. Founded in Dubai in 2023, the team serves founders across the Gulf, the Levant and North Africa.',
    sector: 'enterprise_saas',
    subSector: 'Startup operations',
    stage: 'seed',
    businessModel: 'saas',
    countryCode: 'AE',
    city: 'Dubai',
    foundedOn: '2023-03-14',
    website: `https://fikrlabs.${WEBSITE_DOMAIN}`,
    linkedinUrl: null,
    xUrl: null,
    teamSize: 14,
    isListed: true,
  },
  {
    organizationId: '00000000-0000-4000-b000-000000000007',
    legalName: 'Nile Robotics S.A.E.',
    displayName: 'Nile Robotics',
    tagline: 'روبوتات مستودعات ذكية تجهّز طلبات التجارة الإلكترونية أسرع بثلاث مرات.',
    description:
      'نايل روبوتكس تصمّم روبوتات تنقل الرفوف داخل المستودعات وتجهّز الطلبات لشركات التوصيل في القاهرة والدلتا. تأسست عام 2022 في مصر، وتجرّب الآن أسطولها الأول مع شريكين في الشحن.',
    sector: 'logistics',
    subSector: 'Warehouse robotics',
    stage: 'pre_seed',
    businessModel: 'hardware',
    countryCode: 'EG',
    city: 'Cairo',
    foundedOn: '2022-09-01',
    website: `https://nilerobotics.${WEBSITE_DOMAIN}`,
    linkedinUrl: null,
    xUrl: null,
    teamSize: 6,
    isListed: false,
  },
];

const PROFILE_STREAM = 200;
const faker = new Faker({ locale: [en, base] });

function description(startup, pitch, stage, year) {
  const country = COUNTRIES.find((entry) => entry.code === startup.countryCode);
  if (startup.nameLanguage === 'ar') return `${startup.name} ${pitch.does}. تأسست عام ${year} في ${country.nameAr}، ${STAGE_LINES.ar[stage]}.`;
  if (startup.nameLanguage === 'fr') return `${startup.name} ${pitch.does}. Fondée à ${FRENCH_CITY_NAMES[startup.city] ?? startup.city} en ${year}, la start-up ${STAGE_LINES.fr[stage]}.`;
  return `${startup.name} ${pitch.does}. Founded in ${startup.city} in ${year}, the team ${STAGE_LINES.en[stage]}.`;
}

function legalName(startup) {
  if (startup.nameLanguage === 'ar') return `${startup.name} ${ARABIC_LEGAL_FORM}`;
  return `${startup.name} ${faker.helpers.arrayElement(LEGAL_FORMS[startup.countryCode])}`;
}

/**
 * A generated startup's profile, in the language of its name: a pitch of its sector (which gives
 * the sub-sector and the business model too), its stage, a team the size its stage makes likely,
 * the year the model gave it (on a day of that year) and a website under `.example`. Reseeded per
 * startup, so a profile never depends on how many other startups there are, nor on what was
 * generated before it.
 * @returns {{ organizationId: string, legalName: string, displayName: string, tagline: string, description: string, sector: string, subSector: string, stage: string, businessModel: string, countryCode: string, city: string, foundedOn: string, website: string, linkedinUrl: null, xUrl: null, teamSize: number, isListed: boolean }}
 */
export function startupProfile(startup) {
  faker.seed([SEED, PROFILE_STREAM, startup.index]);
  const pitch = faker.helpers.arrayElement(SECTOR_PITCHES[startup.sector][startup.nameLanguage]);
  const stage = STAGE_ENUM[startup.stage];
  const headcount = STAGES.find((entry) => entry.name === startup.stage).headcount;
  const month = String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0');
  const day = String(faker.number.int({ min: 1, max: 28 })).padStart(2, '0');
  return {
    organizationId: startup.id,
    legalName: legalName(startup),
    displayName: startup.name,
    tagline: pitch.tagline,
    description: description(startup, pitch, stage, startup.foundedYear),
    sector: startup.sector,
    subSector: pitch.subSector,
    stage,
    businessModel: pitch.model,
    countryCode: startup.countryCode,
    city: startup.city,
    foundedOn: `${startup.foundedYear}-${month}-${day}`,
    website: `https://${startup.slug}.${WEBSITE_DOMAIN}`,
    // Social links of made-up companies would point at real sites, and possibly at a real
    // company's page: the generated profiles have none.
    linkedinUrl: null,
    xUrl: null,
    teamSize: faker.number.int({ min: headcount[0], max: headcount[1] }),
    isListed: faker.datatype.boolean(LISTED_SHARE),
  };
}

/** Every startup profile of an ecosystem: the platform seed's two, then one per generated startup. */
export function startupProfiles(ecosystem) {
  return [...SEEDED_STARTUP_PROFILES, ...ecosystem.startups.map(startupProfile)];
}
