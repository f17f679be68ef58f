import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { STORAGE_SEEDS_DIR } from './cli.mjs';
import { demoDocuments, demoStartups } from './documents.mjs';
import { renderPdf } from './pdf.mjs';

const SEEDS_DIR = path.dirname(STORAGE_SEEDS_DIR);
const documents = demoDocuments();

describe('the demo files of supabase/seeds/storage', () => {
  it('are six per startup of the seeds, at the paths the cap-table seeds list', () => {
    const startups = demoStartups();
    const seeded = readFileSync(path.join(SEEDS_DIR, '20_ecosystem.sql'), 'utf8');
    expect(startups).toHaveLength(62);
    for (const startup of startups.slice(2)) expect(seeded).toContain(startup.id);
    expect(documents.filter((document) => document.organizationId === startups[0]?.id).map((document) => `${document.bucket}/${document.path.split('/').slice(1).join('/')}`)).toEqual([
      'pitch-decks/pitch-deck-v1.pdf',
      'pitch-decks/pitch-deck-v2.pdf',
      'data-room/legal/certificate-of-incorporation.pdf',
      'data-room/legal/shareholders-agreement.pdf',
      'data-room/legal/ip-assignment.pdf',
      'data-room/finance/financial-statements.pdf',
    ]);
    expect(documents).toHaveLength(62 * 6);
  });

  it('are what the generator writes, byte for byte (run pnpm seed:files after changing it)', async () => {
    for (const document of documents) {
      const committed = readFileSync(path.join(STORAGE_SEEDS_DIR, document.bucket, document.path));
      expect(Buffer.from(await renderPdf(document)).equals(committed), `${document.bucket}/${document.path}`).toBe(true);
    }
  });

  it('are small PDFs named after their company and title, a deck of six pages', async () => {
    const deck = /** @type {import('./documents.mjs').DemoDocument} */ (documents.find((document) => document.path.endsWith('pitch-deck-v1.pdf')));
    const pdf = await PDFDocument.load(await renderPdf(deck));
    expect(pdf.getTitle()).toBe('Fikr Labs: Seed deck');
    expect(pdf.getPageCount()).toBe(6);
    const arabicNamed = /** @type {import('./documents.mjs').DemoDocument} */ (documents.find((document) => document.company === 'طبيب مدار'));
    expect((await PDFDocument.load(await renderPdf(arabicNamed))).getTitle()).toBe(`Tabib Madar: ${arabicNamed.title}`);
    for (const document of documents.slice(0, 12)) expect((await renderPdf(document)).byteLength).toBeLessThan(8 * 1024);
  });
});
