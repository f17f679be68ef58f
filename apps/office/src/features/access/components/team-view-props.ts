import type { TeamAccess } from '../hooks/use-team-access';

/** What the table and the cards both show. */
export interface TeamViewProps {
  organizationId: string;
  canManage: boolean;
  team: TeamAccess;
  /** The member whose access panel is open. */
  openMember: string | null;
  onToggle: (userId: string) => void;
}

/** The id of a member's access panel, for the button that opens it. */
export const panelId = (userId: string) => `member-access-${userId}`;
