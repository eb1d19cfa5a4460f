import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { MalformedPhoto, readStructure as readFromMemory, type PhotoStructure, type StructuredFormat } from '../../src/modules/media/domain/photo-structure';
import { FileBytes } from '../../src/modules/media/infrastructure/file-bytes';
import { scenePhoto } from '../../../bench/lib/scene-photo';
import { zipOf } from './upload-files';

/** A small image of each format, made by the image library. */
async function image(format: 'jpeg' | 'png' | 'webp' | 'avif', width = 120, height = 80): Promise<Buffer> {
  return scenePhoto(width, height, { format, seed: width + height });
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'costiera-structure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The structure read from the bytes written to a file, through a window of `windowBytes` (a small one makes every walk cross windows). */
const readFromFile =
  (windowBytes?: number) =>
  (format: StructuredFormat, bytes: Buffer): PhotoStructure => {
    const file = path.join(dir, 'photo');
    writeFileSync(file, bytes);
    const fd = openSync(file, 'r');
    try {
      return readFromMemory(format, new FileBytes(fd, bytes.length, windowBytes));
    } finally {
      closeSync(fd);
    }
  };

describe.each([
  ['in memory', readFromMemory],
  ['from a file', readFromFile()],
  ['from a file through a 16-byte window', readFromFile(16)],
])("reading a photo file's structure %s", (_where, readStructure) => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)("reads a %s image's size, and refuses it with anything appended or cut short", async (format) => {
    const bytes = await image(format);
    expect(readStructure(format, bytes)).toEqual({ width: 120, height: 80 });
    expect(() => readStructure(format, Buffer.concat([bytes, zipOf('a.txt', 'hidden')]))).toThrow(MalformedPhoto);
    expect(() => readStructure(format, bytes.subarray(0, bytes.length - 10))).toThrow(MalformedPhoto);
  });

  it('reads a lossless WebP and a progressive JPEG', async () => {
    const lossless = await sharp(await image('png', 90, 60)).webp({ lossless: true }).toBuffer();
    expect(readStructure('webp', lossless)).toEqual({ width: 90, height: 60 });
    const progressive = await sharp(await image('png', 90, 60)).jpeg({ progressive: true }).toBuffer();
    expect(readStructure('jpeg', progressive)).toEqual({ width: 90, height: 60 });
  });

  it('turns the size by the EXIF orientation of a JPEG, a PNG and a WebP', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const turned = await sharp(await image('png', 100, 50)).withMetadata({ orientation: 8 }).toFormat(format).toBuffer();
      expect({ format, size: readStructure(format, turned) }).toEqual({ format, size: { width: 50, height: 100 } });
    }
  });

  it('takes a camera JPEG that carries a second JPEG stream after its image (a preview), and padding', async () => {
    const [main, preview] = await Promise.all([image('jpeg'), image('jpeg', 40, 30)]);
    expect(readStructure('jpeg', Buffer.concat([main, preview, Buffer.alloc(64)]))).toEqual({ width: 120, height: 80 });
    expect(() => readStructure('jpeg', Buffer.concat([main, preview, Buffer.from('PK')]))).toThrow(MalformedPhoto);
  });

  it('refuses a WebP whose RIFF length disagrees with the file', async () => {
    const bytes = Buffer.from(await image('webp'));
    bytes.writeUInt32LE(bytes.readUInt32LE(4) - 2, 4);
    expect(() => readStructure('webp', bytes)).toThrow(MalformedPhoto);
  });
});

describe('reading the structure from a file', () => {
  /** What a read comes to: the structure, or which error (with its reason, when the file is refused). */
  const outcome = (read: () => PhotoStructure) => {
    try {
      return read();
    } catch (err) {
      return err instanceof MalformedPhoto ? `refused: ${err.message}` : (err as Error).name;
    }
  };

  it('comes to what reading it from memory does, whatever the bytes', async () => {
    const samples = await Promise.all((['jpeg', 'png', 'webp', 'avif'] as const).map(async (format) => ({ format, bytes: await image(format, 64, 48) })));
    const throughWindow = readFromFile(16);
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.oneof(fc.nat(200), fc.nat()), fc.nat(255), fc.integer({ min: -64, max: 64 }), ({ format, bytes }, where, value, cut) => {
        // One byte changed (often in the headers), then the file cut short or run on.
        const changed = Buffer.from(bytes);
        changed[where % changed.length] = value;
        const file = cut < 0 ? changed.subarray(0, changed.length + cut) : Buffer.concat([changed, Buffer.alloc(cut, value)]);
        expect(outcome(() => throughWindow(format, file))).toEqual(outcome(() => readFromMemory(format, file)));
      }),
      { numRuns: 400 },
    );
  });
});
