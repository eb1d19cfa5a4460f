import busboy from 'busboy';
import type { Context } from 'koa';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Upload } from '@costiera/contracts';
import { AppError, BadRequest, UnsupportedMediaType } from '../errors';

export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, 'payload_too_large', message);
  }
}

/**
 * The one file of an upload request, written to a file of its own as it arrived: the request
 * never holds it in memory. The caller removes `path` (or moves it away) when done with it.
 */
export interface UploadedFile {
  readonly path: string;
  /** Its length and its sha256 (lower-case hex), counted as it streamed in. */
  readonly size: number;
  readonly sha256: string;
  /** What the client called it and said it is: for logs only, never for deciding what it is. */
  readonly filename: string;
  readonly declaredType: string;
}

/** A file being written: its write stream closes (its descriptor with it) before it may be removed, or a late open would bring it back. */
interface Incoming {
  readonly path: string;
  readonly out: WriteStream;
  readonly closed: Promise<void>;
}

/**
 * Reads the one file of a `multipart/form-data` request as its contract describes it, into a
 * new file under `dir`, answering where it is with its length and hash. The size limit holds
 * while the file streams in: past `maxBytes` the request is answered 413 at once. Any other part
 * (a second file, a text field) is a 400. Whatever refuses the upload, the file is removed
 * before the answer goes out.
 */
export async function readUpload(ctx: Context, upload: Upload, tooLargeMessage: string, dir: string): Promise<UploadedFile> {
  if (!ctx.is('multipart/form-data')) throw new UnsupportedMediaType(`Send the file as multipart/form-data, in the part "${upload.field}"`);
  await mkdir(dir, { recursive: true });
  let incoming: Incoming | null = null;
  try {
    return await receive(ctx, upload, tooLargeMessage, dir, (file) => (incoming = file));
  } catch (err) {
    const left = incoming as Incoming | null;
    if (left) {
      left.out.destroy();
      await left.closed;
      await rm(left.path, { force: true });
    }
    throw err;
  }
}

function receive(ctx: Context, upload: Upload, tooLargeMessage: string, dir: string, writing: (file: Incoming) => void): Promise<UploadedFile> {
  const cutOff = () => new BadRequest('The upload was cut off', [{ field: upload.field, message: 'the upload was cut off' }]);
  return new Promise<UploadedFile>((resolve, reject) => {
    // The client may have gone while the directory was made, before anything listened for it.
    if (ctx.req.destroyed) {
      reject(cutOff());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: upload.maxBytes, fields: 0 } });
    } catch {
      reject(new BadRequest('The upload is not well-formed multipart/form-data', [{ field: upload.field, message: 'not well-formed multipart/form-data' }]));
      return;
    }
    let settled = false;
    let file: UploadedFile | null = null;
    let reading: Promise<unknown> | null = null;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      // The rest of the request is not read: the answer goes out now and the connection closes after it.
      ctx.req.unpipe(parser);
      ctx.req.resume();
      ctx.set('Connection', 'close');
      reject(err);
    };
    const missing = () => new BadRequest(`Send one file in the part "${upload.field}"`, [{ field: upload.field, message: 'one file is required' }]);
    parser.on('file', (name, stream, info) => {
      if (settled) {
        stream.resume();
        return;
      }
      if (name !== upload.field) {
        stream.resume();
        fail(new BadRequest(`The file must be in the part "${upload.field}"`, [{ field: name, message: `unknown part; the file goes in "${upload.field}"` }]));
        return;
      }
      const path = join(dir, `${randomUUID()}.upload`);
      // 'wx': a name that somehow exists is an error, never another upload's file written over.
      const out = createWriteStream(path, { flags: 'wx' });
      const closed = new Promise<void>((done) => out.once('close', () => done()));
      writing({ path, out, closed });
      const hash = createHash('sha256');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      stream.on('limit', () => fail(new PayloadTooLarge(tooLargeMessage)));
      // The pipeline writes no faster than the disk takes it: busboy, then the request, wait for it.
      reading = pipeline(stream, meter, out).then(
        async () => {
          await closed;
          if (!stream.truncated) file = { path, size, sha256: hash.digest('hex'), filename: info.filename ?? '', declaredType: info.mimeType };
        },
        (err: Error) => fail(err),
      );
    });
    parser.on('field', (name) => fail(new BadRequest(`Only the file is sent, in the part "${upload.field}"`, [{ field: name, message: 'unknown part' }])));
    parser.on('filesLimit', () => fail(new BadRequest('Send one file per request', [{ field: upload.field, message: 'one file per request' }])));
    parser.on('fieldsLimit', () => fail(new BadRequest(`Only the file is sent, in the part "${upload.field}"`, [{ field: upload.field, message: 'unknown part' }])));
    parser.on('error', () => fail(new BadRequest('The upload is not well-formed multipart/form-data', [{ field: upload.field, message: 'not well-formed multipart/form-data' }])));
    parser.on('close', () => {
      void (reading ?? Promise.resolve()).then(() => {
        if (settled) return;
        settled = true;
        const received = file as UploadedFile | null;
        if (received && received.size > 0) resolve(received);
        else reject(missing());
      });
    });
    ctx.req.on('aborted', () => fail(cutOff()));
    ctx.req.pipe(parser);
  });
}
