export type ScriptDirection = 'ltr' | 'rtl';

export interface Language {
  code: string;
  name: string;
  nativeName: string;
  flagEmoji: string;
  scriptDirection: ScriptDirection;
  completionPercentage: number;
  isPrimary: boolean;
}

/** Spec 000 §3 built-in fallback list, used until (or when) the languages table cannot be read. */
export const FALLBACK_LANGUAGES: Language[] = [
  { code: 'en', name: 'English', nativeName: 'English', flagEmoji: '🇬🇧', scriptDirection: 'ltr', completionPercentage: 100, isPrimary: true },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flagEmoji: '🇪🇸', scriptDirection: 'ltr', completionPercentage: 95, isPrimary: false },
  { code: 'es-ES', name: 'Spanish (Spain)', nativeName: 'Español (España)', flagEmoji: '🇪🇸', scriptDirection: 'ltr', completionPercentage: 95, isPrimary: false },
  { code: 'es-MX', name: 'Spanish (Latin America)', nativeName: 'Español (Latinoamérica)', flagEmoji: '🇲🇽', scriptDirection: 'ltr', completionPercentage: 95, isPrimary: false },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flagEmoji: '🇵🇹', scriptDirection: 'ltr', completionPercentage: 90, isPrimary: false },
  { code: 'pt-PT', name: 'Portuguese (Portugal)', nativeName: 'Português (Portugal)', flagEmoji: '🇵🇹', scriptDirection: 'ltr', completionPercentage: 90, isPrimary: false },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)', flagEmoji: '🇧🇷', scriptDirection: 'ltr', completionPercentage: 90, isPrimary: false },
  { code: 'fr', name: 'French', nativeName: 'Français', flagEmoji: '🇫🇷', scriptDirection: 'ltr', completionPercentage: 85, isPrimary: false },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flagEmoji: '🇩🇪', scriptDirection: 'ltr', completionPercentage: 85, isPrimary: false },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flagEmoji: '🇸🇦', scriptDirection: 'rtl', completionPercentage: 80, isPrimary: false },
  { code: 'zh', name: 'Chinese (Simplified)', nativeName: '简体中文', flagEmoji: '🇨🇳', scriptDirection: 'ltr', completionPercentage: 75, isPrimary: false },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', flagEmoji: '🇮🇹', scriptDirection: 'ltr', completionPercentage: 70, isPrimary: false },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', flagEmoji: '🇵🇱', scriptDirection: 'ltr', completionPercentage: 70, isPrimary: false },
];

/** Spec 000 §9: the languages the interface is offered in. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'es-ES', 'es-MX', 'pt', 'pt-BR', 'fr', 'de', 'pl', 'ar', 'zh', 'it'] as const;

export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

export function directionOf(language: string): ScriptDirection {
  const base = language.split('-')[0]!.toLowerCase();
  return (RTL_LANGUAGES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
}

/** es-ES and es-MX fall back to es then en; every other language to en. */
export function fallbackChain(language: string): string[] {
  if (language === 'es-ES' || language === 'es-MX') return [language, 'es', 'en'];
  return language === 'en' ? ['en'] : [language, 'en'];
}

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Detection order: query string, local storage, browser (spec 000 §9). */
export function detectLanguage(search: string, stored: string | null, browser: readonly string[]): string {
  const candidates = [new URLSearchParams(search).get('lng'), stored, ...browser];
  for (const candidate of candidates) {
    const match = candidate ? matchSupported(candidate) : undefined;
    if (match) return match;
  }
  return 'en';
}

function matchSupported(code: string): string | undefined {
  const supported = SUPPORTED_LANGUAGES as readonly string[];
  const exact = supported.find((lang) => lang.toLowerCase() === code.toLowerCase());
  if (exact) return exact;
  const base = code.split('-')[0]!.toLowerCase();
  return supported.find((lang) => lang === base);
}

/** Sets the document language and direction and the rtl/ltr body class. */
export function applyDocumentLanguage(language: string, doc: Document = document): void {
  const direction = directionOf(language);
  doc.documentElement.lang = language;
  doc.documentElement.dir = direction;
  doc.body?.classList.toggle('rtl', direction === 'rtl');
  doc.body?.classList.toggle('ltr', direction === 'ltr');
}
