import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** supabase/tests: each context folder in it may hold a tables.ts. */
export const TESTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The public tables of every context, by test folder, read from each folder's tables.ts
 * (`export const TABLES = [...]`): a context lists its own tables, so adding one edits no central
 * list.
 */
export async function tablesByFolder(): Promise<Map<string, readonly string[]>> {
  const folders = readdirSync(TESTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(TESTS_DIR, entry.name, 'tables.ts')))
    .map((entry) => entry.name)
    .sort();
  const lists = await Promise.all(folders.map(async (folder) => ((await import(path.join(TESTS_DIR, folder, 'tables.ts'))) as { TABLES: readonly string[] }).TABLES));
  return new Map(folders.map((folder, index) => [folder, lists[index] ?? []]));
}
