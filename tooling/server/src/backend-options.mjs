/**
 * How the local backend is configured when it runs beside the pages `pnpm start` serves on
 * `port`: the browser calls the API from that origin (and its host-mode subdomains), and links in
 * mail (sign-up confirmation, recovery, e-mail change) bring people back to it.
 * @param {number} port
 */
export function localBackendOptions(port) {
  return {
    allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://*.localhost:${port}`],
    siteUrl: `http://localhost:${port}`,
  };
}
