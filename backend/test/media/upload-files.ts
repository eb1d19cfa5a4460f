import { media } from '@costiera/contracts';
import type { TestApp } from '../support/test-app';

/** Uploads one file as the back office does: multipart/form-data, the file in the part `file`. */
export async function upload(app: TestApp, cookie: string, bytes: Buffer, name: string, type: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append(media.uploadPhoto.upload!.field, new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${app.baseUrl}${media.uploadPhoto.path}`, { method: 'POST', body: form, headers: { cookie, ...headers } });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as Record<string, unknown> & { message?: string }, headers: res.headers };
}

/** A ZIP archive of one stored file, enough for unzip to list it: what a polyglot appends. */
export function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + file.length, 12);
  end.writeUInt32LE(30 + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** An ISO media file that says it is HEIC (an iPhone photo's format): its brand is all a sniffer reads. */
export function heicHeader(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('mif1heic', 16, 'latin1');
  const mdat = Buffer.alloc(16);
  mdat.writeUInt32BE(16, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/**
 * An animated PNG made of `png`: its animation control chunk (acTL) comes after 8 KB of text, so
 * a sniffer that reads only the first few KB takes it for a still PNG. The CRCs are left zero.
 */
export function lateAnimatedPng(png: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  // The signature (8 bytes) and IHDR (25) first, as PNG requires.
  return Buffer.concat([png.subarray(0, 33), chunk('tEXt', Buffer.alloc(8192, 0x41)), chunk('acTL', Buffer.alloc(8)), png.subarray(33)]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>fetch("/api/admin/users")</script><rect width="400" height="300" fill="red"/></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><html><head><title>x</title></head><body><script>alert(1)</script></body></html>');
export const PDF_FILE = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
