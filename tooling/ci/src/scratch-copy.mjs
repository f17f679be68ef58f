import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Tracked files, as git lists them: a copy holds exactly what a fresh clone holds. */
export const trackedFiles = () => execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);

/**
 * A copy of the tracked files in a repository of its own, committed once, for tests that run turbo
 * (which reads the workspace from git) on changes they make. Answers the copy's folder and a `git`
 * runner in it; the caller removes the folder.
 */
export function scratchRepository(prefix, files = trackedFiles()) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(REPO_ROOT, file), path.join(dir, file));
  }
  const git = (...args) => execFileSync('git', ['-c', 'user.name=scratch', '-c', 'user.email=scratch@fikrspace.test', ...args], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'copy');
  return { dir, git };
}
