import { createHash } from 'node:crypto';
import { COUNTRIES } from './geography.mjs';
import { FRENCH_CITY_NAMES } from './profile-texts.mjs';
import { startupProfile } from './profiles.mjs';
import { literal, membersSql } from './sql-writer.mjs';

/**
 * The programs seed (supabase/seeds/75_programs.sql): Launchpad Accelerator's two programs. The
 * Hardware & Climate Track ended a year and a half ago; its cohort graduated and its startups are
 * Launchpad's alumni (Nile Robotics among them). The Growth Programme runs Cohort 7 now (Fikr Labs
 * among its eight startups) and has its call open for Cohort 8: thirty startups of the demo
 * ecosystem applied, a screening round sorted them and a review round with five weighted criteria
 * is under way. Four reviewers score it with visibly different habits (one generous, one severe,
 * one who uses the whole scale, one who stays in the middle), three reviews are still missing and
 * one reviewer declared a conflict, so the calibrated ranking and the raw means disagree. Nile
 * Robotics has a draft for the new call.
 *
 * Dates count from the day the seed runs, so the call is always open. Ids are fixed, in the range
 * 00000000-0000-4000-f000-…; scores come from a hash of the row they belong to, so every run gives
 * the same rows.
 */

const LAUNCHPAD = '00000000-0000-4000-b000-000000000003';
const FIKR_LABS = '00000000-0000-4000-b000-000000000001';
const NILE_ROBOTICS = '00000000-0000-4000-b000-000000000007';
const ACCELERATOR_ACCOUNT = '00000000-0000-4000-a000-000000000010';
const MENTOR_ACCOUNT = '00000000-0000-4000-a000-000000000009';
const STARTUP_ACCOUNT = '00000000-0000-4000-a000-000000000008';
const OTHER_STARTUP_ACCOUNT = '00000000-0000-4000-a000-000000000014';

/** A fixed id of the seed: a kind (its block of the range) and a number. */
export function programsId(kind, n) {
  const block = { program: 0, cohort: 1, round: 2, criterion: 3, user: 9, application: 10, cohortStartup: 20, assignment: 30, review: 40, conflict: 50 }[kind];
  if (block === undefined) throw new Error(`No id block for ${kind}`);
  return `00000000-0000-4000-f000-${(block * 10_000 + n).toString().padStart(12, '0')}`;
}

/** A number in [0, 1) that depends only on the key. */
function unit(key) {
  return createHash('sha1').update(`programs:${key}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** A whole number from min to max that depends only on the key. */
function between(key, min, max) {
  return min + Math.floor(unit(key) * (max - min + 1));
}

function pick(key, list) {
  return list[Math.floor(unit(key) * list.length)];
}

export const IDS = {
  hardwareTrack: programsId('program', 1),
  growthProgramme: programsId('program', 2),
  hardwareCohort: programsId('cohort', 1),
  cohort7: programsId('cohort', 2),
  cohort8: programsId('cohort', 3),
  screening: programsId('round', 1),
  review: programsId('round', 2),
  /** Launchpad's programme manager (editor): runs the rounds and reads every review. */
  nour: programsId('user', 1),
  /** Launchpad's investment analyst (viewer): reviews blind, reads only their own reviews. */
  karim: programsId('user', 2),
  fikrLabsApplication: programsId('application', 1),
  nileDraft: programsId('application', 2),
};

/** Launchpad's staff besides accelerator@, its owner; created like the ecosystem's members, without a password. */
export const LAUNCHPAD_STAFF = [
  { id: IDS.nour, email: 'launchpad-accelerator.2@ecosystem.test', firstName: 'Nour', lastName: 'Hassan', organizationId: LAUNCHPAD, organisationRole: 'editor' },
  { id: IDS.karim, email: 'launchpad-accelerator.3@ecosystem.test', firstName: 'Karim', lastName: 'Fawzy', organizationId: LAUNCHPAD, organisationRole: 'viewer' },
];

/**
 * The reviewers of the review round and their habits: a review's criterion scores sit around
 * `low + (high - low) * quality` on the 0–10 scale, give or take `spread`.
 */
export const REVIEWERS = [
  { key: 'adam', id: ACCELERATOR_ACCOUNT, name: 'Adam Accelerator', habit: 'stays in the middle', low: 4.5, high: 7, spread: 0.6 },
  { key: 'nour', id: IDS.nour, name: 'Nour Hassan', habit: 'generous', low: 7, high: 10, spread: 0.7 },
  { key: 'karim', id: IDS.karim, name: 'Karim Fawzy', habit: 'severe', low: 2, high: 5, spread: 0.7 },
  { key: 'mona', id: MENTOR_ACCOUNT, name: 'Mona Mentor', habit: 'uses the whole scale', low: 1, high: 9.5, spread: 0.8 },
];

/** The generated startups of each group, by their place in the ecosystem (model.mjs). */
const ALUMNI = [6, 8, 30, 43, 39, 5, 44];
const ALUMNI_WITHDRAWN = 8;
const COHORT_7 = [15, 23, 28, 31, 40, 54, 21];
const APPLICANTS = [0, 1, 2, 3, 4, 7, 9, 10, 11, 12, 13, 14, 18, 19, 20, 24, 26, 29, 33, 34, 37, 41, 42, 45, 46, 47, 49, 52, 55, 57];

/** How the open call stands: the last applications are not screened yet, the weakest screened ones were turned down. */
const AWAITING_SCREENING = 6;
const REJECTED_AT_SCREENING = 4;

/** The review round's comment threshold, on the 0–10 scale: below it a score says why. */
const COMMENT_BELOW = 4;

const QUESTIONS = [
  { id: 'problem', label: 'What problem do you solve, and for whom?', required: true },
  { id: 'traction', label: 'What have you achieved so far: customers, revenue, pilots?', required: true },
  { id: 'team', label: 'Who is on the founding team, and why are you the ones to build this?', required: true },
  { id: 'ask', label: 'What do you want from the programme, and where will you be by demo day?', required: true },
];

const SCREENING_CRITERIA = [
  { n: 1, name: 'Fit with the call', description: 'Sector, stage and ambition match what the programme is for.', weight: 2, maxScore: 5 },
  { n: 2, name: 'Clarity of the application', description: 'The answers say plainly what the company does and how far it is.', weight: 1, maxScore: 5 },
];

const REVIEW_CRITERIA = [
  { n: 11, name: 'Team', description: 'Founders’ experience, commitment and ability to execute.', weight: 3, maxScore: 10 },
  { n: 12, name: 'Market', description: 'Size of the problem and of the market it opens in the region.', weight: 2, maxScore: 10 },
  { n: 13, name: 'Traction', description: 'Customers, revenue or usage, and how fast they grow.', weight: 2, maxScore: 10 },
  { n: 14, name: 'Business model', description: 'Who pays, how much, and whether the margins can work.', weight: 1.5, maxScore: 10 },
  { n: 15, name: 'Fit with the programme', description: 'How much the programme’s mentors, investors and partners can change for this company.', weight: 1.5, maxScore: 5 },
];

/** Why a low score is low, per criterion (the round asks for a comment below its threshold). */
const LOW_SCORE_COMMENTS = {
  'Fit with the call': ['Outside the sectors this call is for.', 'Too late-stage for the programme: they need growth capital, not an accelerator.', 'Still an idea without a product; better suited to a pre-incubation programme.'],
  'Clarity of the application': ['The answers repeat the pitch and skip the questions.', 'No numbers anywhere; hard to tell how far they are.'],
  Team: ['Only one founder is full time; the technical lead is a contractor.', 'No one on the team has sold to this kind of customer before.', 'The founders have not worked together before and roles overlap.'],
  Market: ['The addressable market in the region looks small for a venture outcome.', 'Crowded space with two well-funded regional players already.', 'Depends on a regulation that is not in place yet.'],
  Traction: ['Pilots are unpaid and none has converted yet.', 'Numbers are flat over the last six months.', 'Usage is mostly from the founders’ own network.'],
  'Business model': ['Margins are thin once delivery costs are counted.', 'No clear answer on who pays.', 'Pricing is below cost to win the first customers.'],
  'Fit with the programme': ['They mostly need capital, which the programme does not provide.', 'Our mentors have little to offer in this sector.'],
};

const OVERALL_COMMENTS = {
  high: ['Strong team with real traction; would be a highlight of the cohort.', 'Clear problem, credible founders, and the numbers to back it up.', 'One of the best applications of the call.'],
  middle: ['Promising, but the traction is early; worth an interview.', 'Good team, market questions remain.', 'Solid application without a standout strength.'],
  low: ['Not ready for the programme yet; encourage them to apply again next year.', 'Too many open questions on the model and the team.', 'Weak fit with what the programme offers.'],
};

const REJECTION_NOTE =
  'Thank you for applying to the Launchpad Growth Programme. We read every application closely, and we will not take yours further in this call. We would be glad to hear from you again for a later cohort.';

// ---------------------------------------------------------------------------------------------
// Application answers: in the startup's language, like its profile
// ---------------------------------------------------------------------------------------------

const TRACTION = {
  en: {
    pre_seed: (v) => `We are piloting with ${v.customers} early customers in ${v.city} and learning what they will pay for. Usage grows week on week, but revenue is still small.`,
    seed: (v) => `${v.customers} paying customers, most of them in ${v.city}, and revenue up about ${v.growth}% a month since the start of the year. Two thirds came through referrals.`,
    series_a: (v) => `${v.customers * 10} customers across ${v.country}, with revenue up ${v.growth * 10}% over the last year. We open our second market this quarter.`,
    series_b: (v) => `${v.customers * 40} customers in three countries and revenue up ${v.growth * 5}% over the last year. We are profitable in our home market.`,
  },
  fr: {
    pre_seed: (v) => `Nous menons un pilote avec ${v.customers} premiers clients à ${v.city} et apprenons ce qu’ils sont prêts à payer. L’usage progresse chaque semaine, mais le chiffre d’affaires reste modeste.`,
    seed: (v) => `${v.customers} clients payants, surtout à ${v.city}, et un chiffre d’affaires en hausse d’environ ${v.growth} % par mois depuis le début de l’année.`,
    series_a: (v) => `${v.customers * 10} clients ${v.inCountryFr}, un chiffre d’affaires en hausse de ${v.growth * 10} % sur un an. Nous ouvrons un deuxième marché ce trimestre.`,
    series_b: (v) => `${v.customers * 40} clients dans trois pays et un chiffre d’affaires en hausse de ${v.growth * 5} % sur un an. Nous sommes rentables sur notre marché d’origine.`,
  },
  ar: {
    pre_seed: (v) => `نجرّب المنتج مع ${v.customers} من العملاء الأوائل في ${v.countryAr} ونتعلّم ما هم مستعدون للدفع مقابله. الاستخدام ينمو كل أسبوع، لكن الإيرادات ما زالت صغيرة.`,
    seed: (v) => `لدينا ${v.customers} من العملاء الذين يدفعون، معظمهم في ${v.countryAr}، وتنمو إيراداتنا بنحو ${v.growth}% شهريًا منذ بداية العام.`,
    series_a: (v) => `لدينا ${v.customers * 10} من العملاء في ${v.countryAr}، ونمت إيراداتنا ${v.growth * 10}% خلال العام الماضي. نفتح سوقنا الثانية هذا الربع.`,
    series_b: (v) => `لدينا ${v.customers * 40} من العملاء في ثلاث دول، ونمت إيراداتنا ${v.growth * 5}% خلال العام الماضي. نحقق أرباحًا في سوقنا الأولى.`,
  },
};

/** "In <country>" in French: the preposition follows the country's gender and number. */
const IN_COUNTRY_FR = {
  SA: 'en Arabie saoudite',
  AE: 'aux Émirats arabes unis',
  EG: 'en Égypte',
  JO: 'en Jordanie',
  MA: 'au Maroc',
  TN: 'en Tunisie',
  LB: 'au Liban',
  QA: 'au Qatar',
  BH: 'à Bahreïn',
  KW: 'au Koweït',
};

const TEAM = {
  en: (v) => `${v.founder} leads the company full time and ${v.cofounder} runs product and engineering. We have worked together for years and know our customers from the inside.`,
  fr: (v) => `${v.founder} dirige l’entreprise à plein temps et ${v.cofounder} s’occupe du produit et de la technique. Nous travaillons ensemble depuis des années et connaissons nos clients de l’intérieur.`,
  ar: (v) => `${v.founder}: الإدارة التنفيذية بدوام كامل. ${v.cofounder}: المنتج والتقنية. نعمل معًا منذ سنوات ونعرف عملاءنا من الداخل.`,
};

const ASK = {
  en: 'Introductions to corporate partners and investors in the Gulf, and help pricing for larger customers. By demo day we want to have signed our first regional contracts.',
  fr: 'Des introductions auprès de partenaires et d’investisseurs du Golfe, et de l’aide pour vendre aux grands comptes. D’ici le demo day, nous voulons signer nos premiers contrats régionaux.',
  ar: 'نريد تعارفًا مع شركاء ومستثمرين في الخليج، ومساعدة في تسعير خدماتنا للعملاء الكبار. بحلول يوم العرض نريد توقيع أول عقودنا الإقليمية.',
};

function answersOf(startup) {
  const country = COUNTRIES.find((entry) => entry.code === startup.countryCode);
  const language = startup.nameLanguage;
  const [founder, cofounder = founder] = startup.members;
  const values = {
    customers: between(`customers:${startup.id}`, 4, 24),
    growth: between(`growth:${startup.id}`, 6, 18),
    city: language === 'fr' ? (FRENCH_CITY_NAMES[startup.city] ?? startup.city) : startup.city,
    country: country.name,
    inCountryFr: IN_COUNTRY_FR[country.code],
    countryAr: country.nameAr,
    founder: `${founder.firstName} ${founder.lastName}`,
    cofounder: `${cofounder.firstName} ${cofounder.lastName}`,
  };
  return {
    problem: startupProfile(startup).description,
    traction: TRACTION[language][startup.stage](values),
    team: TEAM[language](values),
    ask: ASK[language],
  };
}

const FIKR_LABS_ANSWERS = {
  problem:
    'Founders across MENA run their company on spreadsheets: the cap table, the monthly numbers, the investor updates. Fikr Labs gives them one place for all of it, in Arabic and English, that investors can trust.',
  traction: '150 paying startups in the UAE and Saudi Arabia, revenue growing 9% a month, and two enterprise pilots with free-zone authorities.',
  team: 'Sara (CEO) ran finance for startups in Dubai and Riyadh for six years; Olivia (CTO) built payment systems at a regional bank. Twelve people, half of them engineers.',
  ask: 'Introductions to the accelerators and investors who would use Fikr Labs with their portfolios, and a Series A-ready data room by demo day.',
};

// ---------------------------------------------------------------------------------------------
// The model of the seed
// ---------------------------------------------------------------------------------------------

/** The scores of one review: each criterion's score (whole numbers) and a comment where the round needs one. */
function scoreReview(reviewer, quality, criteria, key, threshold) {
  const centre = reviewer.low + (reviewer.high - reviewer.low) * quality;
  return criteria.map((criterion) => {
    const noisy = centre + (unit(`${key}:${criterion.n}`) * 2 - 1) * reviewer.spread * 1.5;
    const onTen = Math.min(10, Math.max(0, noisy));
    const score = Math.round((onTen * criterion.maxScore) / 10);
    const low = threshold !== null && (score * 10) / criterion.maxScore < threshold;
    return { criterionId: programsId('criterion', criterion.n), score, comment: low ? pick(`comment:${key}:${criterion.n}`, LOW_SCORE_COMMENTS[criterion.name]) : null };
  });
}

/** A review's score on the 0–10 scale: the weighted mean of its criteria, each by its maximum. */
export function reviewScore(scores, criteria) {
  let weighted = 0;
  let weights = 0;
  for (const { criterionId, score } of scores) {
    const criterion = criteria.find((entry) => entry.id === criterionId);
    weighted += (criterion.weight * score * 10) / criterion.maxScore;
    weights += criterion.weight;
  }
  return weighted / weights;
}

/**
 * The seed's rows. Applications to the open call are ordered by submission; each has a quality
 * (0–1, from a hash) that the reviewers' habits turn into scores.
 * @param {ReturnType<import('./model.mjs').createEcosystem>} ecosystem
 */
export function programsSeed(ecosystem) {
  const startupAt = (index) => ecosystem.startups[index];
  const criteria = [...SCREENING_CRITERIA.map((c) => ({ ...c, roundId: IDS.screening })), ...REVIEW_CRITERIA.map((c) => ({ ...c, roundId: IDS.review }))].map((c) => ({
    ...c,
    id: programsId('criterion', c.n),
  }));

  const programs = [
    {
      id: IDS.hardwareTrack,
      name: 'Hardware & Climate Track',
      description:
        'Six months for hardware and climate startups in Cairo: a prototyping lab, mentors from manufacturing and energy, and a demo day with the region’s industrial investors.',
      format: 'in_person',
      location: 'Cairo',
      starts: -700,
      ends: -520,
      opens: -790,
      closes: -735,
      capacity: 8,
      sectors: ['cleantech', 'logistics', 'agritech', 'mobility'],
      stages: ['pre_seed', 'seed'],
      questions: QUESTIONS.slice(0, 3),
      createdDaysAgo: 800,
    },
    {
      id: IDS.growthProgramme,
      name: 'Launchpad Growth Programme',
      description:
        'Five months for seed-stage startups ready to grow across the region: weekly office hours, an investor readiness track, introductions to corporate partners in the Gulf and a demo day. Cohort 7 runs now; applications for Cohort 8 are open.',
      format: 'hybrid',
      location: 'Cairo and online',
      starts: -130,
      ends: 250,
      opens: -35,
      closes: 12,
      capacity: 10,
      sectors: ['fintech', 'healthtech', 'edtech', 'e_commerce', 'logistics', 'agritech', 'cleantech', 'proptech', 'mobility', 'enterprise_saas', 'media_and_gaming', 'foodtech'],
      stages: ['pre_seed', 'seed', 'series_a'],
      questions: QUESTIONS,
      createdDaysAgo: 200,
    },
  ];

  const cohorts = [
    { id: IDS.hardwareCohort, programId: IDS.hardwareTrack, name: 'Hardware & Climate 2024', starts: -700, ends: -520, demoDay: -525 },
    { id: IDS.cohort7, programId: IDS.growthProgramme, name: 'Cohort 7', starts: -130, ends: 50, demoDay: 45 },
    { id: IDS.cohort8, programId: IDS.growthProgramme, name: 'Cohort 8', starts: 80, ends: 250, demoDay: 245 },
  ];

  // --- Applications ---------------------------------------------------------------------------
  const applications = [];
  // Cohort 7 came in through the programme's previous call.
  const cohort7Startups = [{ id: FIKR_LABS, name: 'Fikr Labs', answers: FIKR_LABS_ANSWERS, createdBy: STARTUP_ACCOUNT }, ...COHORT_7.map(startupAt).map((s) => ({ id: s.id, name: s.name, answers: answersOf(s), createdBy: s.members[0].id }))];
  cohort7Startups.forEach((startup, position) => {
    applications.push({
      id: position === 0 ? IDS.fikrLabsApplication : programsId('application', 100 + position),
      programId: IDS.growthProgramme,
      organizationId: startup.id,
      status: 'admitted',
      answers: startup.answers,
      submittedHoursAgo: (175 - position * 2) * 24,
      decidedHoursAgo: 140 * 24,
      decisionNote: 'Welcome to Cohort 7! Your onboarding week starts with the cohort.',
      createdBy: startup.createdBy,
    });
  });
  applications.push({
    id: IDS.nileDraft,
    programId: IDS.growthProgramme,
    organizationId: NILE_ROBOTICS,
    status: 'draft',
    answers: { problem: 'مستودعات التجارة الإلكترونية في القاهرة تجهّز الطلبات يدويًا، فتتأخر الشحنات في مواسم الذروة. روبوتاتنا تنقل الرفوف إلى العامل فتضاعف سرعة التجهيز ثلاث مرات.' },
    submittedHoursAgo: null,
    decidedHoursAgo: null,
    decisionNote: null,
    createdBy: OTHER_STARTUP_ACCOUNT,
  });

  // The open call, in the order the applications came in.
  const call = APPLICANTS.map((index, position) => {
    const startup = startupAt(index);
    return {
      id: programsId('application', 1000 + position),
      startup,
      quality: unit(`quality:${startup.id}`),
      submittedHoursAgo: Math.round((34 - (position * 32) / APPLICANTS.length) * 24 - between(`hour:${startup.id}`, 0, 20)),
    };
  });
  const screened = call.slice(0, call.length - AWAITING_SCREENING);
  const awaiting = call.slice(call.length - AWAITING_SCREENING);
  const byQuality = [...screened].sort((a, b) => a.quality - b.quality);
  const rejected = new Set(byQuality.slice(0, REJECTED_AT_SCREENING).map((entry) => entry.id));
  const advanced = screened.filter((entry) => !rejected.has(entry.id));
  for (const entry of call) {
    const status = awaiting.includes(entry) ? 'in_review' : rejected.has(entry.id) ? 'rejected' : 'advanced';
    applications.push({
      id: entry.id,
      programId: IDS.growthProgramme,
      organizationId: entry.startup.id,
      status,
      answers: answersOf(entry.startup),
      submittedHoursAgo: entry.submittedHoursAgo,
      decidedHoursAgo: status === 'rejected' ? 10 * 24 : null,
      decisionNote: status === 'rejected' ? REJECTION_NOTE : null,
      createdBy: entry.startup.members[0].id,
    });
  }

  // --- Cohorts' startups ------------------------------------------------------------------------
  const cohortStartups = [
    ...[NILE_ROBOTICS, ...ALUMNI.map((index) => startupAt(index).id)].map((organizationId, position) => ({
      id: programsId('cohortStartup', 1 + position),
      cohortId: IDS.hardwareCohort,
      organizationId,
      status: organizationId === startupAt(ALUMNI_WITHDRAWN).id ? 'withdrawn' : 'graduated',
      admittedDaysAgo: 705,
      graduatedDaysAgo: organizationId === startupAt(ALUMNI_WITHDRAWN).id ? null : 520,
      applicationId: null,
    })),
    ...cohort7Startups.map((startup, position) => ({
      id: programsId('cohortStartup', 101 + position),
      cohortId: IDS.cohort7,
      organizationId: startup.id,
      status: 'active',
      admittedDaysAgo: 140,
      graduatedDaysAgo: null,
      applicationId: applications.find((application) => application.organizationId === startup.id && application.programId === IDS.growthProgramme).id,
    })),
  ];

  // --- Rounds -----------------------------------------------------------------------------------
  const rounds = [
    { id: IDS.screening, kind: 'screening', name: 'Screening', position: 1, opens: -35, closes: 15, commentBelow: COMMENT_BELOW, quota: 15 },
    { id: IDS.review, kind: 'review', name: 'Review', position: 2, opens: -14, closes: 10, commentBelow: COMMENT_BELOW, quota: 12 },
  ];
  const roundApplications = [
    ...call.map((entry) => ({ roundId: IDS.screening, applicationId: entry.id, addedHoursAgo: entry.submittedHoursAgo })),
    ...advanced.map((entry) => ({ roundId: IDS.review, applicationId: entry.id, addedHoursAgo: 14 * 24 })),
  ];

  // --- Screening: accelerator@ and the programme manager share the call ---------------------------
  const [adam, nour, karim, mona] = REVIEWERS;
  const assignments = [];
  const reviews = [];
  const scores = [];
  const screeningCriteria = criteria.filter((c) => c.roundId === IDS.screening);
  const reviewCriteria = criteria.filter((c) => c.roundId === IDS.review);
  const addReview = ({ n, assignmentId, reviewer, entry, roundCriteria, submittedHoursAgo, scored = roundCriteria.length }) => {
    const reviewId = programsId('review', n);
    const reviewScores = scoreReview(reviewer, entry.quality, roundCriteria, assignmentId, COMMENT_BELOW).slice(0, scored);
    const overall = reviewScores.length === roundCriteria.length ? (reviewScore(reviewScores, roundCriteria) - reviewer.low) / (reviewer.high - reviewer.low) : null;
    const band = overall === null ? null : overall >= 0.66 ? 'high' : overall >= 0.33 ? 'middle' : 'low';
    reviews.push({ id: reviewId, assignmentId, overallComment: band ? pick(`overall:${assignmentId}`, OVERALL_COMMENTS[band]) : null, submittedHoursAgo });
    for (const score of reviewScores) scores.push({ reviewId, ...score });
  };

  call.forEach((entry, position) => {
    const reviewer = position % 2 === 0 ? adam : nour;
    const n = 1 + position;
    const assignmentId = programsId('assignment', n);
    assignments.push({ id: assignmentId, roundId: IDS.screening, applicationId: entry.id, reviewerId: reviewer.id, assignedHoursAgo: entry.submittedHoursAgo - 2 });
    if (!awaiting.includes(entry)) addReview({ n, assignmentId, reviewer, entry, roundCriteria: screeningCriteria, submittedHoursAgo: Math.max(entry.submittedHoursAgo - 30, 11 * 24) });
  });

  // --- Review: two reviewers per application, every pair of reviewers in turn --------------------
  const pairs = [
    [nour, adam],
    [karim, mona],
    [nour, karim],
    [adam, mona],
    [nour, mona],
    [adam, karim],
  ];
  // The programme manager once advised one of the founders: she declares the conflict, and the
  // reviewer with the fewest assignments so far takes her place. (One she did not screen: a
  // conflict holds for every round, and would have taken her screening review with it.)
  const conflicted = advanced.find((entry, position) => pairs[position % pairs.length].includes(nour) && call.indexOf(entry) % 2 === 0);
  const conflicts = [
    {
      id: programsId('conflict', 1),
      applicationId: conflicted.id,
      reviewerId: nour.id,
      reason: 'I advised the founders on their seed round at my previous job.',
      declaredHoursAgo: 13 * 24,
    },
  ];
  const load = new Map(REVIEWERS.map((reviewer) => [reviewer, 0]));
  const reviewAssignments = [];
  advanced.forEach((entry, position) => {
    let pair = pairs[position % pairs.length];
    if (entry === conflicted) {
      const other = pair.find((reviewer) => reviewer !== nour);
      const [replacement] = REVIEWERS.filter((reviewer) => reviewer !== nour && reviewer !== other).sort((a, b) => load.get(a) - load.get(b) || REVIEWERS.indexOf(a) - REVIEWERS.indexOf(b));
      pair = [replacement, other];
    }
    for (const reviewer of pair) {
      load.set(reviewer, load.get(reviewer) + 1);
      reviewAssignments.push({ entry, reviewer });
    }
  });
  // The last assignments of two reviewers are unfinished: mentor@ has two to go (the first begun,
  // with two criteria scored), Karim one.
  const unfinished = new Map([
    [mona, [2, 0]],
    [karim, [0]],
  ]);
  const unfinishedScored = new Map();
  for (const [reviewer, scored] of unfinished) {
    const theirs = reviewAssignments.filter((assignment) => assignment.reviewer === reviewer).slice(-scored.length);
    theirs.forEach((assignment, index) => unfinishedScored.set(assignment, scored[index]));
  }
  reviewAssignments.forEach((assignment, position) => {
    const { entry, reviewer } = assignment;
    const n = 101 + position;
    const assignmentId = programsId('assignment', n);
    assignments.push({ id: assignmentId, roundId: IDS.review, applicationId: entry.id, reviewerId: reviewer.id, assignedHoursAgo: 14 * 24 - 3 });
    if (unfinishedScored.has(assignment)) {
      const scored = unfinishedScored.get(assignment);
      if (scored > 0) addReview({ n, assignmentId, reviewer, entry, roundCriteria: reviewCriteria, submittedHoursAgo: null, scored });
      return;
    }
    addReview({ n, assignmentId, reviewer, entry, roundCriteria: reviewCriteria, submittedHoursAgo: between(`submitted:${assignmentId}`, 6, 12 * 24) });
  });

  return {
    staff: LAUNCHPAD_STAFF,
    programs,
    cohorts,
    applications,
    cohortStartups,
    rounds,
    criteria,
    roundApplications,
    assignments,
    conflicts,
    reviews,
    scores,
    call,
  };
}

/**
 * The ranking public.application_ranking gives a round of the seed, computed the same way here:
 * the raw mean of each application's submitted review scores, and its calibrated score, the mean
 * of those scores standardised per reviewer (population standard deviation; a reviewer with one
 * review or no spread counts 0).
 */
export function rankRound(seed, roundId) {
  const criteria = seed.criteria.filter((criterion) => criterion.roundId === roundId);
  const assignments = new Map(seed.assignments.filter((assignment) => assignment.roundId === roundId).map((assignment) => [assignment.id, assignment]));
  const submitted = seed.reviews
    .filter((review) => review.submittedHoursAgo !== null && assignments.has(review.assignmentId))
    .map((review) => {
      const assignment = assignments.get(review.assignmentId);
      return { reviewerId: assignment.reviewerId, applicationId: assignment.applicationId, score: reviewScore(seed.scores.filter((score) => score.reviewId === review.id), criteria) };
    });
  const byReviewer = new Map();
  for (const review of submitted) byReviewer.set(review.reviewerId, [...(byReviewer.get(review.reviewerId) ?? []), review.score]);
  const stats = new Map(
    [...byReviewer].map(([reviewerId, values]) => {
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      const deviation = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
      return [reviewerId, { mean, deviation, count: values.length }];
    }),
  );
  const byApplication = new Map();
  for (const review of submitted) {
    const { mean, deviation, count } = stats.get(review.reviewerId);
    const z = count < 2 || deviation === 0 ? 0 : (review.score - mean) / deviation;
    byApplication.set(review.applicationId, [...(byApplication.get(review.applicationId) ?? []), { score: review.score, z }]);
  }
  const average = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return [...byApplication]
    .map(([applicationId, entries]) => ({ applicationId, rawMean: average(entries.map((entry) => entry.score)), calibratedScore: average(entries.map((entry) => entry.z)) }))
    .sort((a, b) => b.calibratedScore - a.calibratedScore || b.rawMean - a.rawMean || (a.applicationId < b.applicationId ? -1 : 1))
    .map((entry, position) => ({ ...entry, rank: position + 1 }));
}

// ---------------------------------------------------------------------------------------------
// SQL
// ---------------------------------------------------------------------------------------------

const json = (value) => literal(JSON.stringify(value));
const textArray = (values) => literal(`{${values.join(',')}}`);
const number = (value) => (value === null || value === undefined ? 'null' : String(value));
const rows = (list, render) => list.map((row) => `  (${render(row).join(', ')})`).join(',\n');
/** A time the given number of hours (or days) before the seed runs, or null. */
const ago = (column, unit = 'hours') => `case when v.${column} is null then null else now() - make_interval(${unit} => v.${column}) end`;

/** @param {ReturnType<import('./model.mjs').createEcosystem>} ecosystem */
export function renderProgramsSeedSql(ecosystem) {
  const seed = programsSeed(ecosystem);
  const section = (title) => `-- =============================================================================================\n-- ${title}\n-- =============================================================================================`;
  return `${section('Demo programs: Launchpad Accelerator’s programs, cohorts, applications and reviews')}
-- Generated by supabase/scripts/demo-ecosystem (pnpm seed:generate); edit the generator, not
-- this file. Runs after 00_platform.sql and 20_ecosystem.sql, whose organizations and members it
-- names. Dates count from the day the seed runs, so the call is always open. Rows are written in
-- their final state (an application already decided, a review already submitted), so no
-- notification is sent for the demo's past decisions.
-- ${seed.applications.length} applications (${seed.call.length} to the open call), ${seed.assignments.length} review assignments, ${seed.reviews.filter((review) => review.submittedHoursAgo !== null).length} submitted reviews.

${section('Launchpad’s programme team: a programme manager and an analyst who review')}
${membersSql(seed.staff)}

update public.organisation_roles r
set granted_by = '${ACCELERATOR_ACCOUNT}'
where r.organization_id = '${LAUNCHPAD}' and r.user_id in (${seed.staff.map((member) => literal(member.id)).join(', ')});

${section('Programs and cohorts')}
insert into public.programs (id, organization_id, name, description, format, location, starts_on, ends_on, applications_open_on, applications_close_on,
                             capacity, sectors, stages, published, application_questions, created_by, created_at)
select v.id::uuid, '${LAUNCHPAD}', v.name, v.description, v.format::public.program_format, v.location, current_date + v.starts, current_date + v.ends,
       current_date + v.opens, current_date + v.closes, v.capacity, v.sectors::public.organization_sector[], v.stages::public.startup_stage[], true,
       v.questions::jsonb, '${ACCELERATOR_ACCOUNT}', now() - make_interval(days => v.created_days_ago)
from (values
${rows(seed.programs, (p) => [literal(p.id), literal(p.name), literal(p.description), literal(p.format), literal(p.location), p.starts, p.ends, p.opens, p.closes, p.capacity, textArray(p.sectors), textArray(p.stages), json(p.questions), p.createdDaysAgo])}
) as v(id, name, description, format, location, starts, ends, opens, closes, capacity, sectors, stages, questions, created_days_ago);

insert into public.cohorts (id, program_id, name, starts_on, ends_on, demo_day_on)
select v.id::uuid, v.program_id::uuid, v.name, current_date + v.starts, current_date + v.ends, current_date + v.demo_day
from (values
${rows(seed.cohorts, (c) => [literal(c.id), literal(c.programId), literal(c.name), c.starts, c.ends, c.demoDay])}
) as v(id, program_id, name, starts, ends, demo_day);

${section('Applications')}
-- Cohort 7's eight, admitted through the programme's previous call; the thirty of the open call
-- (the last six not screened yet, four turned down at screening, twenty in the review round); and
-- Nile Robotics' draft.
insert into public.applications (id, program_id, organization_id, status, answers, submitted_at, decided_at, decision_note, created_by, created_at)
select v.id::uuid, v.program_id::uuid, v.organization_id::uuid, v.status::public.application_status, v.answers::jsonb,
       ${ago('submitted_hours_ago')}, ${ago('decided_hours_ago')}, v.decision_note, v.created_by::uuid,
       now() - make_interval(hours => coalesce(v.submitted_hours_ago, 48) + 72)
from (values
${rows(seed.applications, (a) => [literal(a.id), literal(a.programId), literal(a.organizationId), literal(a.status), json(a.answers), `${number(a.submittedHoursAgo)}::integer`, `${number(a.decidedHoursAgo)}::integer`, literal(a.decisionNote), literal(a.createdBy)])}
) as v(id, program_id, organization_id, status, answers, submitted_hours_ago, decided_hours_ago, decision_note, created_by);

${section('Cohorts’ startups')}
-- The Hardware & Climate cohort graduated (one startup left half-way): Launchpad's alumni.
-- Cohort 7 runs now.
insert into public.cohort_startups (id, cohort_id, organization_id, status, admitted_at, graduated_at, application_id)
select v.id::uuid, v.cohort_id::uuid, v.organization_id::uuid, v.status::public.cohort_startup_status,
       now() - make_interval(days => v.admitted_days_ago), ${ago('graduated_days_ago', 'days')}, v.application_id::uuid
from (values
${rows(seed.cohortStartups, (c) => [literal(c.id), literal(c.cohortId), literal(c.organizationId), literal(c.status), c.admittedDaysAgo, `${number(c.graduatedDaysAgo)}::integer`, literal(c.applicationId)])}
) as v(id, cohort_id, organization_id, status, admitted_days_ago, graduated_days_ago, application_id);

${section('Review rounds and their criteria')}
insert into public.review_rounds (id, program_id, kind, name, position, opens_on, closes_on, comment_required_below, quota_per_reviewer)
select v.id::uuid, '${IDS.growthProgramme}', v.kind::public.review_round_kind, v.name, v.position, current_date + v.opens, current_date + v.closes, v.comment_below, v.quota
from (values
${rows(seed.rounds, (r) => [literal(r.id), literal(r.kind), literal(r.name), r.position, r.opens, r.closes, r.commentBelow, r.quota])}
) as v(id, kind, name, position, opens, closes, comment_below, quota);

insert into public.review_criteria (id, round_id, name, description, weight, max_score, position)
select v.id::uuid, v.round_id::uuid, v.name, v.description, v.weight, v.max_score, v.position
from (values
${rows(seed.criteria, (c) => [literal(c.id), literal(c.roundId), literal(c.name), literal(c.description), c.weight, c.maxScore, c.n > 10 ? c.n - 10 : c.n])}
) as v(id, round_id, name, description, weight, max_score, position);

insert into public.round_applications (round_id, application_id, added_at)
select v.round_id::uuid, v.application_id::uuid, now() - make_interval(hours => v.added_hours_ago)
from (values
${rows(seed.roundApplications, (r) => [literal(r.roundId), literal(r.applicationId), r.addedHoursAgo])}
) as v(round_id, application_id, added_hours_ago);

${section('Reviewers: assignments, a declared conflict, reviews and scores')}
-- Screening: accelerator@ and Nour Hassan take every other application. Review: two reviewers
-- per application, every pair of the four in turn: accelerator@ (stays in the middle), Nour
-- Hassan (generous), Karim Fawzy (severe) and mentor@ (uses the whole scale, and reviews from
-- outside Launchpad). Nour declared a conflict with one application, which went to the reviewer
-- with the fewest. mentor@ has two reviews to go (one begun) and Karim one.
insert into public.review_assignments (id, round_id, application_id, reviewer_id, assigned_by, assigned_at)
select v.id::uuid, v.round_id::uuid, v.application_id::uuid, v.reviewer_id::uuid, '${ACCELERATOR_ACCOUNT}', now() - make_interval(hours => v.assigned_hours_ago)
from (values
${rows(seed.assignments, (a) => [literal(a.id), literal(a.roundId), literal(a.applicationId), literal(a.reviewerId), a.assignedHoursAgo])}
) as v(id, round_id, application_id, reviewer_id, assigned_hours_ago);

insert into public.reviewer_conflicts (id, application_id, reviewer_id, reason, declared_by, declared_at)
select v.id::uuid, v.application_id::uuid, v.reviewer_id::uuid, v.reason, v.reviewer_id::uuid, now() - make_interval(hours => v.declared_hours_ago)
from (values
${rows(seed.conflicts, (c) => [literal(c.id), literal(c.applicationId), literal(c.reviewerId), literal(c.reason), c.declaredHoursAgo])}
) as v(id, application_id, reviewer_id, reason, declared_hours_ago);

-- Written as drafts, scored, then submitted: a review is sent only with every criterion scored.
insert into public.reviews (id, assignment_id, overall_comment, created_at)
select v.id::uuid, v.assignment_id::uuid, v.overall_comment, now() - make_interval(hours => coalesce(v.submitted_hours_ago, 0) + 4)
from (values
${rows(seed.reviews, (r) => [literal(r.id), literal(r.assignmentId), literal(r.overallComment), `${number(r.submittedHoursAgo)}::integer`])}
) as v(id, assignment_id, overall_comment, submitted_hours_ago);

insert into public.review_scores (review_id, criterion_id, score, comment)
select v.review_id::uuid, v.criterion_id::uuid, v.score, v.comment
from (values
${rows(seed.scores, (s) => [literal(s.reviewId), literal(s.criterionId), s.score, literal(s.comment)])}
) as v(review_id, criterion_id, score, comment);

update public.reviews r
set submitted_at = now() - make_interval(hours => v.submitted_hours_ago)
from (values
${rows(
  seed.reviews.filter((review) => review.submittedHoursAgo !== null),
  (r) => [literal(r.id), r.submittedHoursAgo],
)}
) as v(id, submitted_hours_ago)
where r.id = v.id::uuid;
`;
}
