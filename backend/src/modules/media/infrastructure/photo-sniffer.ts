import { openAsBlob } from 'node:fs';
import { media } from '@costiera/contracts';
import { MalformedPhoto, readStructure, type ByteSource, type StructuredFormat } from '../domain/photo-structure';
import { ACCEPTED_TYPES_MESSAGE, PhotoRefused, tooManyPixelsMessage } from '../domain/photo-refusal';
import type { CheckedPhoto } from '../application/add-photo/add-photo.command';
import { photoIdOf } from '../domain/photo-id';
import { readFileBytes } from './file-bytes';

interface FileTypeResult {
  readonly ext: string;
  readonly mime: string;
}

// file-type is an ES module; Node 24 loads it with require() (jest transforms it), and its
// types are not reachable by this package's CommonJS module resolution.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fileTypeFromBuffer, fileTypeFromBlob } = require('file-type') as {
  fileTypeFromBuffer(bytes: Uint8Array): Promise<FileTypeResult | undefined>;
  fileTypeFromBlob(blob: Blob): Promise<FileTypeResult | undefined>;
};

const FORMAT_OF: Readonly<Record<string, StructuredFormat>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

/** A photo written to a file as it was uploaded, with its length and sha256 (lower-case hex) counted on the way. */
export interface PhotoFile {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
}

/**
 * The checks every photo passes before anything is kept, from its bytes alone (never its name
 * or declared type): an accepted format (by its signature), a file that is exactly one image
 * of that format, and at most PHOTO_MAX_PIXELS, read from the header before any decoding.
 */
export async function checkPhoto(bytes: Buffer): Promise<CheckedPhoto> {
  const format = formatOf(await fileTypeFromBuffer(bytes));
  const { width, height } = structureOf(format, bytes);
  return { id: photoIdOf(bytes), format, width, height, bytes: bytes.length };
}

/**
 * The same checks of an uploaded file, read from disk: file-type reads through a Blob of the file
 * only as far as its detection goes (for a PNG that is every chunk header, so not a fixed head),
 * and the structure is walked a window at a time. The id is the hash counted as it arrived.
 */
export async function checkPhotoFile(file: PhotoFile): Promise<CheckedPhoto> {
  const format = formatOf(await fileTypeFromBlob(await openAsBlob(file.path)));
  const { width, height } = await readFileBytes(file.path, (bytes) => structureOf(format, bytes));
  return { id: file.sha256, format, width, height, bytes: file.size };
}

function formatOf(type: FileTypeResult | undefined): StructuredFormat {
  const format = type && FORMAT_OF[type.mime];
  if (!format) throw new PhotoRefused({ kind: 'type', message: ACCEPTED_TYPES_MESSAGE });
  return format;
}

function structureOf(format: StructuredFormat, bytes: Buffer | ByteSource): { width: number; height: number } {
  let structure;
  try {
    structure = readStructure(format, bytes);
  } catch (err) {
    if (err instanceof MalformedPhoto) throw new PhotoRefused({ kind: 'type', message: ACCEPTED_TYPES_MESSAGE });
    throw err;
  }
  const pixels = structure.width * structure.height;
  if (pixels > media.PHOTO_MAX_PIXELS) throw new PhotoRefused({ kind: 'pixels', message: tooManyPixelsMessage(pixels / 1e6) });
  return structure;
}
