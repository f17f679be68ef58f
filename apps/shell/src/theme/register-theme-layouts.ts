import { registerThemeComponents, setThemeParent } from '@fikrspace/theme';

/**
 * The built-in themes' layouts are the shared UI components. They are registered here, by the
 * shell, because @fikrspace/ui depends on @fikrspace/theme (the mode toggle) and the registry
 * cannot import the components without a dependency cycle. The other built-in themes extend the
 * default one (as their theme.json files say), so they fall back to these.
 */
export function registerBuiltInThemeLayouts(): void {
  const ui = () => import('@fikrspace/ui');
  registerThemeComponents('default', {
    defaultLayout: () => ui().then((module) => ({ default: module.PublicLayout })),
    homePage: () => ui().then((module) => ({ default: module.PortalLanding })),
    portalLayout: () => ui().then((module) => ({ default: module.PortalLayout })),
    productPage: () => ui().then((module) => ({ default: module.RoutePage })),
    simplePage: () => ui().then((module) => ({ default: module.RoutePage })),
    fullPageFooter: () => ui().then((module) => ({ default: module.SiteFooter })),
  });
  for (const id of ['fikr-space', 'minimal', 'corporate']) setThemeParent(id, 'default');
}
