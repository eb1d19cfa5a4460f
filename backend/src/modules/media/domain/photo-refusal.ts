/** Why an upload was refused, with the words an admin reads. */
export type PhotoRefusal =
  | { readonly kind: 'type'; readonly message: string }
  | { readonly kind: 'pixels'; readonly message: string }
  | { readonly kind: 'size'; readonly message: string };

export const ACCEPTED_TYPES_MESSAGE = 'Upload a JPEG, PNG, WebP or AVIF photo.';
export const tooManyPixelsMessage = (megapixels: number) => `The photo is too large to show: at most 40 megapixels (this one has ${megapixels.toFixed(1)}).`;
export const TOO_MANY_BYTES_MESSAGE = 'The photo is too large: at most 20 MB.';

/** An upload's check failed: nothing is kept. */
export class PhotoRefused extends Error {
  constructor(readonly refusal: PhotoRefusal) {
    super(refusal.message);
  }
}
