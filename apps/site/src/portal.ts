import { definePortal, publicNavItem, route, type PageModule } from '@fikrspace/portal-kit';

const homePage = () => import('./pages/home-page');
const contentPage = () => import('./pages/content-page');
const productPage = () => import('./pages/product-page');

/** A public page of the site; `textId` names its texts (`routes.<textId>.*` in the `site` namespace). */
const page = (path: string, textId: string, load: () => Promise<PageModule> = contentPage) => route(path, textId, load, { auth: false, layout: 'public' });

export default definePortal({
  id: 'site',
  name: 'portal.name',
  description: 'portal.description',
  tagline: 'portal.tagline',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    page('/', 'home', homePage),
    page('/about', 'about', homePage),
    page('/test-routing', 'test-routing'),
    page('/blog', 'blog'),
    page('/blog/top-vcs-lisbon', 'blog-top-vcs-lisbon'),
    page('/blog/:slug', 'blog-slug'),
    page('/events', 'events'),
    page('/events/pitch/:slug', 'events-pitch-slug'),
    page('/events/webinar/:slug', 'events-webinar-slug'),
    page('/podcast', 'podcast'),
    page('/contact', 'contact'),
    page('/resources', 'resources'),
    page('/join', 'join'),
    page('/join/thank-you', 'join-thank-you'),
    page('/join-the-movement', 'join-the-movement'),
    page('/scaleup-bootcamp', 'scaleup-bootcamp'),
    page('/bootcamp', 'scaleup-bootcamp'), // an alias, with its original's texts
    page('/fikros', 'fikros', productPage),
    page('/fikrhub', 'fikrhub', productPage),
    page('/fikrcap', 'fikrcap', productPage),
    page('/fikrpitch', 'fikrpitch', productPage),
    page('/fikrscore', 'fikrscore', productPage),
    page('/fikrmoney', 'fikrmoney', productPage),
    page('/features', 'features', productPage),
    page('/gov', 'gov', productPage),
    page('/fikrmarketplace', 'fikrmarketplace'),
    page('/fikrmarketplace/thank-you', 'fikrmarketplace-thank-you'),
    page('/fikrmarketplace/accelerator-detail/:id', 'fikrmarketplace-accelerator-detail-id'),
    page('/fikrmarketplace/startup-detail/:id', 'fikrmarketplace-startup-detail-id'),
    page('/fikrmarketplace/mentor-detail/:id', 'fikrmarketplace-mentor-detail-id'),
    page('/fikrpitch/investor-detail/:id', 'fikrpitch-investor-detail-id'),
    page('/fikrscore/assessment/pre-assessment', 'fikrscore-assessment-pre-assessment'),
    page('/fikrscore/assessment/assessment', 'fikrscore-assessment-assessment'),
    page('/fikrscore/results/:assessmentId', 'fikrscore-results-assessmentId'),
    page('/roadtrips', 'roadtrips'),
    page('/roadtrips/roadtrip-to-riyadh', 'roadtrips-roadtrip-to-riyadh'),
    page('/roadtrips/riyadh-roadtrip-thank-you', 'roadtrips-riyadh-roadtrip-thank-you'),
    page('/webinar/saudi-entrepreneurship', 'webinar-saudi-entrepreneurship'),
    page('/saudi-entrepreneurship', 'webinar-saudi-entrepreneurship'), // an alias, with its original's texts
    page('/:slug', 'slug'),
  ],
  sidebar: [],
  publicNav: [
    publicNavItem('home', '/'),
    publicNavItem('features', '/features'),
    publicNavItem('events', '/events'),
    publicNavItem('blog', '/blog'),
    publicNavItem('podcast', '/podcast'),
    publicNavItem('resources', '/resources'),
    publicNavItem('contact', '/contact'),
    publicNavItem('join', '/join'),
  ],
});
