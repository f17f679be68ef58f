/**
 * Times in the page's language, as `Intl` writes them there (Arabic digits and order in Arabic).
 * A message shows its time of day; the list shows the time for today, else the date.
 */
export function formatMessageTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(value));
}

export function formatFullTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

export function formatListTime(value: string, language: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (date.toDateString() === now.toDateString()) return formatMessageTime(value, language);
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(language, sameYear ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' }).format(date);
}

/** Names as a list in the page's language: "Maya and Omar", "مايا وعمر". */
export function formatNames(names: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}
