import { useAppStore } from '@fikrspace/app-store';
import { PortalLanding } from '@fikrspace/ui';

export default function LandingPage() {
  const isLoading = useAppStore((state) => state.isLoading);
  const signedIn = useAppStore((state) => state.user !== null);
  return <PortalLanding signedIn={isLoading ? null : signedIn} />;
}
