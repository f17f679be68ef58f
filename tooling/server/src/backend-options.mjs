import { siteHosts, siteOrigins } from './site-origins.mjs';

/**
 * How the local backend is configured when it runs beside the pages `pnpm start` serves on
 * `port`: the browser calls the API from the platform's own origins only (the published one, each
 * site host of the host map on it, and this machine's loopback names on the port), and links in
 * mail (sign-up confirmation, recovery, e-mail change) bring people back to the published origin.
 * @param {number} port
 * @param {{ publicOrigin?: string, hosts?: Map<string, string> }} [site]
 */
export function localBackendOptions(port, { publicOrigin = `http://localhost:${port}`, hosts = siteHosts(null) } = {}) {
  return {
    allowedOrigins: [...new Set([...siteOrigins(publicOrigin, hosts), `http://localhost:${port}`, `http://127.0.0.1:${port}`])],
    siteUrl: publicOrigin,
  };
}
