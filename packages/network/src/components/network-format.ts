import type { NetworkOrganization, NetworkRelationship, RelationshipStatus } from '../model';

/** A calendar day ('2025-03-14') as the page's language writes it, the same day wherever the reader is. */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** A phone number as a tel: link dials it: the + and the digits. */
export function dialable(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Whom a relationship is with: the platform organization's name, or the name written for one outside. */
export function counterpartName(relationship: Pick<NetworkRelationship, 'related_organization_id' | 'related_name'>, organizations: ReadonlyMap<string, NetworkOrganization>): string | null {
  if (relationship.related_organization_id) return organizations.get(relationship.related_organization_id)?.name ?? null;
  return relationship.related_name;
}

/** Active ties first, then prospects, then past ones. */
export const STATUS_ORDER: readonly RelationshipStatus[] = ['active', 'prospect', 'past'];
