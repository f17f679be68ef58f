import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, MAX_SLUG_LENGTH, ObjectPathError, objectPath, objectPathOfPublicUrl, randomSuffix } from './object-path';

const OWNER = '00000000-0000-4000-b000-000000000001';
/** The characters Supabase Storage accepts in an object key (storage/limits.ts). */
const SUPABASE_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

describe('objectPath', () => {
  it.each([
    ['a plain name', 'Pitch Deck (final).PDF', `${OWNER}/pitch-deck-final-k3y.pdf`],
    ['accents', 'Café résumé.docx', `${OWNER}/cafe-resume-k3y.docx`],
    ['an Arabic name', 'عرض تقديمي.pdf', `${OWNER}/${FALLBACK_SLUG}-k3y.pdf`],
    ['an Arabic name with Latin in it', 'عرض Fikr Labs 2026.pdf', `${OWNER}/fikr-labs-2026-k3y.pdf`],
    ['a path someone typed', '../../other-org/deck.pdf', `${OWNER}/deck-k3y.pdf`],
    ['a Windows path', 'C:\\Users\\me\\..\\logo.PNG', `${OWNER}/logo-k3y.png`],
    ['dots only', '..', `${OWNER}/${FALLBACK_SLUG}-k3y`],
    ['a hidden file', '.env', `${OWNER}/env-k3y`],
    ['several dots', 'report.v2.final.xlsx', `${OWNER}/report-v2-final-k3y.xlsx`],
    ['no extension', 'README', `${OWNER}/readme-k3y`],
    ['an extension with odd characters', 'photo.J P*G', `${OWNER}/photo-k3y.jpg`],
    ['an Arabic extension', 'ملف.ملف', `${OWNER}/${FALLBACK_SLUG}-k3y`],
  ])('keeps %s readable and safe', (_case, name, expected) => {
    expect(objectPath(OWNER, name, { suffix: 'k3y' })).toBe(expected);
  });

  it('cuts a long name to a readable slug', () => {
    const path = objectPath(OWNER, `${'word '.repeat(40)}.pdf`, { suffix: 'k3y' });
    const slug = path.split('/')[1]!.replace(/-k3y\.pdf$/, '');
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).not.toMatch(/^-|-$/);
  });

  it('refuses an owner folder that is not an id, since the policies read it', () => {
    for (const owner of ['', 'fikr-labs', `${OWNER}/..`, `../${OWNER}`, `${OWNER}/x`]) expect(() => objectPath(owner, 'deck.pdf')).toThrow(ObjectPathError);
  });

  it('gives two uploads of one name two paths', () => {
    expect(objectPath(OWNER, 'deck.pdf')).not.toBe(objectPath(OWNER, 'deck.pdf'));
    expect(randomSuffix()).toMatch(/^[0-9a-z]{8}$/);
  });

  it('whatever the name, answers one file in the owner’s folder within Supabase’s key characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const path = objectPath(OWNER, name);
        const segments = path.split('/');
        expect(path).toMatch(SUPABASE_KEY);
        expect(segments).toHaveLength(2);
        expect(segments[0]).toBe(OWNER);
        expect(segments[1]).not.toMatch(/^\.{1,2}$/);
        expect(segments[1]).toMatch(/^[a-z0-9-]+-[0-9a-z]{8}(\.[a-z0-9]{1,10})?$/);
      }),
    );
  });
});

describe('objectPathOfPublicUrl', () => {
  const BASE = 'https://project.supabase.co/storage/v1/object/public';
  it("answers the stored name of one of the owner's files in the bucket", () => {
    expect(objectPathOfPublicUrl(`${BASE}/avatars/${OWNER}/me-k3y.png`, 'avatars', OWNER)).toBe(`${OWNER}/me-k3y.png`);
    expect(objectPathOfPublicUrl(`http://127.0.0.1:54321/storage/v1/object/public/avatars/${OWNER}/me.png`, 'avatars', OWNER)).toBe(`${OWNER}/me.png`);
  });

  it.each([
    ['another bucket', `${BASE}/organization-logos/${OWNER}/me.png`],
    ["another owner's folder", `${BASE}/avatars/00000000-0000-4000-8000-000000000000/me.png`],
    ['a deeper folder', `${BASE}/avatars/${OWNER}/x/me.png`],
    ['a dot segment', `${BASE}/avatars/${OWNER}/..`],
    ['no address at all', 'not a url'],
    ['an address elsewhere', `https://tracker.example/${OWNER}/me.png`],
  ])('answers nothing for %s', (_case, url) => {
    expect(objectPathOfPublicUrl(url, 'avatars', OWNER)).toBeNull();
  });
});
