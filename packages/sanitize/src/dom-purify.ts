import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { classifyAttribute, reportBodyAttributes, reportRemovedElement, type MarkupViolation } from './markup-violations';

/** Spec 001 §5.2: when HTML is allowed, only these tags survive, with no attributes. */
export const ALLOWED_HTML_TAGS: readonly string[] = ['b', 'i', 'em', 'strong'];

/** A window DOMPurify can parse with: the browser's own, or one made by jsdom in Node. */
export type PurifierWindow = WindowLike & { document: Document };

const SHARED: Config = {
  ALLOWED_ATTR: [],
  // Both default to true in DOMPurify and would keep data-* and aria-* despite the empty ALLOWED_ATTR.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  // Without it a leading <script> or <style> is parsed into <head> and dropped unseen, so unreported.
  FORCE_BODY: true,
};

const PLAIN_TEXT: Config & { RETURN_DOM_FRAGMENT: true } = { ...SHARED, ALLOWED_TAGS: [], RETURN_DOM_FRAGMENT: true };
const BASIC_HTML: Config & { RETURN_DOM_FRAGMENT: true } = { ...SHARED, ALLOWED_TAGS: [...ALLOWED_HTML_TAGS], RETURN_DOM_FRAGMENT: true };

type Report = (violation: MarkupViolation) => void;

/**
 * Outside tags the HTML parser treats only "<", "&", NUL and CR specially, so text without them
 * parses to itself and needs no parse; that keeps ordinary text from paying for a document each
 * time. Serializing escapes ">" and the no-break space as well. (An empty input is covered too:
 * DOMPurify would turn it into a "<!-->" comment and report markup that is not there.)
 */
export function parsesToItself(text: string): boolean {
  return !/[<&\r]/.test(text) && !text.includes('\u0000');
}

export function serializesToItself(text: string): boolean {
  return parsesToItself(text) && !/[>\u00a0]/.test(text);
}

export interface Purifier {
  /** The text a browser would show for the markup, with every tag removed and scripts dropped with their content. */
  toText(markup: string, report: Report): string;
  /** The markup reduced to b, i, em and strong without attributes; `editText` rewrites each text run before serializing. */
  toBasicHtml(markup: string, editText: (text: string) => string, report: Report): string;
}

export function createPurifier(window: PurifierWindow): Purifier {
  const dompurify = createDOMPurify(window);
  // DOMPurify hands back its input unchanged when the window lacks what it needs; refuse instead.
  if (!dompurify.isSupported) throw new Error('DOMPurify cannot sanitize with this window: it lacks the DOM features DOMPurify needs');

  let active: Report | undefined;
  dompurify.addHook('uponSanitizeElement', (node, event) => {
    if (!active) return;
    if (node.nodeType === 1 && event.tagName === 'body') reportBodyAttributes(node as Element, active);
    else if (node.nodeType === 1 && event.allowedTags[event.tagName] !== true) reportRemovedElement(node as Element, active);
    else if (node.nodeType !== 1 && node.nodeType !== 3) active('html');
  });
  // No attribute is allowed in either mode, so every attribute that reaches this hook is removed.
  dompurify.addHook('uponSanitizeAttribute', (_node, event) => active?.(classifyAttribute(event.attrName, event.attrValue)));

  function purify(markup: string, config: Config & { RETURN_DOM_FRAGMENT: true }, report: Report): DocumentFragment | undefined {
    active = report;
    try {
      // A document the parser turns into a frameset has no body, and DOMPurify then returns nothing.
      const fragment = dompurify.sanitize(markup, config) as DocumentFragment | null;
      if (!fragment) report('html');
      return fragment ?? undefined;
    } finally {
      active = undefined;
    }
  }

  return {
    toText(markup, report) {
      if (parsesToItself(markup)) return markup;
      return purify(markup, PLAIN_TEXT, report)?.textContent ?? '';
    },
    toBasicHtml(markup, editText, report) {
      if (serializesToItself(markup)) return editText(markup);
      const fragment = purify(markup, BASIC_HTML, report);
      if (!fragment) return '';
      editTextNodes(fragment, editText);
      const holder = window.document.createElement('div');
      holder.append(fragment);
      return holder.innerHTML;
    },
  };
}

function editTextNodes(parent: Node, editText: (text: string) => string): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === 3) {
      const text = child as CharacterData;
      const edited = editText(text.data);
      if (edited !== text.data) text.data = edited;
    } else {
      editTextNodes(child, editText);
    }
  }
}

let browserPurifier: Purifier | undefined;

/** The page's own window; outside a browser there is none, and the Node entry must be used. */
export function getBrowserPurifier(): Purifier {
  if (browserPurifier) return browserPurifier;
  const candidate = (globalThis as { window?: PurifierWindow }).window;
  if (!candidate?.document) {
    throw new Error('Sanitizing text needs a DOM: in Node import sanitizeText from "@fikrspace/sanitize/node"');
  }
  browserPurifier = createPurifier(candidate);
  return browserPurifier;
}
