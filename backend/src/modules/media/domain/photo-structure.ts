/**
 * What an image file's own structure says, read without decoding a pixel: its dimensions (as
 * shown, after its EXIF orientation) and whether the file ends where the format says the image
 * ends. A file that goes on after its image (a JPEG with a ZIP appended) is a polyglot: another
 * program would read the same bytes as something else, so it is refused.
 */
export type StructuredFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface PhotoStructure {
  /** The dimensions as shown (a quarter-turn orientation swaps the stored ones). */
  readonly width: number;
  readonly height: number;
}

/** The file is not a well-formed image of its format, or does not end where its image ends. */
export class MalformedPhoto extends Error {}

/**
 * The bytes of a file, wherever they are: the checks walk the whole file, so an upload is read
 * from disk a window at a time rather than held whole. Reads past the end behave as a Buffer's.
 */
export interface ByteSource {
  readonly length: number;
  /** The byte at `at`, or undefined outside the file. */
  at(at: number): number | undefined;
  /** The bytes from `start` to `end`, clamped to the file as Buffer#subarray does; valid until the next read. */
  slice(start: number, end: number): Buffer;
  /** Where `value` is first found at or after `from`, or -1. */
  indexOf(value: number, from: number): number;
}

/** A file held in memory. */
export function bufferSource(bytes: Buffer): ByteSource {
  return { length: bytes.length, at: (at) => bytes[at], slice: (start, end) => bytes.subarray(start, end), indexOf: (value, from) => bytes.indexOf(value, from) };
}

export function readStructure(format: StructuredFormat, file: Buffer | ByteSource): PhotoStructure {
  const bytes = Buffer.isBuffer(file) ? bufferSource(file) : file;
  switch (format) {
    case 'jpeg':
      return readJpeg(bytes);
    case 'png':
      return readPng(bytes);
    case 'webp':
      return readWebp(bytes);
    case 'avif':
      return readIsoBmff(bytes);
  }
}

function fail(message: string): never {
  throw new MalformedPhoto(message);
}

function need(bytes: ByteSource, end: number): void {
  if (end > bytes.length) fail('the file ends inside its image');
}

const latin1 = (bytes: ByteSource, start: number, end: number) => bytes.slice(start, end).toString('latin1');
const u16be = (bytes: ByteSource, at: number) => bytes.slice(at, at + 2).readUInt16BE(0);
const u16le = (bytes: ByteSource, at: number) => bytes.slice(at, at + 2).readUInt16LE(0);
const u32be = (bytes: ByteSource, at: number) => bytes.slice(at, at + 4).readUInt32BE(0);
const u32le = (bytes: ByteSource, at: number) => bytes.slice(at, at + 4).readUInt32LE(0);

/** Markers that stand alone, with no length: SOI, EOI, RSTn, TEM. */
const isStandalone = (marker: number) => marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(bytes: ByteSource): PhotoStructure {
  const first = walkJpeg(bytes, 0);
  if (!first.size) fail('the JPEG has no frame');
  // Cameras and phones append more JPEG streams (MPF: a preview, a depth map) after the first;
  // any other trailing bytes must be padding.
  let at = first.end;
  while (at < bytes.length) {
    if (bytes.at(at) === 0xff && bytes.at(at + 1) === 0xd8) {
      at = walkJpeg(bytes, at).end;
      continue;
    }
    if (isPadding(bytes, at)) break;
    fail('the file goes on after its JPEG image');
  }
  const { width, height } = first.size;
  return quarterTurned(first.orientation) ? { width: height, height: width } : { width, height };
}

/** Whether every byte from `from` to the end is 0x00 or 0xFF, read a piece at a time. */
function isPadding(bytes: ByteSource, from: number): boolean {
  const piece = 4096;
  for (let at = from; at < bytes.length; at += piece) {
    if (!bytes.slice(at, at + piece).every((b) => b === 0x00 || b === 0xff)) return false;
  }
  return true;
}

interface JpegStream {
  readonly end: number;
  readonly size: { width: number; height: number } | null;
  readonly orientation: number;
}

function walkJpeg(bytes: ByteSource, start: number): JpegStream {
  need(bytes, start + 2);
  if (bytes.at(start) !== 0xff || bytes.at(start + 1) !== 0xd8) fail('not a JPEG');
  let at = start + 2;
  let size: JpegStream['size'] = null;
  let orientation = 1;
  for (;;) {
    need(bytes, at + 2);
    if (bytes.at(at) !== 0xff) fail('a JPEG marker was expected');
    const marker = bytes.at(at + 1)!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return { end: at + 2, size, orientation };
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    need(bytes, at + 4);
    const length = u16be(bytes, at + 2);
    if (length < 2) fail('a JPEG segment is too short');
    const body = at + 4;
    const next = at + 2 + length;
    need(bytes, next);
    if (isStartOfFrame(marker) && !size) {
      if (length < 7) fail('a JPEG frame header is too short');
      size = { height: u16be(bytes, body + 1), width: u16be(bytes, body + 3) };
      if (size.width === 0 || size.height === 0) fail('the JPEG has no size');
    } else if (marker === 0xe1 && latin1(bytes, body, body + 6) === 'Exif\0\0') {
      orientation = exifOrientation(bytes, body + 6, next) ?? orientation;
    }
    at = next;
    if (marker === 0xda) at = skipEntropyCoded(bytes, at);
  }
}

/** The first marker after a scan's entropy-coded data (0xFF00 is a stuffed byte, RSTn sit inside it). */
function skipEntropyCoded(bytes: ByteSource, from: number): number {
  let at = from;
  for (;;) {
    const ff = bytes.indexOf(0xff, at);
    if (ff < 0 || ff + 1 >= bytes.length) fail('the file ends inside its JPEG image');
    const next = bytes.at(ff + 1)!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
      at = ff + (next === 0xff ? 1 : 2);
      continue;
    }
    return ff;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function readPng(bytes: ByteSource): PhotoStructure {
  need(bytes, 8);
  if (!bytes.slice(0, 8).equals(PNG_SIGNATURE)) fail('not a PNG');
  let at = 8;
  let size: { width: number; height: number } | null = null;
  let orientation = 1;
  for (;;) {
    need(bytes, at + 8);
    const length = u32be(bytes, at);
    const type = latin1(bytes, at + 4, at + 8);
    const body = at + 8;
    const end = body + length + 4;
    need(bytes, end);
    if (type === 'IHDR') {
      if (length < 8) fail('the PNG header is too short');
      size = { width: u32be(bytes, body), height: u32be(bytes, body + 4) };
    } else if (type === 'eXIf') {
      orientation = exifOrientation(bytes, body, body + length) ?? orientation;
    } else if (type === 'IEND') {
      if (end !== bytes.length) fail('the file goes on after its PNG image');
      if (!size || size.width === 0 || size.height === 0) fail('the PNG has no size');
      return quarterTurned(orientation) ? { width: size.height, height: size.width } : size;
    }
    at = end;
  }
}

function readWebp(bytes: ByteSource): PhotoStructure {
  need(bytes, 12);
  if (latin1(bytes, 0, 4) !== 'RIFF' || latin1(bytes, 8, 12) !== 'WEBP') fail('not a WebP');
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd !== bytes.length) fail(riffEnd > bytes.length ? 'the file ends inside its WebP image' : 'the file goes on after its WebP image');
  let at = 12;
  let size: { width: number; height: number } | null = null;
  let orientation = 1;
  while (at < riffEnd) {
    need(bytes, at + 8);
    const type = latin1(bytes, at, at + 4);
    const length = u32le(bytes, at + 4);
    const body = at + 8;
    const end = body + length + (length % 2);
    if (end > riffEnd) fail('a WebP chunk runs past the image');
    if (type === 'VP8X' && length >= 10) {
      size = { width: 1 + bytes.slice(body + 4, body + 7).readUIntLE(0, 3), height: 1 + bytes.slice(body + 7, body + 10).readUIntLE(0, 3) };
    } else if (type === 'VP8 ' && !size && length >= 10) {
      if (bytes.at(body + 3) !== 0x9d || bytes.at(body + 4) !== 0x01 || bytes.at(body + 5) !== 0x2a) fail('a WebP frame has no start code');
      size = { width: u16le(bytes, body + 6) & 0x3fff, height: u16le(bytes, body + 8) & 0x3fff };
    } else if (type === 'VP8L' && !size && length >= 5) {
      if (bytes.at(body) !== 0x2f) fail('a lossless WebP frame has no signature');
      const bits = u32le(bytes, body + 1);
      size = { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    } else if (type === 'EXIF') {
      orientation = exifOrientation(bytes, body, body + length) ?? orientation;
    }
    at = end;
  }
  if (!size || size.width === 0 || size.height === 0) fail('the WebP has no size');
  return quarterTurned(orientation) ? { width: size.height, height: size.width } : size;
}

/**
 * AVIF is an ISO base media file: a sequence of boxes that must cover the file exactly. Its
 * size is the primary item's `ispe`, turned by its `irot` (AVIF has no EXIF orientation of
 * its own: decoders apply irot/imir).
 */
function readIsoBmff(bytes: ByteSource): PhotoStructure {
  const top = boxes(bytes, 0, bytes.length);
  if (top[0]?.type !== 'ftyp') fail('not an ISO media file');
  const meta = top.find((b) => b.type === 'meta');
  if (!meta) fail('the AVIF has no metadata box');
  // meta is a full box: 4 bytes of version and flags before its children.
  const iprp = boxes(bytes, meta.body + 4, meta.end).find((b) => b.type === 'iprp');
  const ipco = iprp && boxes(bytes, iprp.body, iprp.end).find((b) => b.type === 'ipco');
  if (!ipco) fail('the AVIF has no item properties');
  const properties = boxes(bytes, ipco.body, ipco.end);
  // The largest spatial extent is the primary image's (thumbnails and alpha planes are smaller or equal).
  let size: { width: number; height: number } | null = null;
  let turned = false;
  for (const p of properties) {
    if (p.type === 'ispe' && p.end - p.body >= 12) {
      const candidate = { width: u32be(bytes, p.body + 4), height: u32be(bytes, p.body + 8) };
      if (!size || candidate.width * candidate.height > size.width * size.height) size = candidate;
    } else if (p.type === 'irot' && p.end > p.body) {
      turned = (bytes.at(p.body)! & 0x03) % 2 === 1;
    }
  }
  if (!size || size.width === 0 || size.height === 0) fail('the AVIF has no size');
  return turned ? { width: size.height, height: size.width } : size;
}

interface Box {
  readonly type: string;
  readonly body: number;
  readonly end: number;
}

function boxes(bytes: ByteSource, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at < end) {
    if (at + 8 > end) fail('a box header runs past its parent');
    let size = u32be(bytes, at);
    const type = latin1(bytes, at + 4, at + 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) fail('a box has no readable type');
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) fail('a box header runs past its parent');
      const large = bytes.slice(at + 8, at + 16).readBigUInt64BE(0);
      if (large > BigInt(end - at)) fail('a box runs past its parent');
      size = Number(large);
      body = at + 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < body - at || at + size > end) fail('a box runs past its parent');
    found.push({ type, body, end: at + size });
    at += size;
  }
  return found;
}

const quarterTurned = (orientation: number) => orientation >= 5 && orientation <= 8;

/**
 * The Orientation tag (0x0112) of IFD0 of the TIFF-structured EXIF block from `start` to `end`
 * (some writers put JPEG's `Exif\0\0` before it), or null. Read in place: a block may be large.
 */
function exifOrientation(bytes: ByteSource, start: number, end: number): number | null {
  const tiff = latin1(bytes, start, Math.min(start + 6, end)) === 'Exif\0\0' ? start + 6 : start;
  const length = end - tiff;
  if (length < 8) return null;
  const order = latin1(bytes, tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (at: number) => (le ? u16le(bytes, tiff + at) : u16be(bytes, tiff + at));
  const u32 = (at: number) => (le ? u32le(bytes, tiff + at) : u32be(bytes, tiff + at));
  const ifd = u32(4);
  if (ifd + 2 > length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}
