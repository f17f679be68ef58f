import { expect, test, type Page } from '@playwright/test';
import { sanitizeText } from '@fikrspace/sanitize/node';
import { XSS_PAYLOADS } from '@fikrspace/sanitize/xss-payloads';

/**
 * Spec 001 §5.2 in a real browser: every known payload is sanitized in Node (DOMPurify on a jsdom
 * window), then the output is handed to Chromium twice, as innerHTML of an element and as a whole
 * document, where a surviving <script> would run. Each page replaces alert, confirm, prompt, print
 * and a global xss() in every frame with a recorder, and handlers are provoked by focus, mouseover
 * and click. The raw payloads go through the same harness first, so it is shown to see script run.
 */

/** Time for error and load events, timers and frames to fire after a render. */
const SETTLE_MS = 100;
const CHUNK_SIZE = 25;
const MIN_RAW_PAYLOADS_THAT_FIRE = 40;
const ALLOWED_TAGS = ['b', 'i', 'em', 'strong'];

type Hits = string[];

async function installHarness(page: Page): Promise<Hits> {
  const hits: Hits = [];
  await page.exposeBinding('__xssReport', (_source, kind: string) => {
    hits.push(kind);
  });
  await page.addInitScript(() => {
    const target = window as unknown as Record<string, unknown> & { __xssReport?: (kind: string) => Promise<void> };
    for (const name of ['alert', 'confirm', 'prompt', 'print', 'xss']) {
      Object.defineProperty(window, name, {
        configurable: true,
        writable: true,
        value: () => {
          void target.__xssReport?.(name);
        },
      });
    }
  });
  // A frame the init script did not reach (a javascript: URL's own document) still shows a dialog.
  page.on('dialog', (dialog) => {
    hits.push(`dialog:${dialog.type()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return hits;
}

/** Provokes the handlers that need a user: focus, hover, click, on every element under the root. */
async function provoke(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll('*'))) {
      if (element instanceof HTMLElement || element instanceof SVGElement) element.focus?.();
      for (const type of ['mouseover', 'mouseenter', 'focus', 'click']) {
        element.dispatchEvent(new MouseEvent(type, { bubbles: type !== 'mouseenter' && type !== 'focus', cancelable: true }));
      }
    }
  });
}

async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(SETTLE_MS);
  // A round trip flushes binding calls made just before it.
  await page.evaluate(() => 0);
}

async function renderAsInnerHtml(page: Page, html: string): Promise<void> {
  await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
  await page.evaluate((markup) => {
    const out = document.getElementById('out');
    if (out) out.innerHTML = markup;
  }, html);
  await provoke(page);
  await settle(page);
}

async function renderAsDocument(page: Page, html: string): Promise<void> {
  await page.setContent(html, { timeout: 10_000 });
  await provoke(page);
  await settle(page);
}

/** How many recorder calls each way of rendering caused; a payload may also break the page, which counts as nothing seen. */
async function fired(page: Page, hits: Hits, html: string): Promise<{ innerHtml: number; document: number }> {
  const count = async (render: () => Promise<void>): Promise<number> => {
    hits.length = 0;
    await render().catch(() => undefined);
    await page.waitForTimeout(0);
    return hits.length;
  };
  return { innerHtml: await count(() => renderAsInnerHtml(page, html)), document: await count(() => renderAsDocument(page, html)) };
}

function chunks<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK_SIZE) }, (_, index) => items.slice(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE));
}

const payloadChunks = chunks(XSS_PAYLOADS.map((payload, index) => ({ payload, index })));

test.describe('raw payloads fire in the harness', () => {
  test.describe.configure({ mode: 'serial' });
  const firing = new Set<number>();
  const byInnerHtml = new Set<number>();
  const byDocument = new Set<number>();

  for (const [chunkIndex, chunk] of payloadChunks.entries()) {
    test(`raw payloads, part ${chunkIndex + 1} of ${payloadChunks.length}`, async ({ page }) => {
      test.setTimeout(180_000);
      const hits = await installHarness(page);
      for (const { payload, index } of chunk) {
        const result = await fired(page, hits, payload);
        if (result.innerHtml > 0) byInnerHtml.add(index);
        if (result.document > 0) byDocument.add(index);
        if (result.innerHtml + result.document > 0) firing.add(index);
      }
    });
  }

  test('the harness sees enough raw payloads run to be able to fail', () => {
    const summary = `${firing.size} of ${XSS_PAYLOADS.length} raw payloads ran script (${byInnerHtml.size} as innerHTML, ${byDocument.size} as a document)`;
    test.info().annotations.push({ type: 'raw payloads', description: summary });
    console.log(summary);
    expect(firing.size).toBeGreaterThanOrEqual(MIN_RAW_PAYLOADS_THAT_FIRE);
  });
});

test.describe('sanitized payloads run no script in Chromium', () => {
  for (const [chunkIndex, chunk] of payloadChunks.entries()) {
    test(`sanitized payloads, part ${chunkIndex + 1} of ${payloadChunks.length}`, async ({ page }) => {
      test.setTimeout(180_000);
      const hits = await installHarness(page);
      for (const { payload, index } of chunk) {
        for (const allowHtml of [false, true]) {
          const { sanitized } = sanitizeText(payload, { allowHtml });
          const label = `payload #${index} ${allowHtml ? 'with' : 'without'} HTML: ${JSON.stringify(payload)} -> ${JSON.stringify(sanitized)}`;

          hits.length = 0;
          await renderAsInnerHtml(page, sanitized);
          // Chromium's own reading of the output: only the four tags, never an attribute, and
          // plain text stays text.
          const parsed = await page.evaluate(() => {
            const out = document.getElementById('out');
            const elements = Array.from(out?.querySelectorAll('*') ?? []);
            return { tags: elements.map((element) => element.localName), attributes: elements.reduce((sum, element) => sum + element.attributes.length, 0), text: out?.textContent ?? '' };
          });
          expect(parsed.attributes, label).toBe(0);
          if (allowHtml) for (const tag of parsed.tags) expect(ALLOWED_TAGS, label).toContain(tag);
          else expect({ tags: parsed.tags, text: parsed.text }, label).toEqual({ tags: [], text: sanitized });
          expect(hits, `${label} (innerHTML)`).toEqual([]);

          hits.length = 0;
          await renderAsDocument(page, sanitized);
          expect(hits, `${label} (document)`).toEqual([]);
        }
      }
    });
  }
});
