import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, typecheckProjects, workspaceDirectories } from './typecheck.mjs';

describe('the projects the one typecheck covers', () => {
  let scratch = '';
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('includes every workspace package that can typecheck itself, and the Supabase tests', () => {
    const withScript = workspaceDirectories().filter((directory) => {
      const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, directory, 'package.json'), 'utf8'));
      return Boolean(manifest.scripts?.typecheck);
    });
    expect(withScript.length).toBeGreaterThan(20);
    const projects = typecheckProjects();
    expect(projects).toEqual(expect.arrayContaining([...withScript, 'supabase']));
  });

  it('finds a package added to a workspace folder without being told', () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'typecheck-projects-'));
    writeFileSync(path.join(scratch, 'pnpm-workspace.yaml'), 'packages:\n  - apps/*\n  - "tooling/*"\n  - e2e\n\ncatalog:\n  x: 1\n');
    for (const directory of ['apps/one', 'apps/new-one', 'apps/not-a-package', 'tooling/no-types', 'e2e', 'supabase']) mkdirSync(path.join(scratch, directory), { recursive: true });
    for (const directory of ['apps/one', 'apps/new-one', 'tooling/no-types', 'e2e']) writeFileSync(path.join(scratch, directory, 'package.json'), '{}');
    for (const directory of ['apps/one', 'apps/new-one', 'apps/not-a-package', 'e2e', 'supabase']) writeFileSync(path.join(scratch, directory, 'tsconfig.json'), '{}');
    expect(workspaceDirectories(scratch)).toEqual(['apps/new-one', 'apps/one', 'tooling/no-types', 'e2e']);
    expect(typecheckProjects(scratch)).toEqual(['apps/new-one', 'apps/one', 'e2e', 'supabase']);
  });
});
