import { DEFAULT_PORTAL_PATH, portalPathForOrganizationType } from '@fikrspace/portal-kit';
import { useSession } from '@fikrspace/session';
import { ThemedSimplePage } from '@fikrspace/portal-host';
import { Navigate } from '@fikrspace/router';

/**
 * /fikrspace/portal/ (spec 000 §2, spec 001 §2.11): a member goes on to the portal of their
 * organization's type; everyone else stays on the portal root's home.
 */
export default function PortalHome() {
  const { organization } = useSession();
  const target = portalPathForOrganizationType(organization?.organizationType);
  if (target !== DEFAULT_PORTAL_PATH) return <Navigate to={target} replace />;
  return <ThemedSimplePage />;
}
