import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from './migrate.mjs';
import { seedFiles } from './seed-files.mjs';

describe('the seed files of a project', () => {
  /** @type {string} */
  let project;
  const write = (/** @type {string} */ file, text = '') => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  };
  const config = (/** @type {string} */ seedTable) => write('config.toml', `project_id = "test"\n\n[db.seed]\n${seedTable}\n`);
  const found = () => seedFiles(project).map((file) => path.relative(project, file));

  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), 'seed-files-'));
    for (const file of ['seeds/10_cap_table.sql', 'seeds/00_platform.sql', 'seeds/20_ecosystem.sql', 'seeds/notes.md', 'seed.sql']) write(file);
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it('takes ./seed.sql when config.toml names none, as the Supabase CLI does', () => {
    expect(found()).toEqual(['seed.sql']);
    write('config.toml', 'project_id = "test"\n');
    expect(found()).toEqual(['seed.sql']);
  });

  it('expands a glob relative to the supabase directory, sorted by name, only the files it matches', () => {
    config('sql_paths = ["./seeds/*.sql"]');
    expect(found()).toEqual(['seeds/00_platform.sql', 'seeds/10_cap_table.sql', 'seeds/20_ecosystem.sql']);
  });

  it('runs entries in the order they are listed and a file two entries match once', () => {
    config('sql_paths = ["./seeds/20_ecosystem.sql", "seed.sql", "./seeds/*.sql"]');
    expect(found()).toEqual(['seeds/20_ecosystem.sql', 'seed.sql', 'seeds/00_platform.sql', 'seeds/10_cap_table.sql']);
  });

  it.each([
    ['?', './seeds/?0_*.sql', ['seeds/00_platform.sql', 'seeds/10_cap_table.sql', 'seeds/20_ecosystem.sql']],
    ['a class', './seeds/[01]0_*.sql', ['seeds/00_platform.sql', 'seeds/10_cap_table.sql']],
    ['a negated class', './seeds/[^0]0_*.sql', ['seeds/10_cap_table.sql', 'seeds/20_ecosystem.sql']],
    ['a wildcard directory', './*/00_*.sql', ['seeds/00_platform.sql']],
  ])('matches %s as Go globs do', (_what, pattern, files) => {
    config(`sql_paths = ["${pattern}"]`);
    expect(found()).toEqual(files);
  });

  it('does not take a dot in a pattern for any character', () => {
    write('seeds/30_metricsxsql');
    config('sql_paths = ["./seeds/*.sql"]');
    expect(found()).not.toContain('seeds/30_metricsxsql');
  });

  it('finds nothing when seeding is off or nothing matches', () => {
    config('enabled = false\nsql_paths = ["./seeds/*.sql"]');
    expect(found()).toEqual([]);
    config('sql_paths = ["./missing/*.sql", "./absent.sql"]');
    expect(found()).toEqual([]);
  });

  it('refuses sql_paths that is not a list of paths', () => {
    config('sql_paths = "./seeds/*.sql"');
    expect(() => found()).toThrow('sql_paths must be a list of paths');
  });

  it("runs every .sql file of the project's supabase/seeds, in name order, 00_platform first", () => {
    const expected = readdirSync(path.join(SUPABASE_DIR, 'seeds')).filter((file) => file.endsWith('.sql')).sort();
    expect(seedFiles(SUPABASE_DIR).map((file) => path.relative(SUPABASE_DIR, file))).toEqual(expected.map((file) => `seeds/${file}`));
    expect(expected.slice(0, 2)).toEqual(['00_platform.sql', '10_cap_table.sql']);
  });
});
