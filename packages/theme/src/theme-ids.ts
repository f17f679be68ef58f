/** A dark variant's id is its light theme's with this suffix (spec 000 §3). */
export const DARK_SUFFIX = '-dark';

export function darkVariantId(id: string): string {
  return `${id}${DARK_SUFFIX}`;
}
