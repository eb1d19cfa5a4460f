import { createHash } from 'node:crypto';

/**
 * The same uuid for the same demo item on every run (a name-based, version 5 style uuid),
 * so the seed can tell what it created before and never duplicates it.
 */
export function seedId(kind: string, key: string): string {
  const h = createHash('sha1').update(`costiera-demo:${kind}:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}
