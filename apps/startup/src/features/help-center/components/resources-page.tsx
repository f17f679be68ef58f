import { ResourcesPage as HelpCenterResourcesPage } from '@fikrspace/help-center/components/resources-page';

/** Resources (/fikrspace/startup/resources): the platform team's library of guides and templates, from the help-center context. */
export default function ResourcesPage() {
  return <HelpCenterResourcesPage />;
}
