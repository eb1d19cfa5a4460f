import { inject, injectable, preDestroy } from 'inversify';
import pLimit from 'p-limit';
import type { CommandBus } from '../../../kernel/cqrs/command-bus';
import { TOKENS } from '../../../kernel/tokens';
import type { Recipe } from '../domain/recipe';
import { RecordRenderedSet } from './record-rendered-set/record-rendered-set.command';

/** The original's dimensions as shown and the responsive widths made. */
export interface RenderedDimensions {
  readonly widths: number[];
  readonly width: number;
  readonly height: number;
}

/** Renders a stored original's variants by a recipe and writes them to the store; null when the original is gone. */
export interface VariantRendering {
  render(photoId: string, recipe: Recipe): Promise<RenderedDimensions | null>;
  close(): Promise<void>;
}

export const VARIANT_RENDERING = Symbol.for('media.VariantRendering');

/**
 * Renders a photo's whole set of variants by a recipe, writes every file, and only then records
 * the set (so pages never name a variant that is not there yet). Running it again rewrites the
 * same files with the same bytes: a retried job is harmless. The pixels are worked on in a child
 * process (VariantRendering), so neither the api nor the worker ever loads the image library. A
 * process renders one photo at a time: the library already spreads one photo over every core, and
 * a 12-megapixel original decoded is about 36 MB of pixels.
 */
@injectable()
export class PhotoRenderer {
  constructor(
    @inject(VARIANT_RENDERING) private readonly rendering: VariantRendering,
    @inject(TOKENS.CommandBus) private readonly commands: CommandBus,
  ) {}

  private readonly oneAtATime = pLimit(1);

  /** False when the photo's original is gone (nothing to render). */
  render(photoId: string, recipe: Recipe): Promise<boolean> {
    return this.oneAtATime(() => this.renderNow(photoId, recipe));
  }

  private async renderNow(photoId: string, recipe: Recipe): Promise<boolean> {
    const set = await this.rendering.render(photoId, recipe);
    if (!set) return false;
    await this.commands.execute(new RecordRenderedSet(photoId, recipe.version, set.widths, set.width, set.height));
    return true;
  }

  /** The process is stopping: the renderer process goes with it. */
  @preDestroy()
  async close(): Promise<void> {
    await this.rendering.close();
  }
}
