/**
 * The countries the demo ecosystem spans. `weight` is the share of startups (roughly the size of
 * each startup scene); `nameLanguages` is how often a company there picks an Arabic, French or
 * English name (Maghreb companies mostly French, the Gulf mostly English or Arabic). Cities are
 * stored by their usual English name, so grouping by city does not split Tanger from Tangier;
 * government bodies sit in the capital.
 */
export const COUNTRIES = [
  { code: 'SA', name: 'Saudi Arabia', nameAr: 'المملكة العربية السعودية', nameFr: 'Arabie saoudite', weight: 20, nameLanguages: { ar: 5, en: 5 }, capital: 'Riyadh', cities: ['Riyadh', 'Jeddah', 'Dammam', 'Khobar', 'Medina'] },
  { code: 'AE', name: 'United Arab Emirates', nameAr: 'الإمارات', nameFr: 'Émirats arabes unis', weight: 20, nameLanguages: { en: 7, ar: 3 }, capital: 'Abu Dhabi', cities: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman'] },
  { code: 'EG', name: 'Egypt', nameAr: 'مصر', nameFr: 'Égypte', weight: 18, nameLanguages: { en: 6, ar: 4 }, capital: 'Cairo', cities: ['Cairo', 'Giza', 'Alexandria', 'Mansoura'] },
  { code: 'JO', name: 'Jordan', nameAr: 'الأردن', nameFr: 'Jordanie', weight: 7, nameLanguages: { en: 7, ar: 3 }, capital: 'Amman', cities: ['Amman', 'Irbid', 'Zarqa', 'Aqaba'] },
  { code: 'MA', name: 'Morocco', nameAr: 'المغرب', nameFr: 'Maroc', weight: 8, nameLanguages: { fr: 7, en: 2, ar: 1 }, capital: 'Rabat', cities: ['Casablanca', 'Rabat', 'Marrakesh', 'Tangier', 'Fez'] },
  { code: 'TN', name: 'Tunisia', nameAr: 'تونس', nameFr: 'Tunisie', weight: 6, nameLanguages: { fr: 7, en: 2, ar: 1 }, capital: 'Tunis', cities: ['Tunis', 'Sfax', 'Sousse', 'Ariana'] },
  { code: 'LB', name: 'Lebanon', nameAr: 'لبنان', nameFr: 'Liban', weight: 5, nameLanguages: { en: 5, fr: 3, ar: 2 }, capital: 'Beirut', cities: ['Beirut', 'Jounieh', 'Byblos', 'Tripoli'] },
  { code: 'QA', name: 'Qatar', nameAr: 'قطر', nameFr: 'Qatar', weight: 5, nameLanguages: { en: 5, ar: 5 }, capital: 'Doha', cities: ['Doha', 'Al Rayyan', 'Lusail'] },
  { code: 'BH', name: 'Bahrain', nameAr: 'البحرين', nameFr: 'Bahreïn', weight: 3, nameLanguages: { en: 6, ar: 4 }, capital: 'Manama', cities: ['Manama', 'Muharraq'] },
  { code: 'KW', name: 'Kuwait', nameAr: 'الكويت', nameFr: 'Koweït', weight: 3, nameLanguages: { en: 5, ar: 5 }, capital: 'Kuwait City', cities: ['Kuwait City', 'Hawalli'] },
];

/** The values of public.organization_sector, in the migration's order. */
export const SECTORS = [
  'fintech',
  'healthtech',
  'edtech',
  'e_commerce',
  'logistics',
  'agritech',
  'cleantech',
  'proptech',
  'mobility',
  'enterprise_saas',
  'media_and_gaming',
  'foodtech',
];

/** How far along a startup is; decides the size of its team and of its numbers. */
export const STAGES = [
  { name: 'pre_seed', weight: 30, team: [2, 3], mrrUsd: [0, 4_000], users: [50, 800], headcount: [2, 5] },
  { name: 'seed', weight: 35, team: [2, 4], mrrUsd: [3_000, 40_000], users: [500, 12_000], headcount: [4, 15] },
  { name: 'series_a', weight: 25, team: [3, 5], mrrUsd: [40_000, 300_000], users: [8_000, 120_000], headcount: [15, 60] },
  { name: 'series_b', weight: 10, team: [3, 5], mrrUsd: [250_000, 1_500_000], users: [80_000, 900_000], headcount: [50, 220] },
];
