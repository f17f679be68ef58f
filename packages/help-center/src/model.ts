import type { Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * The help-center context's model: row types derived from the generated database types, the
 * closed vocabularies, the column allow-lists and the limits that mirror the tables' checks
 * (supabase/migrations/*_help_center_*.sql). It imports nothing heavy; the request form's
 * validation (zod) is `support-request-schema.ts`, loaded with the form.
 */

export type SupportCategory = Enums<'support_request_category'>;
export type SupportPriority = Enums<'support_request_priority'>;
export type SupportStatus = Enums<'support_request_status'>;
/** The database's enums, in their order, as generated from the migrations. */
export const SUPPORT_CATEGORIES = Constants.public.Enums.support_request_category;
export const SUPPORT_PRIORITIES = Constants.public.Enums.support_request_priority;
export const SUPPORT_STATUSES = Constants.public.Enums.support_request_status;

export const SUPPORT_REQUEST_COLUMNS = ['id', 'organization_id', 'created_by', 'subject', 'body', 'category', 'priority', 'status', 'created_at', 'updated_at', 'resolved_at'] as const;
/** Who opened a request, as their colleagues read them; null once the account is gone. */
export type RequestAuthor = Pick<Tables<'users'>, 'first_name' | 'last_name'>;
/** One request to the platform team, with its author's name. */
export type SupportRequest = Pick<Tables<'support_requests'>, (typeof SUPPORT_REQUEST_COLUMNS)[number]> & { author: RequestAuthor | null };

/** What opening a request writes; the database adds the author, the state and the times. */
export type NewSupportRequest = Pick<Tables<'support_requests'>, 'subject' | 'body' | 'category' | 'priority'>;

/** Limits that mirror the table's checks (trimmed lengths). */
export const REQUEST_LIMITS = {
  subjectMin: 3,
  subjectMax: 150,
  bodyMin: 10,
  bodyMax: 5000,
} as const;

/** The states in which a request still waits on the platform team or on the organization. */
export const UNSETTLED_STATUSES: readonly SupportStatus[] = ['open', 'in_progress', 'waiting_on_customer'];

/**
 * The one move its author may make on a request (the database's guard_support_request): close it
 * while it is unsettled, reopen it once resolved. Anyone else moves nothing from the portal.
 */
export function authorMove(request: Pick<SupportRequest, 'created_by' | 'status'>, userId: string | null): 'close' | 'reopen' | null {
  if (!userId || request.created_by !== userId) return null;
  if (UNSETTLED_STATUSES.includes(request.status)) return 'close';
  return request.status === 'resolved' ? 'reopen' : null;
}

export type ResourceKind = Enums<'resource_kind'>;
export type ResourceTopic = Enums<'resource_topic'>;
export type StartupStage = Enums<'startup_stage'>;
export const RESOURCE_KINDS = Constants.public.Enums.resource_kind;
export const RESOURCE_TOPICS = Constants.public.Enums.resource_topic;
export const STARTUP_STAGES = Constants.public.Enums.startup_stage;

export const RESOURCE_COLUMNS = [
  'id',
  'slug',
  'kind',
  'topic',
  'title_en',
  'title_ar',
  'title_fr',
  'summary_en',
  'summary_ar',
  'summary_fr',
  'url',
  'body_markdown',
  'stages',
  'sort_order',
] as const;
/** A guide, template, checklist, video or tool of the library. */
export type Resource = Pick<Tables<'resources'>, (typeof RESOURCE_COLUMNS)[number]>;

/** The languages a resource is written in; English is the one every resource has. */
export type ResourceLanguage = 'en' | 'ar' | 'fr';
