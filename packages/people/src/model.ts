import type { Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * The team's model: the profile row derived from the generated database types, the equity roles,
 * the column allow-list and the limits of the table's checks
 * (supabase/migrations/20261128090000_people_team_profiles.sql). It imports nothing heavy, so a
 * route table may import it for a prefetch; the form's validation (zod) is in
 * team-profile-schema.ts, loaded with the form.
 */

/** The profile columns a page reads. */
export const TEAM_PROFILE_COLUMNS = ['organization_id', 'user_id', 'title', 'equity_role', 'joined_on', 'linkedin_url', 'bio', 'display_order', 'updated_at'] as const;

/** One member's profile as the pages read it. */
export type TeamProfile = Pick<Tables<'team_member_profiles'>, (typeof TEAM_PROFILE_COLUMNS)[number]>;

/** What every member writes of their own profile. */
export type OwnProfileFields = Pick<TeamProfile, 'title' | 'linkedin_url' | 'bio'>;

/** What only the members who may update the organization write, of anyone's profile. */
export type TeamStandingFields = Pick<TeamProfile, 'equity_role' | 'joined_on'>;

export type EquityRole = Enums<'equity_role'>;

/** The database's equity roles, in their order. */
export const EQUITY_ROLES = Constants.public.Enums.equity_role;

/** The equity roles the page lists first, as the company's founders. */
export const FOUNDER_ROLES = ['founder', 'co_founder'] as const satisfies readonly EquityRole[];

export function isFounder(role: EquityRole | null | undefined): boolean {
  return (FOUNDER_ROLES as readonly string[]).includes(role ?? '');
}

/** Limits that mirror the table's checks. */
export const TEAM_PROFILE_LIMITS = {
  title: 120,
  bio: 600,
  address: 2048,
  /** The earliest joining date the table accepts; the latest is today. */
  earliestJoiningDate: '1950-01-01',
} as const;

/** A LinkedIn page over https: the linkedin_url check (the same as a startup profile's). */
export const LINKEDIN_PATTERN = /^https:\/\/([a-z0-9-]+\.)?linkedin\.com\/\S+$/i;

/** The longest e-mail address an invitation takes (organization_invitations.email). */
export const INVITATION_EMAIL_LIMIT = 320;
