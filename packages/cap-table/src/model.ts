import type { Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * The cap table's stakeholder model: row types derived from the generated database types, the
 * closed list of types, the column allow-list and the limits of the table's checks. It imports
 * nothing heavy, because the route tables that prefetch a list import it while the portal starts;
 * the sanitizer of what users type is `prepare-stakeholder.ts`, loaded with the form.
 */

/** The table's columns a page may read, filter and order by (the query sanitizer's allow-list). */
// user_id: the member account the row is linked to (by its e-mail), who then sees their own holdings.
export const STAKEHOLDER_COLUMNS = ['id', 'organization_id', 'name', 'stakeholder_type', 'email', 'user_id', 'created_at'] as const;

/** One stakeholder as the list reads it: the allow-listed columns of the generated row type. */
export type Stakeholder = Pick<Tables<'stakeholders'>, (typeof STAKEHOLDER_COLUMNS)[number]>;

export type StakeholderType = Enums<'stakeholder_type'>;

/** The database's enum `public.stakeholder_type`, in its order, as generated from the migrations. */
export const STAKEHOLDER_TYPES: readonly StakeholderType[] = Constants.public.Enums.stakeholder_type;

/** Limits that mirror the table's checks (supabase/migrations/20261123000300_cap_stakeholders.sql). */
export const STAKEHOLDER_NAME_MAX_LENGTH = 200;
export const STAKEHOLDER_EMAIL_MAX_LENGTH = 320;

/** What the form sends. */
export interface NewStakeholder {
  organizationId: string;
  name: string;
  stakeholderType: StakeholderType;
  email: string;
}

/** The fields a refusal of `prepareStakeholder` can name, in `context.field`. */
export type StakeholderField = 'name' | 'stakeholderType' | 'email';

/* The data room (supabase/migrations/20261128100100_cap_table_data_room.sql). */

export const DATA_ROOM_BUCKET = 'data-room';

export const DATA_ROOM_FOLDER_COLUMNS = ['id', 'organization_id', 'name', 'position', 'shared_with_grantees', 'created_at'] as const;
export type DataRoomFolder = Pick<Tables<'data_room_folders'>, (typeof DATA_ROOM_FOLDER_COLUMNS)[number]>;

export const DATA_ROOM_DOCUMENT_COLUMNS = ['id', 'organization_id', 'folder_id', 'object_path', 'name', 'category', 'file_size', 'content_type', 'expires_at', 'created_at'] as const;
export type DataRoomDocument = Pick<Tables<'data_room_documents'>, (typeof DATA_ROOM_DOCUMENT_COLUMNS)[number]>;

export type DataRoomCategory = Enums<'data_room_category'>;
export const DATA_ROOM_CATEGORIES: readonly DataRoomCategory[] = Constants.public.Enums.data_room_category;
/** The legal papers the legal page keeps. */
export const LEGAL_CATEGORIES: readonly DataRoomCategory[] = ['incorporation', 'shareholder_agreement', 'intellectual_property'];

export type DataRoomAccessAction = Enums<'data_room_access_action'>;

/** Limits that mirror the tables' checks. */
export const DATA_ROOM_FOLDER_NAME_MAX_LENGTH = 120;
export const DATA_ROOM_DOCUMENT_NAME_MAX_LENGTH = 200;

/** How far ahead a document counts as expiring soon on the pages, and on the dashboard. */
export const EXPIRING_SOON_DAYS = 30;
export const DUE_WINDOW_DAYS = 60;

/** Where a document's expiry stands on a given day (`YYYY-MM-DD`, the viewer's calendar). */
export type ExpiryState = 'expired' | 'soon' | 'later' | 'none';

export function expiryState(expiresAt: string | null, today: string): ExpiryState {
  if (!expiresAt) return 'none';
  if (expiresAt < today) return 'expired';
  return daysBetween(today, expiresAt) <= EXPIRING_SOON_DAYS ? 'soon' : 'later';
}

/** Whole days from one calendar day to another (`YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A calendar day `days` after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today in the viewer's calendar, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A folder's or document's name as stored: spaces collapsed, trimmed, within the column's limit. */
export function cleanName(name: string, maxLength: number): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, maxLength);
}
