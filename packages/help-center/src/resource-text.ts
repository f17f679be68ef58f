import type { Resource, ResourceLanguage } from './model';

/**
 * What a resource says in the page's language: its title and summary in Arabic or French where
 * the office wrote them, in English otherwise (every resource has English), with the language the
 * text is actually in, so the page can mark it.
 */
export interface ResourceText {
  title: string;
  summary: string;
  language: ResourceLanguage;
}

/** The resource language of a page language ('ar-AE' reads Arabic), English for any other. */
export function resourceLanguageOf(pageLanguage: string): ResourceLanguage {
  const base = pageLanguage.toLowerCase().split('-')[0];
  return base === 'ar' || base === 'fr' ? base : 'en';
}

export function resourceText(resource: Resource, pageLanguage: string): ResourceText {
  const language = resourceLanguageOf(pageLanguage);
  const title = language === 'en' ? null : resource[`title_${language}`];
  const summary = language === 'en' ? null : resource[`summary_${language}`];
  // Title and summary travel together: a translated title over an English summary would read oddly.
  if (title && summary) return { title, summary, language };
  return { title: resource.title_en, summary: resource.summary_en, language: 'en' };
}

/** Text folded for matching: lower case, without accents or Arabic short vowels, spaces collapsed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word of the search appears in the resource's shown title or summary, or its English ones. */
export function matchesSearch(resource: Resource, shown: ResourceText, search: string): boolean {
  const words = foldForSearch(search).split(' ').filter(Boolean);
  if (!words.length) return true;
  const haystack = foldForSearch([shown.title, shown.summary, resource.title_en, resource.summary_en].join(' '));
  return words.every((word) => haystack.includes(word));
}
