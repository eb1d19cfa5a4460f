import { media } from '@costiera/contracts';

/** An `<img>`'s src in renderMarkdown's output (sanitize-html writes attributes double-quoted). */
const IMG_SRC = /<img\b[^>]*?\ssrc="([^"]*)"/g;

/** The uploaded photos' addresses an article's or page's rendered Markdown shows, each once. */
export function photoUrlsIn(html: string): string[] {
  const urls = new Set<string>();
  for (const [, src] of html.matchAll(IMG_SRC)) if (media.PHOTO_PATH_PATTERN.test(src!)) urls.add(src!);
  return [...urls];
}
