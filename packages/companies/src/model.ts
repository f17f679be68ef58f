import type { Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * The startup profile's model: the row type derived from the generated database types, the
 * closed vocabularies, the column allow-list and the limits of the table's checks. It imports
 * nothing heavy, because a route table that prefetches a profile imports it while the portal
 * starts; the form's validation schema (zod) is `profile-schema.ts`, loaded with the form.
 */

/** The table's columns a page reads (and, but for `updated_at`, writes). */
export const STARTUP_PROFILE_COLUMNS = [
  'organization_id',
  'legal_name',
  'display_name',
  'tagline',
  'description',
  'sector',
  'sub_sector',
  'stage',
  'business_model',
  'country_code',
  'city',
  'founded_on',
  'website',
  'linkedin_url',
  'x_url',
  'team_size',
  'is_listed',
  'updated_at',
] as const;

/** One profile as the pages read it: the allow-listed columns of the generated row type. */
export type StartupProfile = Pick<Tables<'startup_profiles'>, (typeof STARTUP_PROFILE_COLUMNS)[number]>;

/** What a save writes: every column a member may set (the database stamps `updated_at`). */
export type StartupProfileRow = Omit<StartupProfile, 'updated_at'>;

export type Sector = Enums<'organization_sector'>;
export type StartupStage = Enums<'startup_stage'>;
export type BusinessModel = Enums<'business_model'>;

/** The database's enums, in their order, as generated from the migrations. */
export const SECTORS = Constants.public.Enums.organization_sector;
export const STARTUP_STAGES = Constants.public.Enums.startup_stage;
export const BUSINESS_MODELS = Constants.public.Enums.business_model;

/** Limits that mirror the table's checks (supabase/migrations/20261128000800_companies_startup_profiles.sql). */
export const PROFILE_LIMITS = {
  legalName: 200,
  displayName: 120,
  tagline: 140,
  description: 4000,
  subSector: 100,
  city: 100,
  address: 2048,
  teamSize: 100_000,
} as const;

/** The earliest founding date the table accepts; the latest is today. */
export const EARLIEST_FOUNDING_DATE = '1900-01-01';

/** A web address of the web only (never javascript: or data:), with a dotted host: the website check. */
export const WEBSITE_PATTERN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:[0-9]{1,5})?([/?#]\S*)?$/i;
/** A LinkedIn page over https: the linkedin_url check. */
export const LINKEDIN_PATTERN = /^https:\/\/([a-z0-9-]+\.)?linkedin\.com\/\S+$/i;
/** An X (formerly Twitter) profile over https: the x_url check. */
export const X_PATTERN = /^https:\/\/(www\.)?(x|twitter)\.com\/\S+$/i;

/** The fields a listed card cannot do without (the table's startup_profiles_listed_card_complete). */
export const LISTED_CARD_FIELDS = ['tagline', 'sector', 'stage', 'country_code'] as const satisfies readonly (keyof StartupProfileRow)[];
