import type { AltWrite } from './photo-api';
import { uploadedPhotoId } from './photo-address';

/** Alt texts as a form holds them: by photo id, then by language code. */
export type PhotoAlts = Record<string, Record<string, string | undefined> | undefined>;

/**
 * The alt texts to write before an item is saved: one per uploaded photo among `urls` (each
 * once), with the texts the form holds for it, trimmed. External URLs have none to write.
 */
export function altWritesFor(urls: readonly string[], alts: PhotoAlts | undefined): AltWrite[] {
  const writes: AltWrite[] = [];
  const seen = new Set<string>();
  for (const url of urls) {
    const id = uploadedPhotoId(url);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    const texts = alts?.[id];
    if (!texts) continue;
    const alt: Record<string, string> = {};
    for (const [language, value] of Object.entries(texts)) if (typeof value === 'string') alt[language] = value.trim();
    writes.push({ id, alt });
  }
  return writes;
}
