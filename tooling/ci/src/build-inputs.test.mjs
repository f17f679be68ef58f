import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT as root, scratchRepository, trackedFiles } from './scratch-copy.mjs';

// A change rebuilds exactly the apps that use what changed: a package's change the apps that
// depend on it (directly or through other packages), an app's change that app alone. Checked
// the way CI would see it: turbo's dry run on a scratch copy of the repository, one file changed
// at a time, comparing each app's build hash with the untouched copy's.

const TURBO = path.join(root, 'node_modules/.bin/turbo');
/** About 40 dry runs of well under a second each, plus the copy. */
const GRAPH_TIMEOUT = 180_000;

function workspacePackages(files) {
  const manifests = files.filter((file) => /^(apps|packages|tooling)\/[^/]+\/package\.json$|^(supabase\/functions|e2e)\/package\.json$/.test(file));
  return manifests.map((file) => {
    const manifest = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
    return {
      name: manifest.name,
      dir: path.dirname(file),
      isApp: file.startsWith('apps/'),
      workspaceDependencies: Object.keys(dependencies).filter((name) => String(dependencies[name]).startsWith('workspace:')),
    };
  });
}

/** The apps that use `name`, directly or through other workspace packages. */
function dependentApps(packages, name) {
  const users = new Set();
  const visit = (target) => {
    for (const candidate of packages) {
      if (!candidate.workspaceDependencies.includes(target) || users.has(candidate.name)) continue;
      users.add(candidate.name);
      visit(candidate.name);
    }
  };
  visit(name);
  return packages.filter((entry) => entry.isApp && (users.has(entry.name) || entry.name === name)).map((entry) => entry.name).sort();
}

describe('build inputs follow the dependency graph', () => {
  const files = trackedFiles();
  const packages = workspacePackages(files);
  let scratch = '';
  let baseline = new Map();

  /** Each app's build hash in the scratch copy as it stands. */
  function appBuildHashes() {
    const output = execFileSync(TURBO, ['run', 'build', '--dry=json'], { cwd: scratch, encoding: 'utf8', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
    const { tasks } = JSON.parse(output.slice(output.indexOf('{')));
    const apps = new Set(packages.filter((entry) => entry.isApp).map((entry) => entry.name));
    return new Map(tasks.filter((task) => task.task === 'build' && apps.has(task.package)).map((task) => [task.package, task.hash]));
  }

  /** The apps whose build hash changes when `file` (relative to the root) gets one more line. */
  function rebuiltBy(file) {
    const target = path.join(scratch, file);
    const original = readFileSync(target);
    appendFileSync(target, '\n');
    try {
      const hashes = appBuildHashes();
      return [...hashes].filter(([app, hash]) => baseline.get(app) !== hash).map(([app]) => app).sort();
    } finally {
      writeFileSync(target, original);
    }
  }

  beforeAll(() => {
    scratch = scratchRepository('fikrspace-build-inputs-', files).dir;
    baseline = appBuildHashes();
  }, GRAPH_TIMEOUT);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('finds every app build in the dry run', () => {
    expect([...baseline.keys()].sort()).toEqual(packages.filter((entry) => entry.isApp).map((entry) => entry.name).sort());
  });

  it(
    'rebuilds, for a change in each workspace package or app, exactly the apps that depend on it',
    () => {
      const mismatches = [];
      for (const entry of packages) {
        // Any tracked file of the package but its manifest (which would change the graph itself).
        const file = files.find((candidate) => candidate.startsWith(`${entry.dir}/`) && !candidate.endsWith('/package.json') && !candidate.includes('/public/locales/'));
        if (!file) continue;
        const expected = dependentApps(packages, entry.name);
        const actual = rebuiltBy(file);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) mismatches.push({ package: entry.name, file, expected, actual });
      }
      expect(mismatches).toEqual([]);
    },
    GRAPH_TIMEOUT,
  );

  it(
    "rebuilds every app for a change in the shell's frame texts, which each app's prerendered pages carry",
    () => {
      const apps = packages.filter((entry) => entry.isApp).map((entry) => entry.name).sort();
      expect(rebuiltBy('apps/shell/public/locales/en/common.json')).toEqual(apps);
    },
    GRAPH_TIMEOUT,
  );
});
