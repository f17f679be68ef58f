import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * A demo document as a small, real PDF: the built-in Helvetica fonts (nothing embedded, so a file
 * is a few KB), every page headed by the company and the document's title and footed by the
 * organization id. Dates, producer and creator are fixed, so the same document gives the same
 * bytes every time and regenerating the files changes nothing in git.
 */

/** The date every demo file claims: the day the demo data was made. */
const FIXED_DATE = new Date('2026-11-28T09:00:00Z');

/** Slides are 16:9; letters A4. Sizes in PDF points. */
const PAGE_SIZES = { slides: [720, 405], letter: [595.28, 841.89] };

const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.42, 0.45, 0.52);
const ACCENT = rgb(0.05, 0.46, 0.43);

/**
 * @param {import('pdf-lib').PDFFont} font
 * @param {string} text
 */
function writable(font, text) {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Breaks text into lines no wider than `width` at `size`.
 * @param {import('pdf-lib').PDFFont} font @param {string} text @param {number} size @param {number} width
 */
function wrap(font, text, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * @param {import('./documents.mjs').DemoDocument} document
 * @returns {Promise<Uint8Array>}
 */
export async function renderPdf(document) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The built-in fonts write Latin script only: an Arabic name appears in its Latin transcription.
  const company = writable(bold, document.company) ? document.company : document.companyInLatin;

  pdf.setTitle(`${company}: ${document.title}`);
  pdf.setAuthor(company);
  pdf.setSubject(document.title);
  pdf.setCreator('FikrSpace demo data');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);

  const [width, height] = PAGE_SIZES[document.layout];
  const margin = document.layout === 'slides' ? 40 : 60;
  const textWidth = width - 2 * margin;
  document.pages.forEach((content, index) => {
    const page = pdf.addPage([width, height]);
    page.drawText(company, { x: margin, y: height - margin - 14, size: 14, font: bold, color: ACCENT });
    page.drawText(document.title, { x: margin, y: height - margin - 32, size: 11, font: regular, color: MUTED });
    let y = height - margin - (document.layout === 'slides' ? 90 : 110);
    const headingSize = document.layout === 'slides' ? 26 : 20;
    page.drawText(content.heading, { x: margin, y, size: headingSize, font: bold, color: INK });
    y -= headingSize + 16;
    for (const text of content.lines) {
      for (const line of wrap(regular, text, 13, textWidth)) {
        page.drawText(line, { x: margin, y, size: 13, font: regular, color: INK });
        y -= 19;
      }
      y -= 6;
    }
    const footer = `${document.organizationId}  ·  ${index + 1} / ${document.pages.length}`;
    page.drawText(footer, { x: margin, y: margin / 2, size: 8, font: regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: true });
}
