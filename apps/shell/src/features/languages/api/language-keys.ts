/** The language list is the same for every visitor, so it is not under an organization. */
export const languageKeys = {
  list: () => ['languages', 'active'] as const,
};

/**
 * Identifiers are written into PostgREST `or=(...)` filters, where a comma or a parenthesis would
 * change the filter; only a well-formed UUID is let in.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function filterId(value: string): string {
  if (!UUID.test(value)) throw new TypeError(`Not an id: ${JSON.stringify(value.slice(0, 40))}`);
  return value;
}
