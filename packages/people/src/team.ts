import type { TeamMember } from './api/get-team-members';
import type { TeamRole } from './api/get-team-roles';
import { isFounder, type TeamProfile } from './model';

/** One member as the team page shows them: who they are, their profile if any, their role if the caller may see it. */
export interface TeamEntry {
  member: TeamMember;
  profile: TeamProfile | null;
  /** The matrix role; null when the member holds none or the caller may not read it. */
  role: string | null;
}

export interface Team {
  founders: TeamEntry[];
  others: TeamEntry[];
}

/** Within a group: the order the team chose, then by name as the member list already is. */
const byChosenOrder = (a: TeamEntry, b: TeamEntry) => (a.profile?.display_order ?? Number.MAX_SAFE_INTEGER) - (b.profile?.display_order ?? Number.MAX_SAFE_INTEGER);

/**
 * The team as three reads give it: every member, with the profile and the role of each. The
 * founders (founder and co-founder equity roles) come first, then everyone else.
 */
export function composeTeam(members: readonly TeamMember[], profiles: readonly TeamProfile[], roles: readonly TeamRole[]): Team {
  const profileOf = new Map(profiles.map((profile) => [profile.user_id, profile]));
  const roleOf = new Map(roles.map((role) => [role.userId, role.role]));
  const entries = members.map((member) => ({ member, profile: profileOf.get(member.userId) ?? null, role: roleOf.get(member.userId) ?? null })).sort(byChosenOrder);
  return {
    founders: entries.filter((entry) => isFounder(entry.profile?.equity_role)),
    others: entries.filter((entry) => !isFounder(entry.profile?.equity_role)),
  };
}
