import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUCKET_RULES, BUCKETS, FILE_TYPE_EXTENSIONS, FILE_TYPE_LABELS, acceptFor, checkFile, contentTypeFor, type Bucket, type BucketRule, type FileFacts } from './model';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../supabase/migrations');

interface InsertedBucket {
  id: string;
  public: boolean;
  maxBytes: number;
  mimeTypes: string[];
  file: string;
}

/**
 * The rows the migrations insert into storage.buckets: each `(id, name, public, file_size_limit,
 * array[...])` tuple of every `insert into storage.buckets ... values ...` statement.
 */
function insertedBuckets(): InsertedBucket[] {
  const rows: InsertedBucket[] = [];
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort()) {
    const sql = readFileSync(path.join(MIGRATIONS, file), 'utf8').replace(/--[^\n]*/g, '');
    for (const [, values] of sql.matchAll(/insert\s+into\s+storage\.buckets\s*\([^)]*\)\s*values([\s\S]*?)(?:\bon\s+conflict\b|;)/gi)) {
      const tuple = /\(\s*'([^']+)'\s*,\s*'[^']*'\s*,\s*(true|false)\s*,\s*(\d+)\s*,\s*array\s*\[([^\]]*)\]\s*\)/gi;
      for (const [, id, isPublic, limit, types] of values!.matchAll(tuple)) {
        rows.push({ id: id!, public: isPublic === 'true', maxBytes: Number(limit), mimeTypes: [...types!.matchAll(/'([^']+)'/g)].map((match) => match[1]!), file });
      }
    }
  }
  return rows;
}

const file = (name: string, type: string, size = 1000): FileFacts => ({ name, type, size });
const MIB = 1024 * 1024;

describe('the bucket rules', () => {
  const inserted = insertedBuckets();

  it('are read from the migrations that create the buckets', () => {
    expect(inserted.map((row) => row.file)).toContain('20261128000100_files_buckets.sql');
    expect(inserted.length).toBeGreaterThanOrEqual(6);
  });

  it('name every bucket the migrations insert, and only those', () => {
    expect([...BUCKETS].sort()).toEqual(inserted.map((row) => row.id).sort());
  });

  it.each(inserted.map((row) => [row.id, row] as const))('hold %s as its migration inserts it', (id, row) => {
    const rule = BUCKET_RULES[id as Bucket];
    expect({ public: rule.public, maxBytes: rule.maxBytes, mimeTypes: [...rule.mimeTypes] }).toEqual({ public: row.public, maxBytes: row.maxBytes, mimeTypes: row.mimeTypes });
  });

  it('give every accepted type its extensions and a name for the user, and never accept SVG', () => {
    for (const bucket of BUCKETS) {
      const rule: BucketRule = BUCKET_RULES[bucket];
      expect(Object.keys(rule.extensions), bucket).toEqual([...rule.mimeTypes]);
      for (const type of rule.mimeTypes) {
        expect(rule.extensions[type], type).toEqual(FILE_TYPE_EXTENSIONS[type]);
        expect(FILE_TYPE_EXTENSIONS[type].length, type).toBeGreaterThan(0);
        expect(FILE_TYPE_LABELS[type], type).toBeDefined();
      }
      expect(BUCKET_RULES[bucket].mimeTypes as readonly string[]).not.toContain('image/svg+xml');
    }
    expect(acceptFor('pitch-decks')).toEqual({ 'application/pdf': ['.pdf'] });
    expect(acceptFor('avatars')['image/jpeg']).toEqual(['.jpg', '.jpeg']);
  });
});

describe('checkFile', () => {
  it.each<[string, FileFacts, Bucket, ReturnType<typeof checkFile>]>([
    ['a PDF deck', file('Deck.PDF', 'application/pdf', 3 * MIB), 'pitch-decks', null],
    ['a PNG logo', file('logo.png', 'image/png'), 'organization-logos', null],
    ['a JPEG under its other extension', file('photo.jpeg', 'image/jpeg'), 'avatars', null],
    ['a file exactly at the limit', file('deck.pdf', 'application/pdf', 50 * MIB), 'pitch-decks', null],
    ['an empty file', file('deck.pdf', 'application/pdf', 0), 'pitch-decks', { kind: 'empty' }],
    ['a file one byte over the limit', file('deck.pdf', 'application/pdf', 50 * MIB + 1), 'pitch-decks', { kind: 'too-large', maxBytes: 50 * MIB }],
    ['a large avatar', file('me.webp', 'image/webp', 3 * MIB), 'avatars', { kind: 'too-large', maxBytes: 2 * MIB }],
    ['a Word file as a deck', file('deck.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), 'pitch-decks', { kind: 'wrong-type', accepted: ['application/pdf'] }],
    ['a page posing as an image', file('logo.html', 'image/png'), 'organization-logos', { kind: 'wrong-type', accepted: BUCKET_RULES['organization-logos'].mimeTypes }],
    ['an image named as a PDF', file('deck.pdf', 'image/png'), 'data-room', { kind: 'wrong-type', accepted: BUCKET_RULES['data-room'].mimeTypes }],
    ['an SVG', file('logo.svg', 'image/svg+xml'), 'organization-logos', { kind: 'svg' }],
    ['an SVG without a type', file('logo.svg', ''), 'content', { kind: 'svg' }],
    ['an SVG typed as PNG', file('logo.svg', 'image/png'), 'avatars', { kind: 'svg' }],
    ['a name with a folder in it', file('../etc/passwd.pdf', 'application/pdf'), 'pitch-decks', { kind: 'bad-name' }],
    ['a name of spaces', file('   ', 'application/pdf'), 'pitch-decks', { kind: 'bad-name' }],
    ['a name with a control character', file('deck\u0000.pdf', 'application/pdf'), 'pitch-decks', { kind: 'bad-name' }],
    ['a name longer than any file system allows', file(`${'a'.repeat(300)}.pdf`, 'application/pdf'), 'pitch-decks', { kind: 'bad-name' }],
    ['an Arabic name', file('عرض تقديمي.pdf', 'application/pdf'), 'pitch-decks', null],
    ['a type named after an object property', file('deck.pdf', 'constructor'), 'pitch-decks', { kind: 'wrong-type', accepted: ['application/pdf'] }],
    ['a type named __proto__', file('deck.pdf', '__proto__'), 'pitch-decks', { kind: 'wrong-type', accepted: ['application/pdf'] }],
  ])('%s', (_case, facts, bucket, expected) => {
    expect(checkFile(facts, bucket)).toEqual(expected);
  });

  it('takes the type from the extension when the browser gives none, and the bucket’s name for a type spelled otherwise', () => {
    expect(contentTypeFor(file('deck.pdf', ''), 'pitch-decks')).toBe('application/pdf');
    expect(contentTypeFor(file('deck.pdf', 'application/octet-stream'), 'pitch-decks')).toBe('application/pdf');
    expect(contentTypeFor(file('intro.wav', 'audio/x-wav'), 'content')).toBe('audio/wav');
    expect(contentTypeFor(file('intro.m4a', 'audio/x-m4a'), 'content')).toBe('audio/mp4');
    expect(contentTypeFor(file('deck', ''), 'pitch-decks')).toBeNull();
    expect(checkFile(file('intro.wav', 'audio/x-wav'), 'content')).toBeNull();
  });
});
