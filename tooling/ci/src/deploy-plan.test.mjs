import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageApp, remoteManifestEntry } from './deploy-package.mjs';
import { deployableApps, planDeploy } from './deploy-plan.mjs';
import { scratchRepository } from './scratch-copy.mjs';

const ALL_APPS = deployableApps().map((entry) => entry.app);
/** A copy, a commit per change, and three dry runs of about a second each. */
const PLAN_TIMEOUT = 120_000;

describe('the deploy plan since a revision', () => {
  let scratch = { dir: '', git: () => '' };

  /** Commits one more line in each of `files` and answers the plan since the commit before. */
  function planAfterChanging(...files) {
    for (const file of files) appendFileSync(path.join(scratch.dir, file), '\n');
    scratch.git('commit', '-qam', `change ${files.join(', ')}`);
    return planDeploy({ cwd: scratch.dir, since: 'HEAD~1' });
  }

  beforeAll(() => {
    scratch = scratchRepository('fikrspace-deploy-plan-');
  }, PLAN_TIMEOUT);

  afterAll(() => {
    if (scratch.dir) rmSync(scratch.dir, { recursive: true, force: true });
  });

  it(
    'plans one portal alone when only its files changed, and says which',
    () => {
      const plan = planAfterChanging('apps/mentor/src/portal.ts');
      expect(plan.deploy).toEqual(['mentor']);
      const mentor = plan.apps.find((entry) => entry.app === 'mentor');
      expect(mentor).toMatchObject({ deploy: true, site: 'mentor', changedInputs: ['apps/mentor/src/portal.ts'], changedInputCount: 1, reason: '1 of its build inputs changed', versionUnchanged: true });
      expect(plan.apps.find((entry) => entry.app === 'investor')).toMatchObject({ deploy: false, reason: 'its build is the same as at the revision' });
      expect(plan.since).toEqual({ revision: 'HEAD~1', commit: scratch.git('rev-parse', 'HEAD~1').trim() });
    },
    PLAN_TIMEOUT,
  );

  it(
    "plans a context package's users, through the packages they build on",
    () => {
      const plan = planAfterChanging('packages/cap-table/src/keys.ts');
      expect(plan.deploy).toEqual(['shell', 'investor', 'startup']);
      expect(plan.apps.find((entry) => entry.app === 'startup')?.changedInputs).toEqual(['packages/cap-table/src/keys.ts']);
    },
    PLAN_TIMEOUT,
  );

  it(
    'tells a version bump apart from a build deployed again under the same version',
    () => {
      const manifestFile = path.join(scratch.dir, 'apps/mentor/package.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, version: '9.0.0' }, null, 2)}\n`);
      const plan = planAfterChanging();
      expect(plan.deploy).toEqual(['mentor']);
      expect(plan.apps.find((entry) => entry.app === 'mentor')).toMatchObject({ version: '9.0.0', previousVersion: manifest.version, versionUnchanged: false });
    },
    PLAN_TIMEOUT,
  );

  it('plans every app with nothing to compare with, and names a revision it cannot find', () => {
    expect(planDeploy({ cwd: scratch.dir, since: null }).deploy).toEqual(ALL_APPS);
    expect(() => planDeploy({ cwd: scratch.dir, since: 'no-such-revision' })).toThrow('no-such-revision is not a revision of this repository');
  });
});

describe('the folder for a static host', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'fikrspace-deploy-package-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  function fakeBuild(name, files) {
    const dist = path.join(work, name);
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), body);
    }
    return dist;
  }

  const mentor = { app: 'mentor', package: '@fikrspace/app-mentor', site: 'mentor', version: '0.2.0', buildHash: 'abc' };
  const manifest = JSON.stringify({ shared: [{ name: '@fikrspace/ui', singleton: true, requiredVersion: '^1.0.0' }, { name: 'lodash', singleton: false, requiredVersion: '^4.0.0' }] });

  it("holds a remote's served files, without the build's private data, and its run-time manifest entry", () => {
    const distDir = fakeBuild('mentor-dist', { 'mf-manifest.json': manifest, 'remoteEntry.js': '', 'assets/portal-1.js': '', 'prerender/en.json': '{}', 'routes.json': '{}', 'mf-stats.json': '{}', _headers: '' });
    const folder = path.join(work, 'out', 'mentor');
    const release = packageApp({ entry: mentor, distDir, folder, commit: 'c0ffee', remoteBase: '' });
    expect(release).toEqual({
      app: 'mentor',
      package: '@fikrspace/app-mentor',
      version: '0.2.0',
      commit: 'c0ffee',
      buildHash: 'abc',
      runtimeManifestEntry: { mentor: '/remotes/mentor/mf-manifest.json' },
      sharedRequirements: { '@fikrspace/ui': '^1.0.0' },
    });
    expect(JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'))).toEqual(release);
    for (const served of ['mf-manifest.json', 'remoteEntry.js', 'assets/portal-1.js', '_headers']) expect(existsSync(path.join(folder, served))).toBe(true);
    for (const kept of ['prerender', 'routes.json', 'mf-stats.json']) expect(existsSync(path.join(folder, kept))).toBe(false);
  });

  it('points the entry at REMOTE_BASE when the remote was built for its own address', () => {
    expect(remoteManifestEntry('mentor', 'https://cdn.example.com/mentor')).toBe('https://cdn.example.com/mentor/mf-manifest.json');
    expect(remoteManifestEntry('mentor', 'https://cdn.example.com/mentor/')).toBe('https://cdn.example.com/mentor/mf-manifest.json');
  });

  it('refuses an app that has not been built', () => {
    expect(() => packageApp({ entry: mentor, distDir: path.join(work, 'missing'), folder: path.join(work, 'out', 'missing'), commit: 'c0ffee' })).toThrow('No build of mentor');
  });
});
