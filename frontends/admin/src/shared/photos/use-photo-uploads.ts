import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiStatusOf, type ApiError } from '@costiera/kit';
import type { media } from '@costiera/contracts';
import { photoKey, uploadPhoto } from './photo-api';
import { photoMessages as m } from './messages';

/** One file on its way to the server: how much has gone, or why the server refused it. */
export interface PhotoUpload {
  readonly key: string;
  readonly name: string;
  /** The picked file itself, shown while it uploads. */
  readonly localUrl: string;
  /** 0 to 1. */
  readonly progress: number;
  readonly error: string | null;
}

let nextKey = 0;

/**
 * Uploads files one call each, side by side, each with its own progress. A stored photo leaves
 * the list and goes to `onUploaded`; a refused one stays with the server's message until
 * dismissed. The picked files stay previewable (`localPreview`) until the screen closes, so a
 * just-uploaded photo shows at once, before the worker has rendered its sizes.
 */
export function usePhotoUploads(onUploaded: (photo: media.Photo, file: File) => void) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [previews, setPreviews] = useState<Readonly<Record<string, string>>>({});
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const objectUrls = useRef(new Set<string>());
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const urls = objectUrls.current;
    const running = controllers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const update = (key: string, change: Partial<PhotoUpload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = `upload-${nextKey++}`;
        const localUrl = URL.createObjectURL(file);
        objectUrls.current.add(localUrl);
        const controller = new AbortController();
        controllers.current.add(controller);
        setUploads((all) => [...all, { key, name: file.name, localUrl, progress: 0, error: null }]);
        uploadPhoto(file, (progress) => update(key, { progress }), controller.signal)
          .then((photo) => {
            queryClient.setQueryData(photoKey(photo.id), photo);
            setPreviews((all) => ({ ...all, [photo.id]: all[photo.id] ?? localUrl }));
            setUploads((all) => all.filter((u) => u.key !== key));
            onUploadedRef.current(photo, file);
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            const message = apiStatusOf(error) !== null ? (error as ApiError).serverMessage : intl.formatMessage(m.networkFailed);
            update(key, { error: message });
          })
          .finally(() => controllers.current.delete(controller));
      }
    },
    [intl, queryClient],
  );

  const dismiss = useCallback((key: string) => setUploads((all) => all.filter((u) => u.key !== key)), []);

  return {
    uploads,
    /** How many files are still on their way. */
    pending: uploads.filter((u) => u.error === null).length,
    start,
    dismiss,
    localPreview: (id: string): string | undefined => previews[id],
  };
}
