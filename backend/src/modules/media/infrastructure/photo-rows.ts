import { media, SOURCE_LANGUAGE } from '@costiera/contracts';
import { isoTimestamp } from '../../../kernel/database/postgres';

/** A photos row as the read side selects it (`PHOTO_COLUMNS`). */
export interface PhotoRow {
  readonly id: string;
  readonly format: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  readonly alt: Record<string, string>;
  readonly recipe: number | null;
  readonly widths: number[] | null;
  readonly created_at: string;
}

export const PHOTO_COLUMNS = `p.id, p.format, p.width, p.height, p.bytes, p.alt, p.recipe, p.widths, ${isoTimestamp('p.created_at')} as created_at`;

const variantsOf = (row: PhotoRow): media.PhotoVariants | null => (row.recipe !== null && row.widths ? { recipe: row.recipe, widths: row.widths } : null);

export function photoOf(row: PhotoRow): media.Photo {
  return {
    id: row.id,
    url: media.photoPath(row.id),
    format: row.format,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    alt: row.alt,
    variants: variantsOf(row),
    created_at: row.created_at,
  };
}

/** The photo as a page in `language` shows it: its alt text in that language, else English, else empty. */
export function publicPhotoOf(row: PhotoRow, url: string, language: string): media.PublicPhoto {
  return { url, alt: row.alt[language] ?? row.alt[SOURCE_LANGUAGE] ?? '', width: row.width, height: row.height, variants: variantsOf(row) };
}
