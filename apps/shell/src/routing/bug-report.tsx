import { hostSiteOf, isBugReportButtonVisible } from '@fikrspace/portal-kit';
import { BugReportButton } from '@fikrspace/ui';
import { useLocation } from '@fikrspace/router';
import { feedbackUrlFor } from '../remotes/runtime-config';
import { useRuntimeConfig } from './runtime-config-context';

/** Spec 001 §2.12: one bug-report button over every site, shown or hidden for the current page and host. */
export function ShellBugReportButton() {
  const { pathname } = useLocation();
  const config = useRuntimeConfig();
  const visible = isBugReportButtonVisible(pathname, hostSiteOf(window.location.hostname, config.hosts));
  return <BugReportButton href={feedbackUrlFor(config, window.location)} visible={visible} />;
}
