import { media } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { CommandBus } from '../../../kernel/cqrs/command-bus';
import { TOKENS } from '../../../kernel/tokens';
import type { Recipe } from '../domain/recipe';
import { RecordRenderedSet } from './record-rendered-set/record-rendered-set.command';
import { originalKey, PHOTO_STORE, variantKey, type PhotoStore } from './photo-store';

/**
 * Renders a photo's whole set of variants by a recipe, writes every file, and only then records
 * the set (so pages never name a variant that is not there yet). Running it again rewrites the
 * same files with the same bytes: a retried job is harmless. The image library is loaded on the
 * first render, so a process that never renders (the api) never loads it.
 */
@injectable()
export class PhotoRenderer {
  constructor(
    @inject(PHOTO_STORE) private readonly store: PhotoStore,
    @inject(TOKENS.CommandBus) private readonly commands: CommandBus,
  ) {}

  /** False when the photo's original is gone (nothing to render). */
  async render(photoId: string, recipe: Recipe): Promise<boolean> {
    const original = await this.store.read(originalKey(photoId));
    if (!original) return false;
    const { renderVariants } = await import('../infrastructure/sharp-variants');
    const set = await renderVariants(original, recipe);
    await Promise.all(set.files.map((f) => this.store.put(variantKey(photoId, f.file), f.bytes, media.VARIANT_TYPES[f.format])));
    await this.commands.execute(new RecordRenderedSet(photoId, recipe.version, set.widths, set.width, set.height));
    return true;
  }
}
