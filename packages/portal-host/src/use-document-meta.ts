import { createContext, use, useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description: string;
  /** A comma-separated list, as the route's translated keywords text has it; empty for none. */
  keywords: string;
  noindex?: boolean;
}

/**
 * Where a render without a browser (the prerender) collects the head of the page it renders: the
 * last frame to render (the page's own) wins. Absent in the browser, where the hook writes the
 * document head instead.
 */
export const DocumentHeadContext = createContext<{ meta?: DocumentMeta } | null>(null);

/** True while the page is rendered at build time: for a signed-out visitor, with nothing to wait for. */
export const useIsStaticRender = (): boolean => use(DocumentHeadContext) !== null;

function setMetaTag(name: string, content: string | null): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Writes the route's title, description, keywords and robots rule into the document head. */
export function useDocumentMeta(meta: DocumentMeta): void {
  const keywords = meta.keywords.trim();
  const collector = use(DocumentHeadContext);
  if (collector) collector.meta = { ...meta, keywords };
  useEffect(() => {
    document.title = meta.title;
    setMetaTag('description', meta.description);
    setMetaTag('keywords', keywords || null);
    setMetaTag('robots', meta.noindex ? 'noindex, nofollow' : null);
  }, [meta.title, meta.description, keywords, meta.noindex]);
}
