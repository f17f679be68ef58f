import { SupportPage as HelpCenterSupportPage } from '@fikrspace/help-center/components/support-page';

/**
 * Support (/fikrspace/startup/support): the startup's requests to the platform team and the form
 * to open one, from the help-center context; the office answers them.
 */
export default function SupportPage() {
  return <HelpCenterSupportPage />;
}
