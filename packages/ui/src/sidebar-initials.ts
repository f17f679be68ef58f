/**
 * The one or two letters a collapsed sidebar shows for an item: the first letter of its first
 * two words. Arabic nouns mostly start with the article "ال", which would give every item the
 * same "ا"; the article is skipped so the letters tell items apart.
 */
export function sidebarInitials(label: string): string {
  const letters = label
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word.replace(/^ال(?=\p{L}{2})/u, '')][0])
    .join('');
  return [...letters].slice(0, 2).join('').toUpperCase();
}
