import { Command } from '../../../../kernel/cqrs/command-bus';

/**
 * A whole set of variants by recipe `recipe` exists for a photo: its pages may use it. A set of
 * an older recipe than the one recorded is ignored (a late retry never moves a photo back).
 * The dimensions are the renderer's reading of the original, after orientation.
 */
export class RecordRenderedSet extends Command<boolean> {
  constructor(
    readonly photoId: string,
    readonly recipe: number,
    readonly widths: readonly number[],
    readonly width: number,
    readonly height: number,
  ) {
    super();
  }
}
