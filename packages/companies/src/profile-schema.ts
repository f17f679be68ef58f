import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import {
  BUSINESS_MODELS,
  EARLIEST_FOUNDING_DATE,
  LINKEDIN_PATTERN,
  PROFILE_LIMITS,
  SECTORS,
  STARTUP_STAGES,
  WEBSITE_PATTERN,
  X_PATTERN,
  type StartupProfile,
  type StartupProfileRow,
} from './model';

/**
 * The profile form's validation, the same rules as the table's checks (model.ts names their
 * limits), so a member learns what is wrong beside the field instead of from a refused save. What
 * the inputs hold goes in (strings, and the listing switch); the row to save comes out: trimmed,
 * empty fields as null, the team size a number. Messages are keys of the context's texts
 * (`invalid.*`), translated where they are shown.
 */

/** What the form's inputs hold. */
export interface ProfileFormValues {
  displayName: string;
  legalName: string;
  tagline: string;
  description: string;
  sector: string;
  subSector: string;
  stage: string;
  businessModel: string;
  countryCode: string;
  city: string;
  foundedOn: string;
  teamSize: string;
  website: string;
  linkedinUrl: string;
  xUrl: string;
  isListed: boolean;
}

export type ProfileField = keyof ProfileFormValues;

/** Today in the member's own calendar, as the date input writes dates. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null);

const optionalChoice = <const T extends readonly string[]>(values: T) =>
  z
    .string()
    .refine((value) => value === '' || (values as readonly string[]).includes(value), 'invalid.option')
    .transform((value) => (value || null) as T[number] | null);

/** A typed "fikrlabs.example" means https://fikrlabs.example; anything with a scheme is taken as written. */
const withScheme = (value: string) => (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value);

const optionalAddress = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform(withScheme)
    .refine((value) => value === '' || (value.length <= PROFILE_LIMITS.address && pattern.test(value)), message)
    .transform((value) => value || null);

const foundedOn = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && value >= EARLIEST_FOUNDING_DATE && value <= today()), 'invalid.foundedOn')
  .transform((value) => value || null);

const teamSize = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= PROFILE_LIMITS.teamSize), 'invalid.teamSize')
  .transform((value) => (value === '' ? null : Number(value)));

export const startupProfileSchema = z
  .object({
    displayName: z.string().trim().min(1, 'invalid.displayName').max(PROFILE_LIMITS.displayName, 'invalid.displayName'),
    legalName: optionalText(PROFILE_LIMITS.legalName, 'invalid.legalName'),
    tagline: optionalText(PROFILE_LIMITS.tagline, 'invalid.tagline'),
    description: optionalText(PROFILE_LIMITS.description, 'invalid.description'),
    sector: optionalChoice(SECTORS),
    subSector: optionalText(PROFILE_LIMITS.subSector, 'invalid.subSector'),
    stage: optionalChoice(STARTUP_STAGES),
    businessModel: optionalChoice(BUSINESS_MODELS),
    countryCode: optionalChoice(COUNTRY_CODES),
    city: optionalText(PROFILE_LIMITS.city, 'invalid.city'),
    foundedOn,
    teamSize,
    website: optionalAddress(WEBSITE_PATTERN, 'invalid.website'),
    linkedinUrl: optionalAddress(LINKEDIN_PATTERN, 'invalid.linkedinUrl'),
    xUrl: optionalAddress(X_PATTERN, 'invalid.xUrl'),
    isListed: z.boolean(),
  })
  // A listed card always says what the company does, in which sector, how far along and where.
  .superRefine((profile, context) => {
    if (!profile.isListed) return;
    for (const field of ['tagline', 'sector', 'stage', 'countryCode'] as const) {
      if (profile[field] === null) context.addIssue({ code: 'custom', path: [field], message: 'invalid.requiredForListing' });
    }
  });

export type ProfileFormOutput = z.output<typeof startupProfileSchema>;

/** The validated form as the row the database keeps for the organization. */
export function toProfileRow(organizationId: string, profile: ProfileFormOutput): StartupProfileRow {
  return {
    organization_id: organizationId,
    display_name: profile.displayName,
    legal_name: profile.legalName,
    tagline: profile.tagline,
    description: profile.description,
    sector: profile.sector,
    sub_sector: profile.subSector,
    stage: profile.stage,
    business_model: profile.businessModel,
    country_code: profile.countryCode,
    city: profile.city,
    founded_on: profile.foundedOn,
    team_size: profile.teamSize,
    website: profile.website,
    linkedin_url: profile.linkedinUrl,
    x_url: profile.xUrl,
    is_listed: profile.isListed,
  };
}

/** The inputs for a saved profile, or for a first one that starts from the organization's name. */
export function toFormValues(profile: StartupProfile | null, organizationName: string): ProfileFormValues {
  return {
    displayName: profile?.display_name ?? organizationName,
    legalName: profile?.legal_name ?? '',
    tagline: profile?.tagline ?? '',
    description: profile?.description ?? '',
    sector: profile?.sector ?? '',
    subSector: profile?.sub_sector ?? '',
    stage: profile?.stage ?? '',
    businessModel: profile?.business_model ?? '',
    countryCode: profile?.country_code ?? '',
    city: profile?.city ?? '',
    foundedOn: profile?.founded_on ?? '',
    teamSize: profile?.team_size === null || profile?.team_size === undefined ? '' : String(profile.team_size),
    website: profile?.website ?? '',
    linkedinUrl: profile?.linkedin_url ?? '',
    xUrl: profile?.x_url ?? '',
    isListed: profile?.is_listed ?? false,
  };
}
