import type { Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * The cap table's stakeholder model: row types derived from the generated database types, the
 * closed list of types, the column allow-list and the limits of the table's checks. It imports
 * nothing heavy, because the route tables that prefetch a list import it while the portal starts;
 * the sanitizer of what users type is `prepare-stakeholder.ts`, loaded with the form.
 */

/** The table's columns a page may read, filter and order by (the query sanitizer's allow-list). */
export const STAKEHOLDER_COLUMNS = ['id', 'organization_id', 'name', 'stakeholder_type', 'email', 'shares', 'created_at'] as const;

/** One stakeholder as the list reads it: the allow-listed columns of the generated row type. */
export type Stakeholder = Pick<Tables<'stakeholders'>, (typeof STAKEHOLDER_COLUMNS)[number]>;

export type StakeholderType = Enums<'stakeholder_type'>;

/** The database's enum `public.stakeholder_type`, in its order, as generated from the migrations. */
export const STAKEHOLDER_TYPES: readonly StakeholderType[] = Constants.public.Enums.stakeholder_type;

/** Limits that mirror the table's checks (supabase/migrations/20261123000300_cap_stakeholders.sql). */
export const STAKEHOLDER_NAME_MAX_LENGTH = 200;
export const STAKEHOLDER_EMAIL_MAX_LENGTH = 320;
/** `shares` is a bigint; the browser counts exactly only up to 2^53 - 1. */
export const MAX_SHARES = Number.MAX_SAFE_INTEGER;

/** What the form sends. */
export interface NewStakeholder {
  organizationId: string;
  name: string;
  stakeholderType: StakeholderType;
  email: string;
  shares: string | number;
}

/** The fields a refusal of `prepareStakeholder` can name, in `context.field`. */
export type StakeholderField = 'name' | 'stakeholderType' | 'email' | 'shares';
