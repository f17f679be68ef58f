/**
 * The audience portals the home page introduces, each by `home.portals.<id>.name` and
 * `home.portals.<id>.body` in the site's namespace.
 */
export const HOME_PORTALS: ReadonlyArray<{ id: string; href: string }> = [
  { id: 'startup', href: '/fikrspace/startup/' },
  { id: 'mentor', href: '/fikrspace/mentor/' },
  { id: 'accelerator', href: '/fikrspace/accelerator/' },
  { id: 'investor', href: '/fikrspace/investor/' },
  { id: 'gov', href: '/fikrspace/gov/' },
  { id: 'affiliates', href: '/fikrspace/affiliates/' },
  { id: 'feedback', href: '/fikrspace/feedback/' },
];
