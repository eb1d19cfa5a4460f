import { media } from '@costiera/contracts';
import { MalformedPhoto, readStructure, type StructuredFormat } from '../domain/photo-structure';
import { ACCEPTED_TYPES_MESSAGE, PhotoRefused, tooManyPixelsMessage } from '../domain/photo-refusal';
import type { CheckedPhoto } from '../application/add-photo/add-photo.command';
import { photoIdOf } from '../domain/photo-id';

interface FileTypeResult {
  readonly ext: string;
  readonly mime: string;
}

// file-type is an ES module; Node 24 loads it with require() (jest transforms it), and its
// types are not reachable by this package's CommonJS module resolution.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fileTypeFromBuffer } = require('file-type') as { fileTypeFromBuffer(bytes: Uint8Array): Promise<FileTypeResult | undefined> };

const FORMAT_OF: Readonly<Record<string, StructuredFormat>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

/**
 * The checks every photo passes before anything is kept, from its bytes alone (never its name
 * or declared type): an accepted format (by its signature), a file that is exactly one image
 * of that format, and at most PHOTO_MAX_PIXELS, read from the header before any decoding.
 */
export async function checkPhoto(bytes: Buffer): Promise<CheckedPhoto> {
  const type = await fileTypeFromBuffer(bytes);
  const format = type && FORMAT_OF[type.mime];
  if (!format) throw new PhotoRefused({ kind: 'type', message: ACCEPTED_TYPES_MESSAGE });
  let structure;
  try {
    structure = readStructure(format, bytes);
  } catch (err) {
    if (err instanceof MalformedPhoto) throw new PhotoRefused({ kind: 'type', message: ACCEPTED_TYPES_MESSAGE });
    throw err;
  }
  const pixels = structure.width * structure.height;
  if (pixels > media.PHOTO_MAX_PIXELS) throw new PhotoRefused({ kind: 'pixels', message: tooManyPixelsMessage(pixels / 1e6) });
  return { id: photoIdOf(bytes), format, width: structure.width, height: structure.height, bytes: bytes.length };
}
