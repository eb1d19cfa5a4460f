import { media } from '@costiera/contracts';
import type { Recipe } from '../domain/recipe';
import type { MediaStoreSettings } from '../settings';
import { originalKey, variantKey } from '../application/photo-store';
import { photoStoreOf } from './photo-store-of';
import { renderVariants } from './sharp-variants';

/** What the worker asks of the renderer process: one photo, by one recipe, read from and written to one store. */
export interface RenderRequest {
  readonly id: number;
  readonly photoId: string;
  readonly recipe: Recipe;
  readonly store: MediaStoreSettings;
}

/** The set made (null when the photo's original is gone), or why it could not be. */
export type RenderAnswer =
  | { readonly id: number; readonly ok: true; readonly rendered: { widths: number[]; width: number; height: number } | null }
  | { readonly id: number; readonly ok: false; readonly message: string };

async function render(request: RenderRequest): Promise<RenderAnswer> {
  const store = photoStoreOf(request.store);
  const original = await store.read(originalKey(request.photoId));
  if (!original) return { id: request.id, ok: true, rendered: null };
  const set = await renderVariants(original, request.recipe);
  await Promise.all(set.files.map((f) => store.put(variantKey(request.photoId, f.file), f.bytes, media.VARIANT_TYPES[f.format])));
  return { id: request.id, ok: true, rendered: { widths: set.widths, width: set.width, height: set.height } };
}

/**
 * The renderer process's entry: renders the photos the worker sends, one at a time, and answers
 * each. It lives only as long as the worker keeps it (it exits when the worker lets go of it or
 * is gone), so the memory the image library keeps after a render goes back with it.
 */
if (process.send) {
  let queue = Promise.resolve();
  process.on('message', (request: RenderRequest) => {
    queue = queue.then(async () => {
      const answer = await render(request).catch((err: Error): RenderAnswer => ({ id: request.id, ok: false, message: err.message }));
      process.send!(answer);
    });
  });
  process.on('disconnect', () => process.exit(0));
}
