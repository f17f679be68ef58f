import { ProgressPage } from '@fikrspace/companies/components/progress-page';
import { UpcomingMilestones } from '@fikrspace/companies/components/upcoming-milestones';

/**
 * Progress (/fikrspace/startup/progress): the companies context's progress against the plan, with
 * the milestones due in the next month beside it, so a founder reading how the quarters went also
 * sees what comes next.
 */
export default function StartupProgressPage() {
  return <ProgressPage aside={(scope) => <UpcomingMilestones scope={scope} days={30} limit={6} />} />;
}
