/** A moment (an ISO timestamp) as the page's language writes a date and time, in the reader's time zone. */
export function formatMoment(timestamp: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(timestamp));
}
