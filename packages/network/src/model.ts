import type { Database, Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * The network context's model: row types derived from the generated database types, the closed
 * vocabularies, the column allow-lists and the limits that mirror the tables' checks
 * (supabase/migrations/20261128080000_network_relationships.sql). It imports nothing heavy; the
 * forms' validation (zod) is `network-schema.ts`, loaded with the forms.
 */

type Functions = Database['public']['Functions'];

export type RelationshipKind = Enums<'network_relationship_kind'>;
export type RelationshipStatus = Enums<'network_relationship_status'>;
/** The database's enums, in their order, as generated from the migration. */
export const RELATIONSHIP_KINDS = Constants.public.Enums.network_relationship_kind;
export const RELATIONSHIP_STATUSES = Constants.public.Enums.network_relationship_status;

export const CONTACT_COLUMNS = ['id', 'relationship_id', 'full_name', 'title', 'email', 'phone', 'linkedin_url', 'is_primary', 'created_at'] as const;
/** A person the startup talks to at the other organization. */
export type NetworkContact = Pick<Tables<'network_contacts'>, (typeof CONTACT_COLUMNS)[number]>;

export const RELATIONSHIP_COLUMNS = ['id', 'organization_id', 'related_organization_id', 'related_name', 'kind', 'status', 'since_on', 'notes', 'created_at', 'updated_at'] as const;
/** One organization the startup deals with, named by its platform id or in words, with its contacts. */
export type NetworkRelationship = Pick<Tables<'network_relationships'>, (typeof RELATIONSHIP_COLUMNS)[number]> & { contacts: NetworkContact[] };

/** A relationship's own columns, as a save answers them. */
export type SavedRelationshipFields = Omit<NetworkRelationship, 'contacts'>;

/** What a relationship's save writes: the organization it belongs to, and what a member may set. */
export type RelationshipRow = Pick<Tables<'network_relationships'>, 'organization_id' | 'related_organization_id' | 'related_name' | 'kind' | 'status' | 'since_on' | 'notes'>;
/** What a contact's save writes (the database places it in its relationship's organization). */
export type ContactRow = Pick<Tables<'network_contacts'>, 'relationship_id' | 'full_name' | 'title' | 'email' | 'phone' | 'linkedin_url' | 'is_primary'>;

/** A platform organization a relationship names, or may name: an accelerator, an investor, a university ... */
export type NetworkOrganization = Functions['network_counterparts']['Returns'][number];

/** The most names `network_counterpart_candidates` answers at once. */
export const CANDIDATE_LIMIT = 50;

/** Limits that mirror the tables' checks. */
export const NETWORK_LIMITS = {
  relatedName: 200,
  notes: 2000,
  fullName: 200,
  title: 120,
  email: 320,
  phone: 40,
  address: 2048,
} as const;

/** The earliest start of a relationship the table accepts; the latest is today. */
export const EARLIEST_SINCE_DATE = '1900-01-01';

/** An address with a dotted domain, as the email check reads it. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** Digits, spaces, a leading +, dashes and parentheses (the phone check); six digits at least. */
export const PHONE_PATTERN = /^\+?[0-9() -]+$/;
export const PHONE_MIN_DIGITS = 6;
/** A LinkedIn page over https: the same check as a startup profile's. */
export const LINKEDIN_PATTERN = /^https:\/\/([a-z0-9-]+\.)?linkedin\.com\/\S+$/i;
