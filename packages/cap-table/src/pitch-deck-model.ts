import type { Tables } from '@fikrspace/db';

/**
 * The pitch deck's model: rows as the page reads them, derived from the generated database types,
 * and the limits of the tables' checks (supabase/migrations/20261128100000_cap_table_pitch_decks.sql).
 * It imports nothing heavy: the route that prefetches the versions imports it while the portal starts.
 */

/** The storage bucket the decks live in (private; PDF only; 50 MB). */
export const PITCH_DECK_BUCKET = 'pitch-decks';

export const PITCH_DECK_VERSION_COLUMNS = ['id', 'organization_id', 'object_path', 'title', 'file_size', 'uploaded_by', 'is_current', 'created_at'] as const;
export type PitchDeckVersion = Pick<Tables<'pitch_deck_versions'>, (typeof PITCH_DECK_VERSION_COLUMNS)[number]>;

export const PITCH_DECK_LINK_COLUMNS = ['id', 'organization_id', 'version_id', 'token', 'label', 'expires_at', 'revoked_at', 'signed_url', 'created_at'] as const;
export type PitchDeckLink = Pick<Tables<'pitch_deck_links'>, (typeof PITCH_DECK_LINK_COLUMNS)[number]>;

/** An organization the deck is shared with, by name (public.pitch_deck_grantees). */
export interface PitchDeckGrantee {
  share_id: string;
  grantee_organization_id: string;
  name: string;
  organization_type: string;
  shared_at: string;
}

/** An accelerator or investor the deck may be shared with (public.pitch_deck_grantee_candidates). */
export interface PitchDeckGranteeCandidate {
  id: string;
  name: string;
  organization_type: string;
}

/** One line of the view log (public.pitch_deck_view_log): a person and organization, or a link's label. */
export interface PitchDeckView {
  id: string;
  viewed_at: string;
  version_id: string | null;
  version_title: string | null;
  viewer_name: string | null;
  viewer_organization_name: string | null;
  link_label: string | null;
}

/** A current deck a startup shares with the caller's organization (public.shared_pitch_decks). */
export interface SharedPitchDeck {
  version_id: string;
  organization_id: string;
  company_name: string;
  title: string;
  object_path: string;
  file_size: number | null;
  created_at: string;
}

/** What the link page gets for a live link (public.open_pitch_deck_link). */
export interface OpenedPitchDeckLink {
  title: string;
  company_name: string;
  /** Null when the link was made without one (the demo's): the startup must renew it. */
  signed_url: string | null;
  expires_at: string;
}

export const PITCH_DECK_TITLE_MAX_LENGTH = 160;
export const PITCH_DECK_LINK_LABEL_MAX_LENGTH = 120;

/** The lifetimes a member chooses from; the database refuses more than 90 days. */
export const PITCH_DECK_LINK_LIFETIMES_DAYS = [1, 7, 30] as const;
export type PitchDeckLinkLifetime = (typeof PITCH_DECK_LINK_LIFETIMES_DAYS)[number];

const DAY_SECONDS = 24 * 60 * 60;
export const lifetimeSeconds = (days: number) => days * DAY_SECONDS;

/** The title a new version gets from its file name: the name without `.pdf`, trimmed to the limit. */
export function titleFromFileName(name: string): string {
  const stem = name.replace(/\.pdf$/i, '').trim();
  return (stem || 'Pitch deck').slice(0, PITCH_DECK_TITLE_MAX_LENGTH);
}
