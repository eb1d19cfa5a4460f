import { marked } from 'marked';
import DOMPurify from 'dompurify';

/** Markdown to HTML that is safe to insert: an admin's paste must not run script in the back office. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html);
}
