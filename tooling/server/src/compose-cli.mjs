#!/usr/bin/env node
// pnpm compose --out <folder> --origin <https://host> [--backend-url <url> --anon-key <key>]
// Writes the static-host deployment of the current builds (see compose-static.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { composeStaticSite } from './compose-static.mjs';

const usage = 'Usage: pnpm compose --out <folder> --origin <https://your.host> [--backend-url <url> --anon-key <key>]';
let values;
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' }, origin: { type: 'string' }, 'backend-url': { type: 'string' }, 'anon-key': { type: 'string' } } }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const problems = [
  !values.out && '--out is missing: the folder to write the deployment into',
  !values.origin && '--origin is missing: the address the site is served at (canonical links and the sitemap use it)',
  values.origin && !/^https?:\/\/[^/]+$/.test(values.origin) && `--origin must be a bare http(s) origin such as https://www.example.com, not ${values.origin}`,
  Boolean(values['backend-url']) !== Boolean(values['anon-key']) && '--backend-url and --anon-key go together',
].filter(Boolean);
if (problems.length) {
  console.error(`${problems.join('\n')}\n${usage}`);
  process.exit(2);
}
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const runtimeConfig = values['backend-url'] ? { supabase: { url: values['backend-url'], anonKey: values['anon-key'] } } : null;
try {
  const summary = composeStaticSite({ appsDir: path.join(repoRoot, 'apps'), outDir, origin: values.origin, runtimeConfig });
  console.log(JSON.stringify({ outDir, ...summary }, null, 2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
