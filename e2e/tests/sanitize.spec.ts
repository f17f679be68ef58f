import { expect, test, type Frame, type Page } from '@playwright/test';
import { sanitizeText } from '@fikrspace/sanitize/node';
import { XSS_PAYLOADS } from '@fikrspace/sanitize/xss-payloads';

/**
 * Spec 001 §5.2 in a real browser. What the sanitizer's output is made of is proven for every
 * payload by the package's own tests (packages/sanitize, on jsdom); what only a browser proves is
 * that no script runs. Every payload is sanitized in Node (DOMPurify on a jsdom window), then
 * handed to Chromium twice, each in a frame of its own: as innerHTML of an element, and as a whole
 * document, where a surviving <script> would run. All frames of a batch share one page. Every
 * frame's alert, confirm, prompt, print and a global xss() report to the test, and handlers are
 * provoked by focus, mouseover and click. The raw payloads go through the same harness first, so
 * it is shown to see script run.
 */

const MIN_RAW_PAYLOADS_THAT_FIRE = 40;
const ALLOWED_TAGS = ['b', 'i', 'em', 'strong'];
/** Frames per page: a few hundred keep one renderer busy without exhausting it. */
const BATCH_SIZE = 60;

type Mode = 'inner' | 'doc';
interface Hit {
  /** `inner-<n>` or `doc-<n>`: the frame the report came from; null for a dialog of a frame the harness could not reach. */
  frame: string | null;
  kind: string;
}

/** The frame of the batch a report came from, through any frame a payload opened inside it. */
function batchFrameName(frame: Frame | null): string | null {
  for (let current = frame; current; current = current.parentFrame()) {
    if (/^(inner|doc)-\d+$/.test(current.name())) return current.name();
  }
  return null;
}

async function installHarness(page: Page): Promise<Hit[]> {
  const hits: Hit[] = [];
  await page.exposeBinding('__xssReport', (source, kind: string) => {
    hits.push({ frame: batchFrameName(source.frame), kind });
  });
  // Init scripts reach every frame of the page, before its own scripts run.
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
    hits.push({ frame: null, kind: `dialog:${dialog.type()}` });
    void dialog.dismiss().catch(() => undefined);
  });
  // A payload's image or frame source must fail at once rather than wait on a network.
  await page.route('**/*', (route) => route.abort());
  return hits;
}

/** The document of an `inner` frame: the markup goes in as innerHTML, as the app would put it. */
function innerHtmlDocument(markup: string): string {
  // Escaped so no payload can close the script that carries it.
  const literal = JSON.stringify(markup).replace(/</g, '\\u003c');
  return `<!doctype html><html><body><div id="out"></div><script>document.getElementById('out').innerHTML = ${literal};</script></body></html>`;
}

/**
 * Renders each markup in two frames of one page and provokes them: load and error handlers have run
 * once every frame has loaded, user handlers once provoked, and zero-delay timers once two frames
 * have been drawn after that.
 */
async function renderBatch(page: Page, batch: ReadonlyArray<{ id: number; markup: string }>): Promise<void> {
  await page.setContent('<!doctype html><html><body></body></html>');
  const frames = batch.flatMap(({ id, markup }) => [
    { name: `inner-${id}`, srcdoc: innerHtmlDocument(markup) },
    { name: `doc-${id}`, srcdoc: markup },
  ]);
  await page.evaluate(async (specs) => {
    const loaded = specs.map(({ name, srcdoc }) => {
      const frame = document.createElement('iframe');
      frame.name = name;
      frame.srcdoc = srcdoc;
      const done = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      return done;
    });
    await Promise.all(loaded);
    for (const frame of Array.from(document.querySelectorAll('iframe'))) {
      // A payload that navigated its frame away leaves a document of another origin: nothing to provoke.
      const inner = frame.contentDocument;
      if (!inner) continue;
      for (const element of Array.from(inner.querySelectorAll('*'))) {
        if ('focus' in element) (element as HTMLElement).focus();
        for (const type of ['mouseover', 'mouseenter', 'focus', 'click']) {
          element.dispatchEvent(new MouseEvent(type, { bubbles: type !== 'mouseenter' && type !== 'focus', cancelable: true }));
        }
      }
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, frames);
  // A round trip flushes binding calls made just before it.
  await page.evaluate(() => 0);
}

/** Chromium's own reading of each `inner` frame's element: its tags, attribute count and text. */
async function parsedInnerHtml(page: Page): Promise<Record<string, { tags: string[]; attributes: number; text: string }>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLIFrameElement>('iframe[name^="inner-"]'), (frame) => {
        const out = frame.contentDocument?.getElementById('out');
        const elements = Array.from(out?.querySelectorAll('*') ?? []);
        return [frame.name, { tags: elements.map((element) => element.localName), attributes: elements.reduce((sum, element) => sum + element.attributes.length, 0), text: out?.textContent ?? '' }];
      }),
    ),
  );
}

function batches<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / BATCH_SIZE) }, (_, index) => items.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE));
}

const modeOf = (frame: string): Mode => (frame.startsWith('inner-') ? 'inner' : 'doc');
const idOf = (frame: string): number => Number(frame.slice(frame.indexOf('-') + 1));

test('the harness sees enough raw payloads run script to be able to fail', async ({ page }) => {
  test.slow();
  const hits = await installHarness(page);
  const firing = new Set<number>();
  const byMode: Record<Mode, Set<number>> = { inner: new Set(), doc: new Set() };
  for (const batch of batches(XSS_PAYLOADS.map((markup, id) => ({ id, markup })))) {
    hits.length = 0;
    await renderBatch(page, batch);
    for (const { frame } of hits) {
      if (frame === null) continue;
      firing.add(idOf(frame));
      byMode[modeOf(frame)].add(idOf(frame));
    }
  }
  const summary = `${firing.size} of ${XSS_PAYLOADS.length} raw payloads ran script (${byMode.inner.size} as innerHTML, ${byMode.doc.size} as a document)`;
  test.info().annotations.push({ type: 'raw payloads', description: summary });
  console.log(summary);
  expect(firing.size, summary).toBeGreaterThanOrEqual(MIN_RAW_PAYLOADS_THAT_FIRE);
});

test('sanitized payloads run no script in Chromium, which reads them as the allowed tags only', async ({ page }) => {
  test.slow();
  const hits = await installHarness(page);
  const cases = XSS_PAYLOADS.flatMap((payload, index) =>
    [false, true].map((allowHtml) => ({ payload, index, allowHtml, markup: sanitizeText(payload, { allowHtml }).sanitized })),
  );
  const label = (id: number) => {
    const { payload, index, allowHtml, markup } = cases[id]!;
    return `payload #${index} ${allowHtml ? 'with' : 'without'} HTML: ${JSON.stringify(payload)} -> ${JSON.stringify(markup)}`;
  };
  for (const batch of batches(cases.map(({ markup }, id) => ({ id, markup })))) {
    hits.length = 0;
    await renderBatch(page, batch);
    expect(
      hits.map(({ frame, kind }) => `${kind} in ${frame === null ? 'an unreachable frame' : `${label(idOf(frame))} (${modeOf(frame)})`}`),
      'script ran',
    ).toEqual([]);
    const parsed = await parsedInnerHtml(page);
    for (const { id, markup } of batch) {
      // Only the four tags, never an attribute, and plain text stays text.
      const reading = parsed[`inner-${id}`]!;
      expect(reading.attributes, label(id)).toBe(0);
      if (cases[id]!.allowHtml) for (const tag of reading.tags) expect(ALLOWED_TAGS, label(id)).toContain(tag);
      else expect({ tags: reading.tags, text: reading.text }, label(id)).toEqual({ tags: [], text: markup });
    }
  }
});
