import { appendFileSync } from 'node:fs';

/**
 * Notes each test database boot, one line per boot, in the file FIKRSPACE_BOOT_LOG names (nothing
 * when it is unset): `kind=migrate` when the project was applied from scratch (a template build),
 * `kind=copy` when a database started as a copy of a template. A budget check counts the lines,
 * so a change that brings back a full migration per test file shows up as a number, not as a
 * slower run nobody can explain.
 *
 * Lines are appended with one write each, so the worker threads and processes of one run can share
 * the file.
 * @param {'migrate' | 'copy'} kind
 * @param {Record<string, string | number>} details
 */
export function recordBoot(kind, details = {}) {
  const file = process.env.FIKRSPACE_BOOT_LOG;
  if (!file) return;
  const fields = Object.entries(details).map(([key, value]) => `${key}=${value}`);
  appendFileSync(file, `${[`kind=${kind}`, ...fields].join(' ')}\n`);
}
