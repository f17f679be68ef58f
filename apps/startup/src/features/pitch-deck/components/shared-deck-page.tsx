import { SharedDeckPage } from '@fikrspace/cap-table/components/shared-deck-page';
import { useCurrentRoute } from '@fikrspace/portal-kit';

/** The page an expiring pitch deck link opens (/fikrspace/startup/shared-deck/:token), signed in or not. */
export default function StartupSharedDeckPage() {
  const { params } = useCurrentRoute();
  return <SharedDeckPage token={params.token ?? ''} />;
}
