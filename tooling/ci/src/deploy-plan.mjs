import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// By path: the root declares no workspace package (docs/decisions.md, "Independent delivery").
import { SHELL, remoteSites } from '../../../packages/sites/src/node.mjs';

/**
 * Which apps must be rebuilt and deployed again since a git revision. An app is in the plan when
 * turbo's hash of its build differs between that revision and the working tree: the hash covers
 * the app's files, every workspace package it builds on, their external dependencies and the
 * build's environment, so an unchanged hash means the same build, already deployed.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TURBO = path.join(REPO_ROOT, 'node_modules/.bin/turbo');
/** How many of an app's changed inputs the plan names; `changedInputCount` says how many there were. */
const NAMED_INPUTS = 10;

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The deployable apps: the shell, then each remote with its site id, in the sites manifest's order. */
export function deployableApps() {
  return [{ app: SHELL.app, site: null }, ...remoteSites().map((site) => ({ app: site.app, site: site.id }))];
}

/** turbo's dry run of every build in `cwd`: each task by id. */
function dryRun(cwd) {
  // stderr kept: in a revision's worktree turbo warns that the tree has no node_modules of its own.
  const output = execFileSync(TURBO, ['run', 'build', '--dry=json'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  const { tasks } = JSON.parse(output.slice(output.indexOf('{')));
  return new Map(tasks.map((task) => [task.taskId, task]));
}

/** The task and every task it depends on, directly or not: an app's build and what it builds on. */
function taskClosure(tasks, taskId) {
  const seen = new Set();
  const visit = (id) => {
    const task = tasks.get(id);
    if (!task || seen.has(id)) return;
    seen.add(id);
    for (const dependency of task.dependencies ?? []) visit(dependency);
  };
  visit(taskId);
  return seen;
}

/** Files (from the repository root) whose hash differs between two dry runs, within the closures. */
function changedInputs(before, after, taskId) {
  const files = new Set();
  for (const id of new Set([...taskClosure(before, taskId), ...taskClosure(after, taskId)])) {
    const a = before.get(id);
    const b = after.get(id);
    const directory = (b ?? a).directory;
    const inputsA = a?.inputs ?? {};
    const inputsB = b?.inputs ?? {};
    for (const name of new Set([...Object.keys(inputsA), ...Object.keys(inputsB)])) {
      if (inputsA[name] !== inputsB[name]) files.add(path.posix.normalize(path.posix.join(directory, name)));
    }
  }
  return [...files].sort();
}

/** The tree of `revision` checked out beside the repository for as long as `work` runs. */
function withRevision(cwd, revision, work) {
  const worktree = mkdtempSync(path.join(tmpdir(), 'fikrspace-deploy-plan-'));
  try {
    git(cwd, 'worktree', 'add', '--detach', '--force', worktree, revision);
    return work(worktree);
  } finally {
    rmSync(worktree, { recursive: true, force: true });
    git(cwd, 'worktree', 'prune');
  }
}

function versionAt(cwd, revision, app) {
  try {
    return JSON.parse(git(cwd, 'show', `${revision}:apps/${app}/package.json`)).version ?? null;
  } catch {
    return null;
  }
}

/** Why an app is, or is not, in the plan. */
function reasonFor({ since, previous, changed, sameBuild }) {
  if (since === null) return 'no revision to compare with: every app is deployed';
  if (!previous) return 'the app did not exist at the revision';
  if (sameBuild) return 'its build is the same as at the revision';
  if (changed.length > 0) return `${changed.length} of its build inputs changed`;
  return 'its external dependencies, environment or build settings changed';
}

/**
 * The plan: every deployable app, whether it must be deployed and why, with its version then and
 * now. `since` is a git revision of `cwd`; null plans every app.
 */
export function planDeploy({ cwd = REPO_ROOT, since = null } = {}) {
  const commit = git(cwd, 'rev-parse', 'HEAD');
  let sinceCommit = null;
  if (since !== null) {
    try {
      sinceCommit = git(cwd, 'rev-parse', '--verify', '--quiet', `${since}^{commit}`);
    } catch {
      throw new Error(`${since} is not a revision of this repository (a shallow clone may not hold it)`);
    }
  }
  const now = dryRun(cwd);
  const then = sinceCommit === null ? null : withRevision(cwd, sinceCommit, dryRun);
  const apps = deployableApps().map(({ app, site }) => {
    const manifest = JSON.parse(readFileSync(path.join(cwd, 'apps', app, 'package.json'), 'utf8'));
    const taskId = `${manifest.name}#build`;
    const current = now.get(taskId);
    if (!current) throw new Error(`turbo's dry run has no ${taskId}`);
    const previous = then?.get(taskId);
    const sameBuild = previous?.hash === current.hash;
    const changed = previous && !sameBuild ? changedInputs(then, now, taskId) : [];
    const previousVersion = sinceCommit === null ? null : versionAt(cwd, sinceCommit, app);
    return {
      app,
      package: manifest.name,
      site,
      deploy: !sameBuild,
      reason: reasonFor({ since, previous, changed, sameBuild }),
      version: manifest.version,
      previousVersion,
      // Deployed again under the version it had: its changelog will not say what changed.
      versionUnchanged: !sameBuild && previousVersion === manifest.version,
      changedInputs: changed.slice(0, NAMED_INPUTS),
      changedInputCount: changed.length,
      buildHash: current.hash,
    };
  });
  return {
    commit,
    since: since === null ? null : { revision: since, commit: sinceCommit },
    deploy: apps.filter((entry) => entry.deploy).map((entry) => entry.app),
    apps,
  };
}
