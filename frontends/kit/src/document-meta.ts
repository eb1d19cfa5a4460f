import { useEffect } from 'react';

export const SITE_NAME = 'Costiera';

/** Sets document.title ('{title} | Costiera') and the meta description for the current page. */
export function setDocumentMeta(title: string, description: string): void {
  document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}

/** Every page calls this once with its own title and description (search engines and tabs read them). */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => setDocumentMeta(title, description), [title, description]);
}
