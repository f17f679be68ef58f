import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPgliteProject, openPostgresProject, projectFingerprint, templateName } from '../src/db/project-template.mjs';
import { FIXTURE_PROJECT, LOCAL_POSTGRES, SETUP_TIMEOUT, targets } from './support/backend.mjs';

/**
 * Test databases start as copies of a template the project was applied to once: a change to the
 * migrations or seeds makes a new template, each copy is a database of its own, and every boot
 * is counted in FIKRSPACE_BOOT_LOG.
 */

/** A copy of the fixture project with a migration of its own, so its template is built here. */
function scratchProject() {
  const directory = mkdtempSync(path.join(tmpdir(), 'template-project-'));
  cpSync(FIXTURE_PROJECT, directory, { recursive: true });
  writeFileSync(path.join(directory, 'migrations', '20240109000000_marker.sql'), `create table public.marker (id int primary key); comment on table public.marker is '${randomUUID()}';\n`);
  return directory;
}

describe('the fingerprint of a project', () => {
  let project = '';
  beforeEach(() => {
    project = scratchProject();
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it('changes with an edited, added or renamed migration and with the seeds, and with nothing else', () => {
    const seen = new Set([projectFingerprint(project)]);
    const changed = () => {
      const fingerprint = projectFingerprint(project);
      const fresh = !seen.has(fingerprint);
      seen.add(fingerprint);
      return fresh;
    };
    writeFileSync(path.join(project, 'functions', 'unrelated.mjs'), 'export {};\n');
    expect(changed()).toBe(false);
    const marker = path.join(project, 'migrations', '20240109000000_marker.sql');
    writeFileSync(marker, `${readFileSync(marker, 'utf8')}-- edited\n`);
    expect(changed()).toBe(true);
    writeFileSync(path.join(project, 'migrations', '20240110000000_more.sql'), 'select 1;\n');
    expect(changed()).toBe(true);
    renameSync(path.join(project, 'migrations', '20240110000000_more.sql'), path.join(project, 'migrations', '20240111000000_more.sql'));
    expect(changed()).toBe(true);
    mkdirSync(path.join(project, 'seeds'));
    writeFileSync(path.join(project, 'seeds', '10_people.sql'), "insert into public.marker values (1);\n");
    expect(changed()).toBe(true);
    writeFileSync(path.join(project, 'config.toml'), `${readFileSync(path.join(project, 'config.toml'), 'utf8')}\n[db.seed]\nsql_paths = ["./seeds/*.sql"]\n`);
    expect(changed()).toBe(true);
  });
});

const TARGETS = await targets();

describe.each([
  { name: 'pglite', open: (project) => openPgliteProject({ supabaseDir: project }).then((db) => ({ db, drop: async () => undefined })) },
  ...(TARGETS.some((target) => target.name === 'postgres') ? [{ name: 'postgres', open: (project) => openPostgresProject(LOCAL_POSTGRES, { supabaseDir: project, prefix: 'template_test' }) }] : []),
])('databases copied from the template on $name', ({ name, open }) => {
  const project = scratchProject();
  const log = path.join(project, 'boots.log');
  const previousLog = process.env.FIKRSPACE_BOOT_LOG;
  /** @type {Array<{ db: any, drop: () => Promise<void> }>} */
  const opened = [];
  afterAll(async () => {
    for (const { db, drop } of opened) {
      await db.close();
      await drop();
    }
    process.env.FIKRSPACE_BOOT_LOG = previousLog;
    if (previousLog === undefined) delete process.env.FIKRSPACE_BOOT_LOG;
    rmSync(path.join(tmpdir(), `fikrspace-project-${templateName(project).name}`), { recursive: true, force: true });
    if (name === 'postgres') {
      const { openDatabase } = await import('../src/db/index.mjs');
      const admin = await openDatabase({ url: LOCAL_POSTGRES, poolSize: 1 });
      const template = `fikrspace_template_${templateName(project).name}`;
      await admin.query(`alter database ${template} is_template false`).catch(() => undefined);
      await admin.query(`drop database if exists ${template}`);
      await admin.close();
    }
    rmSync(project, { recursive: true, force: true });
  }, SETUP_TIMEOUT);

  it('migrates once, then copies: each copy has the project and is a database of its own', async () => {
    process.env.FIKRSPACE_BOOT_LOG = log;
    const first = await open(project);
    opened.push(first);
    const second = await open(project);
    opened.push(second);
    const kinds = readFileSync(log, 'utf8').trim().split('\n').map((line) => /^kind=(\w+) engine=(\w+)/.exec(line)?.slice(1).join(' '));
    expect(kinds).toEqual([`migrate ${name}`, `copy ${name}`, `copy ${name}`]);

    const versions = 'select version from supabase_migrations.schema_migrations order by version';
    expect((await first.db.query(versions)).rows.map((row) => row.version)).toEqual(['20240101000000', '20240102000000', '20240103000000', '20240109000000']);
    await first.db.query('insert into public.marker values (1)');
    expect((await first.db.query('select count(*)::int as n from public.marker')).rows).toEqual([{ n: 1 }]);
    expect((await second.db.query('select count(*)::int as n from public.marker')).rows).toEqual([{ n: 0 }]);
    // A later copy starts from the template, not from what a test left behind.
    const third = await open(project);
    opened.push(third);
    expect((await third.db.query('select count(*)::int as n from public.marker')).rows).toEqual([{ n: 0 }]);
    expect(readFileSync(log, 'utf8').match(/kind=migrate/g)).toHaveLength(1);
  }, SETUP_TIMEOUT);

  it('keeps the templates of other projects: a run uses several at once', async () => {
    process.env.FIKRSPACE_BOOT_LOG = log;
    const other = await open(FIXTURE_PROJECT);
    opened.push(other);
    const migrations = () => readFileSync(log, 'utf8').match(/kind=migrate/g)?.length ?? 0;
    const before = migrations();
    const again = await open(project);
    opened.push(again);
    expect(migrations()).toBe(before);
  }, SETUP_TIMEOUT);

  it.runIf(name === 'pglite')('builds a removed template again', async () => {
    process.env.FIKRSPACE_BOOT_LOG = log;
    const template = path.join(tmpdir(), `fikrspace-project-${templateName(project).name}`);
    expect(existsSync(template)).toBe(true);
    const migrations = () => readFileSync(log, 'utf8').match(/kind=migrate/g)?.length ?? 0;
    const before = migrations();
    rmSync(template, { recursive: true, force: true });
    const again = await open(project);
    opened.push(again);
    expect(migrations()).toBe(before + 1);
    expect((await again.db.query('select count(*)::int as n from public.marker')).rows).toEqual([{ n: 0 }]);
  }, SETUP_TIMEOUT);
});
