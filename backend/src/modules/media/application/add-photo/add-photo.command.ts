import type { media } from '@costiera/contracts';
import { Command } from '../../../../kernel/cqrs/command-bus';

/** What the checks of an upload found out about a photo whose original is stored already. */
export interface CheckedPhoto {
  /** sha256 of the bytes. */
  readonly id: string;
  readonly format: (typeof media.PHOTO_FORMATS)[number];
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
}

/**
 * Records a checked photo. A photo with the same bytes (the same id) is one photo: adding it
 * again changes nothing and answers the existing one (`created` false).
 */
export class AddPhoto extends Command<{ readonly photo: media.Photo; readonly created: boolean }> {
  constructor(
    readonly photo: CheckedPhoto,
    readonly createdBy: string | null,
  ) {
    super();
  }
}
