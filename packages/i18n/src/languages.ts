export type ScriptDirection = 'ltr' | 'rtl';

/** Spec 000 §3 Language, as the interface uses it (the `languages` table in camel case). */
export interface Language {
  /** The row's id; null for entries of the built-in list, which exist before any database answers. */
  id: string | null;
  code: string;
  name: string;
  nativeName: string;
  iso6391: string | null;
  countryCode: string | null;
  scriptDirection: ScriptDirection;
  isActive: boolean;
  isPrimary: boolean;
  displayOrder: number;
  flagEmoji: string;
  completionPercentage: number;
}

export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

export function directionOf(language: string): ScriptDirection {
  const base = language.split('-')[0]!.toLowerCase();
  return (RTL_LANGUAGES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
}

function builtIn(displayOrder: number, code: string, name: string, nativeName: string, countryCode: string, flagEmoji: string, completionPercentage: number): Language {
  return {
    id: null,
    code,
    name,
    nativeName,
    iso6391: code.split('-')[0]!,
    countryCode,
    scriptDirection: directionOf(code),
    isActive: true,
    isPrimary: code === 'en',
    displayOrder,
    flagEmoji,
    completionPercentage,
  };
}

/**
 * Spec 000 §3 built-in fallback list, shown until the languages table answers and whenever it
 * cannot (spec 000 §7). The same rows are seeded into the table.
 */
export const FALLBACK_LANGUAGES: readonly Language[] = [
  builtIn(1, 'en', 'English', 'English', 'GB', '🇬🇧', 100),
  builtIn(2, 'es', 'Spanish', 'Español', 'ES', '🇪🇸', 95),
  builtIn(3, 'es-ES', 'Spanish (Spain)', 'Español (España)', 'ES', '🇪🇸', 95),
  builtIn(4, 'es-MX', 'Spanish (Latin America)', 'Español (Latinoamérica)', 'MX', '🇲🇽', 95),
  builtIn(5, 'pt', 'Portuguese', 'Português', 'PT', '🇵🇹', 90),
  builtIn(6, 'pt-PT', 'Portuguese (Portugal)', 'Português (Portugal)', 'PT', '🇵🇹', 90),
  builtIn(7, 'pt-BR', 'Portuguese (Brazil)', 'Português (Brasil)', 'BR', '🇧🇷', 90),
  builtIn(8, 'fr', 'French', 'Français', 'FR', '🇫🇷', 85),
  builtIn(9, 'de', 'German', 'Deutsch', 'DE', '🇩🇪', 85),
  builtIn(10, 'ar', 'Arabic', 'العربية', 'SA', '🇸🇦', 80),
  builtIn(11, 'zh', 'Chinese (Simplified)', '简体中文', 'CN', '🇨🇳', 75),
  builtIn(12, 'it', 'Italian', 'Italiano', 'IT', '🇮🇹', 70),
  builtIn(13, 'pl', 'Polish', 'Polski', 'PL', '🇵🇱', 70),
];

/**
 * Spec 000 §9: the languages the interface is offered in. Any other code is read as the closest
 * of these (ar-EG as ar, pt-PT as pt) or, failing that, as English.
 */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'es-ES', 'es-MX', 'pt', 'pt-BR', 'fr', 'de', 'pl', 'ar', 'zh', 'it'] as const;

/**
 * Spec 000 §9 fallbacks in i18next's object form: es-ES and es-MX fall back to es then en, every
 * other language to en.
 */
export const FALLBACK_LANGUAGE_CHAINS = {
  'es-ES': ['es', 'en'],
  'es-MX': ['es', 'en'],
  default: ['en'],
} as const satisfies Record<string, readonly string[]>;

/** The languages a text is looked up in, in order, for a reader of `language`. */
export function fallbackChain(language: string): string[] {
  if (language === 'en') return ['en'];
  const chain: readonly string[] = (FALLBACK_LANGUAGE_CHAINS as Record<string, readonly string[]>)[language] ?? FALLBACK_LANGUAGE_CHAINS.default;
  return [language, ...chain];
}

/** Where the reader's choice is kept between visits (i18next's own key, so the detector finds it). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
