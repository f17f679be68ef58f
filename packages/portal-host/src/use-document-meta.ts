import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description: string;
  /** A comma-separated list, as the route's translated keywords text has it; empty for none. */
  keywords: string;
  noindex?: boolean;
}

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
  useEffect(() => {
    document.title = meta.title;
    setMetaTag('description', meta.description);
    setMetaTag('keywords', keywords || null);
    setMetaTag('robots', meta.noindex ? 'noindex, nofollow' : null);
  }, [meta.title, meta.description, keywords, meta.noindex]);
}
