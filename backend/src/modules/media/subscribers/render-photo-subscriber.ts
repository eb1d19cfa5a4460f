import type { Subscriber } from '../../../kernel/messaging/subscriber';
import type { PhotoRenderer } from '../application/photo-renderer';
import { PHOTO_UPLOADED } from '../domain/photo-events';
import type { Recipe } from '../domain/recipe';

/**
 * Renders a new photo's variants after its upload committed. A retry renders again and writes
 * the same files; recording the set again changes nothing.
 */
export function renderPhotoSubscriber(renderer: PhotoRenderer, recipe: Recipe): Subscriber {
  return {
    name: 'media.render-photo',
    events: [PHOTO_UPLOADED],
    async handle(event) {
      await renderer.render(String(event.payload.photoId), recipe);
    },
  };
}
