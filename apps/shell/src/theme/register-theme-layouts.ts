import { registerThemeComponents, setThemeParent } from '@fikrspace/theme';

/**
 * The built-in themes' layouts are the shared UI components. They are registered here, by the
 * shell, because @fikrspace/ui depends on @fikrspace/theme (the mode toggle) and the registry
 * cannot import the components without a dependency cycle. The other built-in themes extend the
 * default one (as their theme.json files say), so they fall back to these. No built-in theme
 * provides a product page or a full-page menu: each app's own page and header stand in, and a
 * custom theme may provide them.
 */
export function registerBuiltInThemeLayouts(): void {
  const ui = () => import('@fikrspace/ui');
  registerThemeComponents('default', {
    defaultLayout: () => ui().then((module) => ({ default: module.PublicLayout })),
    homePage: () => ui().then((module) => ({ default: module.PortalLanding })),
    portalLayout: () => ui().then((module) => ({ default: module.PortalLayout })),
    simplePage: () => ui().then((module) => ({ default: module.RoutePage })),
    fullPageFooter: () => ui().then((module) => ({ default: module.SiteFooter })),
  });
  // Minimal's own footer: one quiet line. Themes that extend minimal inherit it.
  registerThemeComponents('minimal', { fullPageFooter: () => ui().then((module) => ({ default: module.MinimalFooter })) });
  for (const id of ['fikr-space', 'minimal', 'corporate']) setThemeParent(id, 'default');
}
