import { countryName } from '../countries';

/**
 * How a profile's values read on a page, in the page's language: the formatting the card and the
 * details share, so both say the same thing the same way.
 */

/**
 * "Dubai, United Arab Emirates": the city and the country's name in the page's language, joined by
 * the language's own comma (`join`, a text of the context); null when neither is known.
 */
export function locationText(city: string | null, countryCode: string | null, language: string, join: (city: string, country: string) => string): string | null {
  const country = countryCode ? countryName(countryCode, language) : null;
  return city && country ? join(city, country) : (city ?? country);
}

/** The year of a founding date ('2023-03-14' → '2023'), written with the language's digits. */
export function foundedYear(foundedOn: string | null, language: string): string | null {
  return foundedOn ? new Intl.NumberFormat(language, { useGrouping: false }).format(Number(foundedOn.slice(0, 4))) : null;
}

export function formatNumber(value: number | null, language: string): string | null {
  return value === null ? null : new Intl.NumberFormat(language).format(value);
}

/** A web address as a person reads it: its host, without the scheme ("fikrlabs.example"). */
export function addressHost(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** Up to two initials, in whatever script the name is written, for a card without a logo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase())
    .join('');
}
