/**
 * The pages a build serves (written as `dist/routes.json`), for servers that answer without
 * running the app: the static server's 404 status and sitemap. Read from the route table itself,
 * evaluated by an SSR loader that never follows the lazy page imports, so it cannot drift from it.
 */
export async function routeTableWith(load, entry, exportName = 'default') {
  const portal = (await load(entry))[exportName];
  const kit = await load('@fikrspace/portal-kit');
  const providers = Object.entries(kit.OAUTH_PROVIDERS);
  return {
    site: portal.id,
    pages: [
      ...portal.routes.map((route) => ({ path: route.path, auth: route.auth, indexable: !route.auth && !route.meta.noindex })),
      ...kit.SHARED_PAGE_ROUTES.map((route) => ({ path: route, auth: false, indexable: false })),
      ...providers.filter(([, provider]) => provider.active).map(([, provider]) => ({ path: provider.callbackPath, auth: false, indexable: false })),
    ],
    notFound: [...kit.SHARED_NOT_FOUND_ROUTES, ...kit.OAUTH_NOT_FOUND_CALLBACKS.map((name) => `/auth/callback/${name}`)],
    // Whole paths the shell sends on to a portal (spec 001 §2.11), whatever site they look like.
    redirects: Object.keys(kit.PORTAL_SWITCH_REDIRECTS),
  };
}
