import type { i18n as I18n } from 'i18next';
import { directionOf } from './languages';

/** Spec 000 §4: sets the document language and direction and the rtl/ltr body class. */
export function applyDocumentLanguage(language: string, doc: Document = document): void {
  const direction = directionOf(language);
  doc.documentElement.lang = language;
  doc.documentElement.dir = direction;
  doc.body?.classList.toggle('rtl', direction === 'rtl');
  doc.body?.classList.toggle('ltr', direction === 'ltr');
}

const following = new WeakSet<I18n>();

/**
 * Keeps the page's language and direction in step with the instance, from its first language on,
 * so a change of language turns the layout around without a reload.
 */
export function followDocumentLanguage(instance: I18n): void {
  if (following.has(instance)) return;
  following.add(instance);
  instance.on('languageChanged', (language: string) => {
    if (typeof document !== 'undefined') applyDocumentLanguage(language);
  });
}
