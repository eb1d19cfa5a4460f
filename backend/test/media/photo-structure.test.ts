import sharp from 'sharp';
import { MalformedPhoto, readStructure } from '../../src/modules/media/domain/photo-structure';
import { scenePhoto } from '../../../bench/lib/scene-photo';
import { zipOf } from './upload-files';

/** A small image of each format, made by the image library. */
async function image(format: 'jpeg' | 'png' | 'webp' | 'avif', width = 120, height = 80): Promise<Buffer> {
  return scenePhoto(width, height, { format, seed: width + height });
}

describe("reading a photo file's structure", () => {
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
