import { readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { ByteSource } from '../domain/photo-structure';

/**
 * A file's bytes through one reusable window, filled by positional reads: walking a file of any
 * size costs the window alone. The reads are synchronous because the checks are; the file was
 * just written, so they come from the page cache.
 */
export class FileBytes implements ByteSource {
  private readonly window: Buffer;
  /** Where in the file the window starts, and how many of its bytes are read. */
  private start = 0;
  private filled = 0;

  constructor(
    private readonly fd: number,
    readonly length: number,
    windowBytes = 64 * 1024,
  ) {
    this.window = Buffer.allocUnsafe(windowBytes);
  }

  at(at: number): number | undefined {
    if (!Number.isInteger(at) || at < 0 || at >= this.length) return undefined;
    return this.from(at)[0];
  }

  slice(start: number, end: number): Buffer {
    const from = clamp(start, this.length);
    const to = Math.max(from, clamp(end, this.length));
    if (to === from) return this.window.subarray(0, 0);
    if (from >= this.start && to <= this.start + this.filled) return this.window.subarray(from - this.start, to - this.start);
    // Longer than the window: a buffer of its own, which the checks never ask for but may be given.
    if (to - from > this.window.length) return this.read(Buffer.allocUnsafe(to - from), from);
    this.fill(from);
    return this.window.subarray(0, to - from);
  }

  indexOf(value: number, from: number): number {
    for (let at = clamp(from, this.length); at < this.length; ) {
      const piece = this.from(at);
      const found = piece.indexOf(value);
      if (found >= 0) return at + found;
      at += piece.length;
    }
    return -1;
  }

  /** The window's bytes from `at` on, refilled from `at` when it does not hold that byte. */
  private from(at: number): Buffer {
    if (at < this.start || at >= this.start + this.filled) this.fill(at);
    return this.window.subarray(at - this.start, this.filled);
  }

  private fill(at: number): void {
    this.filled = 0;
    this.filled = this.read(this.window.subarray(0, Math.min(this.window.length, this.length - at)), at).length;
    this.start = at;
  }

  private read(into: Buffer, position: number): Buffer {
    for (let done = 0; done < into.length; ) {
      const n = readSync(this.fd, into, done, into.length - done, position + done);
      if (n === 0) throw new Error('the file is shorter than it was');
      done += n;
    }
    return into;
  }
}

/** A position as Buffer#subarray takes it: a negative one counts from the end. */
function clamp(position: number, length: number): number {
  const whole = Math.trunc(position) || 0;
  return whole < 0 ? Math.max(0, length + whole) : Math.min(whole, length);
}

/** Runs `read` over the file at `path`, closed afterwards. */
export async function readFileBytes<T>(path: string, read: (bytes: FileBytes) => T): Promise<T> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    return read(new FileBytes(file.fd, size));
  } finally {
    await file.close();
  }
}
