import { createHash } from 'node:crypto';

/** A photo's id is the sha256 of its uploaded bytes, in lower-case hex: the same file is always the same photo. */
export const isPhotoId = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

export const photoIdOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
