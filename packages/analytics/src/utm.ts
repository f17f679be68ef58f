import { STORAGE_KEYS } from './constants';

export interface UtmParams {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
}

/** Spec 001 §9: source, medium, campaign, term, content. */
export const UTM_PARAMETERS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const;

const MAX_LENGTH = 500;

/** The UTM parameters of a query string; empty when it has none. */
export function utmFromSearch(search: string): UtmParams {
  const params = new URLSearchParams(search);
  const utm: UtmParams = {};
  for (const [query, key] of UTM_PARAMETERS) {
    const value = params.get(query)?.trim();
    if (value) utm[key] = value.slice(0, MAX_LENGTH);
  }
  return utm;
}

/**
 * The session's UTM parameters: those of the landing page, kept in session storage so every
 * later event of the session carries them. A later link with its own parameters (a new
 * campaign) replaces them.
 */
export function sessionUtm(search: string, storage: Storage | undefined): UtmParams {
  const landing = utmFromSearch(search);
  try {
    if (Object.keys(landing).length) {
      storage?.setItem(STORAGE_KEYS.utm, JSON.stringify(landing));
      return landing;
    }
    const stored = storage?.getItem(STORAGE_KEYS.utm);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === 'object' ? (parsed as UtmParams) : {};
  } catch {
    return landing;
  }
}
