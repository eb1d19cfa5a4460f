import { createContext, useContext } from 'react';
import type { FormPost } from './server-state';

const FormPostContext = createContext<FormPost | null>(null);
/** Set by the app around a page the server rendered in answer to a plain form POST. */
export const FormPostProvider = FormPostContext.Provider;

const FormKeyContext = createContext<string | null>(null);
/** Set by the app around a page the server rendered with a form key (ServerState.formKey). */
export const FormKeyProvider = FormKeyContext.Provider;

/** The Idempotency-Key the server made for this page's form; null when it made none. */
export function useFormKey(): string | null {
  return useContext(FormKeyContext);
}

/** The values and errors of form `name` as the server received them without JavaScript; null otherwise. */
export function useFormPost(name: string): FormPost | null {
  const post = useContext(FormPostContext);
  return post?.form === name ? post : null;
}
