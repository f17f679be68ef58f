import { useAppStore } from '@fikrspace/app-store';
import { PortalLanding, RoutePage, type PortalLandingProps } from '@fikrspace/ui';
import { useIsStaticRender } from './use-document-meta';
import { useThemeComponent } from './use-theme-component';

/** A portal's landing page, as the active theme's home page draws it. */
export function ThemedHomePage() {
  const isLoading = useAppStore((state) => state.isLoading);
  const signedIn = useAppStore((state) => state.user !== null);
  const Home = useThemeComponent<PortalLandingProps>('homePage', PortalLanding);
  // Prerendered, the landing is the one a signed-out visitor sees, with its sign-in and sign-up.
  const staticRender = useIsStaticRender();
  return <Home signedIn={staticRender ? false : isLoading ? null : signedIn} />;
}

/** A page that shows its route's title and what it will hold, as the active theme's simple page. */
export function ThemedSimplePage() {
  const Simple = useThemeComponent<object>('simplePage', RoutePage);
  return <Simple />;
}
