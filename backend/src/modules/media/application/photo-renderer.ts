import { media } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import pLimit from 'p-limit';
import type { CommandBus } from '../../../kernel/cqrs/command-bus';
import { TOKENS } from '../../../kernel/tokens';
import type { Recipe } from '../domain/recipe';
import { RecordRenderedSet } from './record-rendered-set/record-rendered-set.command';
import { originalKey, PHOTO_STORE, variantKey, type PhotoStore } from './photo-store';

/**
 * Renders a photo's whole set of variants by a recipe, writes every file, and only then records
 * the set (so pages never name a variant that is not there yet). Running it again rewrites the
 * same files with the same bytes: a retried job is harmless. The image library is loaded on the
 * first render, so a process that never renders (the api) never loads it. A process renders one
 * photo at a time: the library already spreads one photo over every core, and a 12-megapixel
 * original decoded is about 36 MB of pixels.
 */
@injectable()
export class PhotoRenderer {
  constructor(
    @inject(PHOTO_STORE) private readonly store: PhotoStore,
    @inject(TOKENS.CommandBus) private readonly commands: CommandBus,
  ) {}

  private readonly oneAtATime = pLimit(1);

  /** False when the photo's original is gone (nothing to render). */
  render(photoId: string, recipe: Recipe): Promise<boolean> {
    return this.oneAtATime(() => this.renderNow(photoId, recipe));
  }

  private async renderNow(photoId: string, recipe: Recipe): Promise<boolean> {
    const original = await this.store.read(originalKey(photoId));
    if (!original) return false;
    const { renderVariants } = await import('../infrastructure/sharp-variants');
    const set = await renderVariants(original, recipe);
    await Promise.all(set.files.map((f) => this.store.put(variantKey(photoId, f.file), f.bytes, media.VARIANT_TYPES[f.format])));
    await this.commands.execute(new RecordRenderedSet(photoId, recipe.version, set.widths, set.width, set.height));
    return true;
  }
}
