import { z } from 'zod';
import {
  EARLIEST_SINCE_DATE,
  EMAIL_PATTERN,
  LINKEDIN_PATTERN,
  NETWORK_LIMITS,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
  RELATIONSHIP_KINDS,
  RELATIONSHIP_STATUSES,
  type ContactRow,
  type NetworkContact,
  type RelationshipKind,
  type RelationshipRow,
  type SavedRelationshipFields,
} from './model';

/**
 * The network forms' validation: the same rules as the tables' checks (model.ts names their
 * limits), so a member learns what is wrong beside the field rather than from a refused save.
 * What the inputs hold goes in (strings, and the primary switch); the row to save comes out:
 * trimmed, empty fields as null. Messages are keys of the context's texts (`invalid.*`),
 * translated where they are shown.
 */

/** Where the other side of a relationship is: on the platform (named by id) or outside it (named in words). */
export type CounterpartPlace = 'platform' | 'outside';

export interface RelationshipFormValues {
  place: CounterpartPlace;
  relatedOrganizationId: string;
  relatedName: string;
  kind: string;
  status: string;
  sinceOn: string;
  notes: string;
}

export interface ContactFormValues {
  fullName: string;
  title: string;
  email: string;
  phone: string;
  linkedinUrl: string;
  isPrimary: boolean;
}

/** Today in the member's own calendar, written as the date input writes dates (2026-03-14). */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * An optional text: trimmed, null when empty, refused (with `message`) when it breaks `rule`.
 * Every optional field of both forms is one.
 */
const optionalText = (message: string, rule: (value: string) => boolean) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || rule(value), message)
    .transform((value) => value || null);

const atMost = (max: number) => (value: string) => value.length <= max;

export const relationshipSchema = z
  .object({
    place: z.enum(['platform', 'outside']),
    relatedOrganizationId: z.string(),
    relatedName: z.string().trim().max(NETWORK_LIMITS.relatedName, 'invalid.relatedName'),
    kind: z.string().pipe(z.enum(RELATIONSHIP_KINDS, { error: 'invalid.option' })),
    status: z.string().pipe(z.enum(RELATIONSHIP_STATUSES, { error: 'invalid.option' })),
    sinceOn: optionalText('invalid.sinceOn', (value) => isDay(value) && value >= EARLIEST_SINCE_DATE && value <= today()),
    notes: optionalText('invalid.notes', atMost(NETWORK_LIMITS.notes)),
  })
  // The table names the other side exactly once: by its platform id, or in words. Checked even
  // when another field is wrong, so that every refusal shows at once.
  .refine((values) => values.place !== 'platform' || values.relatedOrganizationId !== '', { path: ['relatedOrganizationId'], error: 'invalid.relatedOrganization', when: () => true })
  .refine((values) => values.place !== 'outside' || values.relatedName !== '', { path: ['relatedName'], error: 'invalid.relatedName', when: () => true });

export type RelationshipFormOutput = z.output<typeof relationshipSchema>;

export const contactSchema = z.object({
  fullName: z.string().trim().min(1, 'invalid.fullName').max(NETWORK_LIMITS.fullName, 'invalid.fullName'),
  title: optionalText('invalid.title', atMost(NETWORK_LIMITS.title)),
  email: optionalText('invalid.email', (value) => atMost(NETWORK_LIMITS.email)(value) && EMAIL_PATTERN.test(value)),
  phone: optionalText('invalid.phone', (value) => atMost(NETWORK_LIMITS.phone)(value) && PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS),
  linkedinUrl: optionalText('invalid.linkedinUrl', (value) => atMost(NETWORK_LIMITS.address)(value) && LINKEDIN_PATTERN.test(value)),
  isPrimary: z.boolean(),
});

export type ContactFormOutput = z.output<typeof contactSchema>;

/** The validated form as the columns a save writes. */
export function toRelationshipRow(values: RelationshipFormOutput): Omit<RelationshipRow, 'organization_id'> {
  const onPlatform = values.place === 'platform';
  return {
    related_organization_id: onPlatform ? values.relatedOrganizationId : null,
    related_name: onPlatform ? null : values.relatedName,
    kind: values.kind,
    status: values.status,
    since_on: values.sinceOn,
    notes: values.notes,
  };
}

/** The inputs for a saved relationship, or for a new one (on the platform, active, of `newKind` when given). */
export function toRelationshipValues(relationship: SavedRelationshipFields | null, newKind: RelationshipKind | '' = ''): RelationshipFormValues {
  return {
    place: relationship && !relationship.related_organization_id ? 'outside' : 'platform',
    relatedOrganizationId: relationship?.related_organization_id ?? '',
    relatedName: relationship?.related_name ?? '',
    kind: relationship?.kind ?? newKind,
    status: relationship?.status ?? 'active',
    sinceOn: relationship?.since_on ?? '',
    notes: relationship?.notes ?? '',
  };
}

export function toContactRow(relationshipId: string, values: ContactFormOutput): ContactRow {
  return { relationship_id: relationshipId, full_name: values.fullName, title: values.title, email: values.email, phone: values.phone, linkedin_url: values.linkedinUrl, is_primary: values.isPrimary };
}

/** The inputs for a saved contact, or for a new one (primary when the relationship has none yet). */
export function toContactValues(contact: NetworkContact | null, firstOfRelationship: boolean): ContactFormValues {
  return {
    fullName: contact?.full_name ?? '',
    title: contact?.title ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    linkedinUrl: contact?.linkedin_url ?? '',
    isPrimary: contact?.is_primary ?? firstOfRelationship,
  };
}
