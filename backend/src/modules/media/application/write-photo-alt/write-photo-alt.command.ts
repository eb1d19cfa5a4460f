import type { media } from '@costiera/contracts';
import { Command } from '../../../../kernel/cqrs/command-bus';

/** Writes a photo's alt text in the languages given; an empty text removes that language's. Answers the photo. */
export class WritePhotoAlt extends Command<media.Photo> {
  constructor(
    readonly photoId: string,
    readonly alt: Readonly<Record<string, string>>,
  ) {
    super();
  }
}
