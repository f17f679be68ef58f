import type { DataRoomDocument } from '@fikrspace/cap-table/model';
import type { PitchDeckVersion } from '@fikrspace/cap-table/pitch-deck-model';
import type { Milestone, StartupProfile } from '@fikrspace/companies/model';
import type { MetricPeriod } from '@fikrspace/metrics/model';
import { addMonths, monthRange } from '@fikrspace/metrics/months';
import type { TeamMember } from '@fikrspace/people/api/get-team-members';
import type { TeamProfile } from '@fikrspace/people/model';

/**
 * The investment-readiness checklist: what an investor checks first, each decided from what the
 * company already keeps on the platform. Plain functions of the contexts' rows, so the rules are
 * read (and tested) apart from the page that fetches them.
 */

export type ReadinessCheckId = 'profile' | 'metrics' | 'pitchDeck' | 'legal' | 'team' | 'roadmap';

export interface ReadinessCheck {
  id: ReadinessCheckId;
  done: boolean;
  /** Where it is fixed, under the portal's prefix. */
  to: string;
  /** What was found: the key under `scorecard.items.<id>.` and its values. */
  detail: { key: string; values?: Record<string, number | string> };
}

/** What the checklist reads, one context's answer each. */
export interface ReadinessData {
  profile: StartupProfile | null;
  logoUrl: string | null;
  periods: readonly MetricPeriod[];
  versions: readonly PitchDeckVersion[];
  legalDocuments: readonly Pick<DataRoomDocument, 'expires_at'>[];
  members: readonly TeamMember[];
  profiles: readonly TeamProfile[];
  milestones: readonly Pick<Milestone, 'status' | 'target_on'>[];
}

/** The profile's fields an investor reads first; the logo is the organization's own. */
export const PROFILE_FIELDS = ['tagline', 'description', 'sector', 'stage', 'website', 'logo'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** How many ended months of figures the checklist asks for. */
export const REPORTED_MONTHS = 6;

/** The share of last quarter's milestones done that counts as on track. */
export const ON_TRACK_SHARE = 0.5;

const filled = (value: string | null | undefined) => !!value?.trim();

export function missingProfileFields(profile: StartupProfile | null, logoUrl: string | null): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => !filled(field === 'logo' ? logoUrl : profile?.[field]));
}

/** The months before `currentMonth` the figures should cover, oldest first. */
export function endedMonths(currentMonth: string, count = REPORTED_MONTHS): string[] {
  return monthRange(addMonths(currentMonth, -count), addMonths(currentMonth, -1));
}

/** The calendar quarter before the one `today` (YYYY-MM-DD) falls in, as [first day, first day after). */
export function lastQuarter(today: string): [string, string] {
  const month = Number(today.slice(5, 7));
  const quarterStart = `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
  return [addMonths(quarterStart, -3), quarterStart];
}

/** Each check, in the order an investor reads them, for the company as it is on `today` (YYYY-MM-DD). */
export function readinessChecks(data: ReadinessData, today: string): ReadinessCheck[] {
  const missing = missingProfileFields(data.profile, data.logoUrl);

  const months = new Set(endedMonths(`${today.slice(0, 7)}-01`));
  const submitted = data.periods.filter((period) => period.status === 'submitted' && months.has(period.period)).length;

  const current = data.versions.find((version) => version.is_current) ?? null;

  const expired = data.legalDocuments.filter((document) => document.expires_at !== null && document.expires_at < today).length;
  const papers = data.legalDocuments.length;

  const titles = new Map(data.profiles.map((profile) => [profile.user_id, profile.title]));
  const team = data.members.filter((member) => member.isActive);
  const titled = team.filter((member) => filled(titles.get(member.userId))).length;

  const [from, until] = lastQuarter(today);
  const due = data.milestones.filter((milestone) => milestone.status !== 'dropped' && milestone.target_on >= from && milestone.target_on < until);
  const reached = due.filter((milestone) => milestone.status === 'done').length;

  return [
    { id: 'profile', done: missing.length === 0, to: '/profile', detail: { key: missing.length ? 'missing' : 'complete', values: { filled: PROFILE_FIELDS.length - missing.length, total: PROFILE_FIELDS.length } } },
    { id: 'metrics', done: submitted === REPORTED_MONTHS, to: '/metrics', detail: { key: 'status', values: { submitted, total: REPORTED_MONTHS } } },
    { id: 'pitchDeck', done: current !== null, to: '/pitch-deck', detail: current ? { key: 'current', values: { title: current.title } } : { key: 'none' } },
    { id: 'legal', done: papers > 0 && expired === 0, to: '/legal', detail: papers === 0 ? { key: 'none' } : expired ? { key: 'expired', values: { expired, papers } } : { key: 'valid', values: { papers } } },
    { id: 'team', done: team.length > 0 && titled === team.length, to: '/team', detail: { key: 'status', values: { titled, total: team.length } } },
    { id: 'roadmap', done: due.length > 0 && reached / due.length >= ON_TRACK_SHARE, to: '/roadmap', detail: due.length ? { key: 'status', values: { done: reached, due: due.length } } : { key: 'none' } },
  ];
}
