import type { Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * The companies context's model, the startup profile's then the plan's: the row types derived
 * from the generated database types, the closed vocabularies, the column allow-lists and the
 * limits of the tables' checks. It imports nothing heavy, because a route table that prefetches a
 * profile or a plan imports it while the portal starts; the forms' validation schemas (zod) are
 * `profile-schema.ts`, `milestone-schema.ts` and `achievement-schema.ts`, loaded with the forms.
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

/*
 * The startup's plan: milestones and achievements (supabase/migrations/20261128070000_companies_milestones.sql).
 */

/** The milestone columns a page reads. */
export const MILESTONE_COLUMNS = ['id', 'organization_id', 'title', 'description', 'category', 'status', 'target_on', 'completed_on', 'owner_user_id', 'created_at', 'updated_at'] as const;

/** One milestone as the pages read it. */
export type Milestone = Pick<Tables<'milestones'>, (typeof MILESTONE_COLUMNS)[number]>;

/** What a save of a milestone writes; the organization is set once, when it is added. */
export type MilestoneRow = Pick<Milestone, 'title' | 'description' | 'category' | 'status' | 'target_on' | 'completed_on' | 'owner_user_id'>;

export type MilestoneCategory = Enums<'milestone_category'>;
export type MilestoneStatus = Enums<'milestone_status'>;

export const MILESTONE_CATEGORIES = Constants.public.Enums.milestone_category;
export const MILESTONE_STATUSES = Constants.public.Enums.milestone_status;

/** The statuses of a milestone still to reach: one whose date has passed is late. */
export const OPEN_MILESTONE_STATUSES = ['planned', 'in_progress', 'at_risk'] as const satisfies readonly MilestoneStatus[];

/** The achievement columns a page reads. */
export const ACHIEVEMENT_COLUMNS = ['id', 'organization_id', 'kind', 'title', 'awarded_by', 'achieved_on', 'description', 'milestone_id', 'created_at'] as const;

export type Achievement = Pick<Tables<'achievements'>, (typeof ACHIEVEMENT_COLUMNS)[number]>;

/** What a save of an achievement writes. */
export type AchievementRow = Pick<Achievement, 'kind' | 'title' | 'awarded_by' | 'achieved_on' | 'description' | 'milestone_id'>;

export type AchievementKind = Enums<'achievement_kind'>;

export const ACHIEVEMENT_KINDS = Constants.public.Enums.achievement_kind;

/** Limits that mirror the plan's checks. */
export const PLAN_LIMITS = {
  title: 160,
  description: 2000,
  awardedBy: 160,
  /** The first and last target dates a milestone takes; a completion or an achievement is also never after today. */
  earliestDate: '2000-01-01',
  latestTargetDate: '2100-12-31',
} as const;

/** A member of the organization, by the name the pages show: who may own a milestone. */
export interface OrganizationMember {
  userId: string;
  /** First and last name, or the e-mail address when the profile has no name. */
  name: string;
}
