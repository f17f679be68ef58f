import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../db/migrate.mjs';
import { bucketSeeds, mimeTypeOf, seedObjectFiles } from './seed-objects.mjs';

describe('the objects config.toml seeds', () => {
  /** @type {string} */
  let project;
  const write = (/** @type {string} */ file, text = '') => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  };
  const config = (/** @type {string} */ tables) => write('config.toml', `project_id = "test"\n\n[storage]\nfile_size_limit = "50MiB"\n\n${tables}\n`);
  const keys = () => bucketSeeds(project).flatMap(seedObjectFiles).map(({ bucketId, key, size }) => [bucketId, key, size]);

  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), 'seed-objects-'));
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it('seeds nothing without config.toml or bucket tables', () => {
    expect(bucketSeeds(project)).toEqual([]);
    config('');
    expect(bucketSeeds(project)).toEqual([]);
  });

  it('takes the buckets with an objects_path, resolved against the supabase directory', () => {
    config('[storage.buckets.decks]\nobjects_path = "./seeds/decks"\n\n[storage.buckets.logos]\npublic = true\n\n[storage.buckets.room]\nobjects_path = "/srv/room"');
    expect(bucketSeeds(project)).toEqual([
      { bucketId: 'decks', objectsPath: path.join(project, 'seeds/decks') },
      { bucketId: 'room', objectsPath: '/srv/room' },
    ]);
  });

  it('keys each regular file by its path under objects_path, in order, skipping symbolic links', () => {
    config('[storage.buckets.decks]\nobjects_path = "./seeds/decks"');
    write('seeds/decks/org-b/deck.pdf', 'b');
    write('seeds/decks/org-a/legal/terms.pdf', 'terms');
    write('seeds/decks/org-a/deck.pdf', 'a deck');
    symlinkSync(path.join(project, 'seeds/decks/org-a/deck.pdf'), path.join(project, 'seeds/decks/link.pdf'));
    expect(keys()).toEqual([
      ['decks', 'org-a/deck.pdf', 6],
      ['decks', 'org-a/legal/terms.pdf', 5],
      ['decks', 'org-b/deck.pdf', 1],
    ]);
  });

  it('keys an objects_path naming one file by the file name', () => {
    config('[storage.buckets.decks]\nobjects_path = "./seeds/welcome.pdf"');
    write('seeds/welcome.pdf', 'hello');
    expect(keys()).toEqual([['decks', 'welcome.pdf', 5]]);
  });

  it('refuses an objects_path that is missing or not a path', () => {
    config('[storage.buckets.decks]\nobjects_path = "./seeds/missing"');
    expect(() => keys()).toThrow('objects_path');
    config('[storage.buckets.decks]\nobjects_path = 3');
    expect(() => keys()).toThrow('objects_path must be a path');
  });

  it('types a file by its extension', () => {
    expect(['a.pdf', 'b.DOCX', 'c.png', 'd.mp3', 'e.bin', 'no-extension'].map(mimeTypeOf)).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/png',
      'audio/mpeg',
      'application/octet-stream',
      'application/octet-stream',
    ]);
  });

  it("seeds the project's demo pitch decks and data rooms: six PDFs for each of the 62 startups", () => {
    const seeds = bucketSeeds(SUPABASE_DIR);
    expect(seeds.map((seed) => seed.bucketId).sort()).toEqual(['data-room', 'pitch-decks']);
    const files = seeds.flatMap(seedObjectFiles);
    expect(files.filter((file) => file.bucketId === 'pitch-decks')).toHaveLength(62 * 2);
    expect(files.filter((file) => file.bucketId === 'data-room')).toHaveLength(62 * 4);
    expect(files.every((file) => mimeTypeOf(file.file) === 'application/pdf')).toBe(true);
  });
});
