import type * as t from 'io-ts';
import type { Route } from '@costiera/contracts';
import { answerOf, urlOf } from './api-client';

export interface UploadInput {
  params?: Record<string, string>;
  /** The multipart body: the browser writes its boundary and each file's own type. */
  form: FormData;
  /** How much of the body has been sent, from 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * A route whose body is multipart/form-data, sent with XMLHttpRequest: fetch reports no upload
 * progress. Like `call` it sends the session cookie, the browser adds the page's Origin, and
 * the answer is decoded with the route's response codec (an ApiError with the server's message
 * otherwise).
 */
export function upload<R extends Route>(route: R, input: UploadInput): Promise<t.TypeOf<R['response']>> {
  return new Promise((resolve, reject) => {
    if (input.signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, urlOf(route, { params: input.params }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(answerOf(route, xhr.status, xhr.responseText || (xhr.status >= 200 && xhr.status < 300 ? '' : xhr.statusText)));
      } catch (error) {
        reject(error);
      }
    };
    // The same error fetch gives when the network fails, so callers handle both alike.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(input.form);
  });
}
