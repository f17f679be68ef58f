/**
 * Runs `work` with Vite's SSR module loader rooted at an app: modules are transformed as the app's
 * build would (TypeScript, JSX, workspace packages) and evaluated in Node, lazily, so a route
 * table's page imports are only followed when something renders them.
 */
export async function withSsrLoader(appDir, work) {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: false,
    root: appDir,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await work((id) => server.ssrLoadModule(id));
  } finally {
    await server.close();
  }
}
