export type MarkupViolation = 'script' | 'dangerous_tag' | 'event_handler' | 'script_url' | 'html';

/** Spec 001 §5.2 names object, embed, applet and base; frames, meta and link load or run content the same way. */
const DANGEROUS_TAGS = new Set(['object', 'embed', 'applet', 'base', 'iframe', 'frame', 'frameset', 'meta', 'link']);

/**
 * DOMPurify's default FORBID_CONTENTS: elements it drops together with everything inside, so
 * their descendants never reach a hook and are looked at here instead.
 */
const DROPPED_WITH_CONTENT = new Set([
  'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms',
  'mtext', 'noembed', 'noframes', 'noscript', 'plaintext', 'script', 'style', 'svg', 'template', 'thead', 'title',
  'video', 'xmp',
]);

const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;

export function classifyTag(tagName: string): MarkupViolation {
  const name = tagName.toLowerCase();
  if (name === 'script') return 'script';
  return DANGEROUS_TAGS.has(name) ? 'dangerous_tag' : 'html';
}

export function classifyAttribute(name: string, value: string): MarkupViolation {
  if (/^on/i.test(name)) return 'event_handler';
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const compact = Array.from(value)
    .filter((character) => character > ' ' && (character < '\u007f' || character > '\u00a0'))
    .join('');
  return SCRIPT_URL.test(compact) ? 'script_url' : 'html';
}

/** The element itself is reported already; its attributes only add something when they could run code. */
function reportAttributes(element: Element, report: (violation: MarkupViolation) => void): void {
  for (const attribute of Array.from(element.attributes)) {
    const violation = classifyAttribute(attribute.name, attribute.value);
    if (violation !== 'html') report(violation);
  }
}

/** Reports an element DOMPurify is about to remove, with what it hides inside when its content goes too. */
export function reportRemovedElement(element: Element, report: (violation: MarkupViolation) => void): void {
  report(classifyTag(element.localName));
  reportAttributes(element, report);
  if (!DROPPED_WITH_CONTENT.has(element.localName.toLowerCase())) return;
  const content = element.localName === 'template' ? (element as HTMLTemplateElement).content : undefined;
  for (const root of content ? [element, content] : [element]) {
    for (const inner of Array.from(root.querySelectorAll('*'))) {
      report(classifyTag(inner.localName));
      reportAttributes(inner, report);
    }
  }
}

/** The root body keeps no attributes in the output, but <body onload=...> in the input is still worth naming. */
export function reportBodyAttributes(element: Element, report: (violation: MarkupViolation) => void): void {
  reportAttributes(element, report);
}
