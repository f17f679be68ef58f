import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlatformWorker } from '@fikrspace/jobs';
import { remoteAppNames, remoteSites } from '@fikrspace/sites/node';
import { localBackendOptions } from './backend-options.mjs';
import { configuredOrigin, siteHosts } from './site-origins.mjs';
import { createStaticServer } from './static-server.mjs';

const REMOTES = remoteAppNames();
const DEMO_ACCOUNTS = [
  'owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user',
  'startup', 'mentor', 'accelerator', 'investor', 'university', 'government', 'other-startup', 'multi-org',
].map((name) => `${name}@fikrspace.test`);
export const DEMO_PASSWORD = 'fikrspace-demo';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const appsDir = path.join(repoRoot, 'apps');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const withBackend = process.env.FIKRSPACE_BACKEND !== 'off';

const missing = ['shell', ...REMOTES].filter((app) => !existsSync(path.join(appsDir, app, 'dist', 'index.html')) && !existsSync(path.join(appsDir, app, 'dist', 'remoteEntry.js')));
if (missing.length) {
  console.error(`Not built yet: ${missing.join(', ')}. Run pnpm build (pnpm start does it for you).`);
  process.exit(1);
}

// Canonical links, the sitemap, mail links and the backend's CORS all name this origin and the
// site hosts of the built shell's host map, whatever Host header a request arrives with.
const publicOrigin = configuredOrigin(process.env.FIKRSPACE_APP_URL, port);
const readShellRemotes = () => {
  try {
    return JSON.parse(readFileSync(path.join(appsDir, 'shell', 'dist', 'remotes.json'), 'utf8'));
  } catch {
    return null;
  }
};

let backend = null;
if (withBackend) {
  const { startLocalBackend } = await import('../../local-backend/src/index.mjs');
  // The local directory follows FIKRSPACE_LOCAL_DIR (tests point it at a scratch folder so they
  // never share a database with a running pnpm start).
  backend = await startLocalBackend({
    port: Number(process.env.SUPABASE_PORT ?? 54321),
    backendOptions: localBackendOptions(port, { publicOrigin, hosts: siteHosts(readShellRemotes()) }),
  });
}

// The job worker (spec 001 §9): welcome mails, invitations, reports. FIKRSPACE_WORKER=off leaves
// the queue to a worker run elsewhere (pnpm worker).
const worker =
  backend && process.env.FIKRSPACE_WORKER !== 'off'
    ? startPlatformWorker({
        url: backend.url,
        serviceRoleKey: backend.serviceRoleKey,
        appUrl: process.env.FIKRSPACE_APP_URL ?? `http://localhost:${port}`,
        sender: process.env.FIKRSPACE_MAIL_FROM,
        log: (message) => console.log(`[worker] ${message}`),
      })
    : null;

const server = createStaticServer({
  appsDir,
  remotes: REMOTES,
  runtimeConfig: backend ? { supabase: { url: backend.url, anonKey: backend.anonKey } } : null,
  shellOrigins: (process.env.FIKRSPACE_SHELL_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
  publicOrigin,
});
server.on('error', (error) => {
  console.error(`Could not listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const url = `http://localhost:${port}`;
  console.log(`FikrSpace is running at ${url}`);
  console.log(`  public site     ${url}/`);
  console.log(`  portal          ${url}/fikrspace/portal`);
  for (const site of remoteSites()) if (site.prefixes[0]) console.log(`  ${site.id.padEnd(15)} ${url}${site.prefixes[0]}/`);
  if (backend) {
    console.log(`\nSupabase API      ${backend.url}   (keys in .local/supabase.json; pnpm backend:status)`);
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    console.log(`  ${DEMO_ACCOUNTS.join('\n  ')}`);
  }
  if (worker) console.log(`\nJob worker        ${worker.workerId}, polling every second (mail goes to public.mail_outbox)`);
});

async function shutdown() {
  server.close();
  await worker?.stop();
  await backend?.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown());
