import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '@costiera/kit';
import { media } from '@costiera/contracts';
import { adminKeys } from '../query-keys';

/** How often a photo whose sizes are still being rendered is asked for again. */
const VARIANTS_POLL_MS = 2000;

/** Sends one file to the photo store; `onProgress` hears how much of it has gone (0 to 1). */
export function uploadPhoto(file: File, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<media.Photo> {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload(media.uploadPhoto, { form, onProgress, signal });
}

export const photoKey = (id: string) => [...adminKeys.photos, id] as const;

/** An uploaded photo's facts and alt texts; asked again until the worker has rendered its sizes. */
export function usePhoto(id: string) {
  return useQuery({
    queryKey: photoKey(id),
    queryFn: ({ signal }) => call(media.getPhoto, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data && query.state.data.variants === null ? VARIANTS_POLL_MS : false),
  });
}

/** Alt texts to write: each uploaded photo the item shows, with its text per language. */
export interface AltWrite {
  id: string;
  alt: Record<string, string>;
}

/** Writes alt texts one photo at a time (before the item that shows them is saved); the answers refresh each photo's query. */
export function useWritePhotoAlts() {
  const queryClient = useQueryClient();
  return async (writes: readonly AltWrite[]) => {
    for (const { id, alt } of writes) {
      const photo = await call(media.writePhotoAlt, { params: { id }, body: { alt } });
      queryClient.setQueryData(photoKey(id), photo);
    }
  };
}
