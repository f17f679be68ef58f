import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './static-server.mjs';

const REMOTES = ['site', 'investor', 'accelerator', 'mentor', 'startup', 'government', 'affiliates', 'feedback', 'office'];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const appsDir = path.join(repoRoot, 'apps');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const missing = ['shell', ...REMOTES].filter((app) => !existsSync(path.join(appsDir, app, 'dist', 'index.html')) && !existsSync(path.join(appsDir, app, 'dist', 'remoteEntry.js')));
if (missing.length) {
  console.error(`Not built yet: ${missing.join(', ')}. Run pnpm build (pnpm start does it for you).`);
  process.exit(1);
}

const server = createStaticServer({ appsDir, remotes: REMOTES });
server.on('error', (error) => {
  console.error(`Could not listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const url = `http://localhost:${port}`;
  console.log(`FikrSpace is running at ${url}`);
  console.log(`  public site     ${url}/`);
  console.log(`  portal          ${url}/fikrspace/portal`);
  for (const [name, prefix] of [
    ['investor', 'investor'],
    ['accelerator', 'accelerator'],
    ['mentor', 'mentor'],
    ['startup', 'startup'],
    ['government', 'gov'],
    ['affiliates', 'affiliates'],
    ['feedback', 'feedback'],
    ['office', 'office'],
  ]) {
    console.log(`  ${name.padEnd(15)} ${url}/fikrspace/${prefix}/`);
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
