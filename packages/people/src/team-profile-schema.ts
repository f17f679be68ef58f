import { z } from 'zod';
import { EQUITY_ROLES, LINKEDIN_PATTERN, TEAM_PROFILE_LIMITS, type EquityRole, type TeamProfile } from './model';
import type { SaveTeamProfileInput } from './api/save-team-profile';

/**
 * The team profile form's validation: the table's checks (model.ts names their limits), so a
 * member learns what is wrong beside the field rather than from a refused save. The inputs' strings
 * go in; the fields to save come out, trimmed, with empty ones as null. Messages are keys of the
 * context's texts (`invalid.*`), translated where they are shown.
 */

export interface TeamProfileFormValues {
  title: string;
  linkedinUrl: string;
  bio: string;
  equityRole: string;
  joinedOn: string;
}

export type TeamProfileField = keyof TeamProfileFormValues;

/** Today in the member's own calendar, as a date input writes it. */
function localToday(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('-');
}

/** Blank is "not said" (null); anything else must pass `accept`. */
const blankOr = (accept: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || accept(value), message)
    .transform((value) => value || null);

/** "linkedin.com/in/sara" is meant as https://linkedin.com/in/sara; an address with a scheme is taken as written. */
const linkedinUrl = z
  .string()
  .trim()
  .transform((value) => (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value))
  .pipe(blankOr((value) => value.length <= TEAM_PROFILE_LIMITS.address && LINKEDIN_PATTERN.test(value), 'invalid.linkedinUrl'));

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export const teamProfileSchema = z.object({
  title: blankOr((value) => value.length <= TEAM_PROFILE_LIMITS.title, 'invalid.title'),
  linkedinUrl,
  bio: blankOr((value) => value.length <= TEAM_PROFILE_LIMITS.bio, 'invalid.bio'),
  equityRole: blankOr((value) => (EQUITY_ROLES as readonly string[]).includes(value), 'invalid.option').transform((value) => value as EquityRole | null),
  joinedOn: blankOr((value) => isDate(value) && value >= TEAM_PROFILE_LIMITS.earliestJoiningDate && value <= localToday(), 'invalid.joinedOn'),
});

export type TeamProfileFormOutput = z.output<typeof teamProfileSchema>;

/** The inputs for a member's profile, empty for a member who has none yet. */
export function toFormValues(profile: TeamProfile | null): TeamProfileFormValues {
  return {
    title: profile?.title ?? '',
    linkedinUrl: profile?.linkedin_url ?? '',
    bio: profile?.bio ?? '',
    equityRole: profile?.equity_role ?? '',
    joinedOn: profile?.joined_on ?? '',
  };
}

/**
 * What a save sends: the member's own fields always, the equity role and the joining date only
 * from a member who may set them (the database refuses them from anyone else, even unchanged).
 */
export function toSavedFields(values: TeamProfileFormOutput, { withStanding }: { withStanding: boolean }): SaveTeamProfileInput['fields'] {
  const own = { title: values.title, linkedin_url: values.linkedinUrl, bio: values.bio };
  return withStanding ? { ...own, equity_role: values.equityRole, joined_on: values.joinedOn } : own;
}
