import { RoadmapPage } from '@fikrspace/companies/components/roadmap-page';

/**
 * The roadmap (/fikrspace/startup/roadmap): the companies context's page of the startup's
 * milestones by quarter, as it stands; the portal adds nothing to it.
 */
export default function StartupRoadmapPage() {
  return <RoadmapPage />;
}
