import busboy from 'busboy';
import type { Context } from 'koa';
import type { Upload } from '@costiera/contracts';
import { AppError, BadRequest, UnsupportedMediaType } from '../errors';

export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, 'payload_too_large', message);
  }
}

/** The one file of an upload request, held in memory (its size is capped by the contract). */
export interface UploadedFile {
  readonly bytes: Buffer;
  /** What the client called it and said it is: for logs only, never for deciding what it is. */
  readonly filename: string;
  readonly declaredType: string;
}

/**
 * Reads the one file of a `multipart/form-data` request as its contract describes it. The size
 * limit holds while the file streams in: past `maxBytes` the request is answered 413 at once and
 * nothing of it is kept. Any other part (a second file, a text field) is a 400.
 */
export function readUpload(ctx: Context, upload: Upload, tooLargeMessage: string): Promise<UploadedFile> {
  if (!ctx.is('multipart/form-data')) throw new UnsupportedMediaType(`Send the file as multipart/form-data, in the part "${upload.field}"`);
  return new Promise<UploadedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: upload.maxBytes, fields: 0 } });
    } catch {
      reject(new BadRequest('The upload is not well-formed multipart/form-data', [{ field: upload.field, message: 'not well-formed multipart/form-data' }]));
      return;
    }
    let settled = false;
    let file: UploadedFile | null = null;
    let reading: Promise<void> | null = null;
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
      if (name !== upload.field) {
        stream.resume();
        fail(new BadRequest(`The file must be in the part "${upload.field}"`, [{ field: name, message: `unknown part; the file goes in "${upload.field}"` }]));
        return;
      }
      // One buffer for the whole file, sized by the request's length (an upper bound of the file's)
      // when it is declared: no list of chunks to concatenate, so one copy of the file in memory.
      const declared = Number(ctx.get('content-length')) || 0;
      let buffer = Buffer.allocUnsafe(Math.min(declared > 0 ? declared : 64 * 1024, upload.maxBytes));
      let size = 0;
      reading = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => {
          if (size + chunk.length > buffer.length) {
            const grown = Buffer.allocUnsafe(Math.min(Math.max(buffer.length * 2, size + chunk.length), upload.maxBytes));
            buffer.copy(grown, 0, 0, size);
            buffer = grown;
          }
          chunk.copy(buffer, size);
          size += chunk.length;
        });
        stream.on('limit', () => {
          fail(new PayloadTooLarge(tooLargeMessage));
          done();
        });
        stream.on('end', () => {
          if (!stream.truncated) file = { bytes: buffer.subarray(0, size), filename: info.filename ?? '', declaredType: info.mimeType };
          done();
        });
      });
    });
    parser.on('field', (name) => fail(new BadRequest(`Only the file is sent, in the part "${upload.field}"`, [{ field: name, message: 'unknown part' }])));
    parser.on('filesLimit', () => fail(new BadRequest('Send one file per request', [{ field: upload.field, message: 'one file per request' }])));
    parser.on('fieldsLimit', () => fail(new BadRequest(`Only the file is sent, in the part "${upload.field}"`, [{ field: upload.field, message: 'unknown part' }])));
    parser.on('error', () => fail(new BadRequest('The upload is not well-formed multipart/form-data', [{ field: upload.field, message: 'not well-formed multipart/form-data' }])));
    parser.on('close', () => {
      void (reading ?? Promise.resolve()).then(() => {
        if (settled) return;
        settled = true;
        if (file && file.bytes.length > 0) resolve(file);
        else reject(missing());
      });
    });
    ctx.req.on('aborted', () => fail(new BadRequest('The upload was cut off', [{ field: upload.field, message: 'the upload was cut off' }])));
    ctx.req.pipe(parser);
  });
}
