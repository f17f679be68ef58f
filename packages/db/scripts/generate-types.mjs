#!/usr/bin/env node
/**
 * Writes src/database.types.ts from supabase/migrations, as `supabase gen types typescript --local`
 * would print it, without a running Supabase stack (see database-types.mjs).
 *
 *   node scripts/generate-types.mjs           regenerate the file
 *   node scripts/generate-types.mjs --check   write nothing; exit 1 when the file is out of date
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeDifference, generateTypes, TYPES_FILE } from './database-types.mjs';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--check');
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}\nUsage: generate-types.mjs [--check]`);
  process.exit(2);
}
const check = args.includes('--check');
const shown = path.relative(process.cwd(), TYPES_FILE) || TYPES_FILE;

const started = performance.now();
const generated = await generateTypes();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (check) {
  const current = existsSync(TYPES_FILE) ? readFileSync(TYPES_FILE, 'utf8') : null;
  const difference = current === null ? `${shown} does not exist.` : describeDifference(current, generated);
  if (difference) {
    console.error(`${shown} does not match supabase/migrations.\n${difference}\n\nRun \`pnpm --filter @fikrspace/db generate-types\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${shown} is up to date (${seconds} s).`);
} else {
  const current = existsSync(TYPES_FILE) ? readFileSync(TYPES_FILE, 'utf8') : null;
  if (current === generated) {
    console.log(`${shown} is already up to date (${seconds} s).`);
  } else {
    writeFileSync(TYPES_FILE, generated);
    console.log(`Wrote ${shown} (${seconds} s).`);
  }
}
