import type { InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE_CHAINS, SUPPORTED_LANGUAGES } from './languages';
import { DEFAULT_NAMESPACE } from './namespaces';

/**
 * The settings every instance of the platform shares, in the browser and in tests alike:
 * supported languages, spec 000 §9 fallbacks and the default namespace.
 *
 * `load: 'currentOnly'` with the object fallbacks gives exactly the spec's chains (pt-BR reads
 * pt-BR then en, not pt), and without `nonExplicitSupportedLngs` a regional code the list lacks
 * becomes its language (`ar-EG` is `ar`), an unknown one English.
 */
export function platformOptions(): InitOptions {
  return {
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    fallbackLng: FALLBACK_LANGUAGE_CHAINS,
    defaultNS: DEFAULT_NAMESPACE,
    ns: [DEFAULT_NAMESPACE],
    fallbackNS: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    // Components read texts again when a bundle arrives: a namespace read later, or an
    // organization's custom translations laid over a file already shown.
    react: { bindI18nStore: 'added' },
  };
}
