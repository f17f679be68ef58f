import { TeamPage as PeopleTeamPage } from '@fikrspace/people/components/team-page';

/**
 * The startup's team (/fikrspace/startup/team): the people context's page for the current
 * organization. Roles and product access are the office's to change; this page shows the role and
 * offers the invitations the office offers, to the same members.
 */
export default function TeamPage() {
  return <PeopleTeamPage />;
}
