import type { DehydratedQuery } from './query-cache';

/** The id of the JSON block the server writes into a rendered page for the browser's first render. */
export const SERVER_STATE_ID = 'costiera-state';

/** A form the server received without JavaScript (a plain POST), given back to the page it answers with. */
export interface FormPost {
  readonly form: string;
  readonly values: Readonly<Record<string, string>>;
  /** Per field, the message shown beside it; `form` for the form as a whole. */
  readonly errors: Readonly<Record<string, string>>;
}

/** What the shell says, in the page's language, when the page's remote fails to load or crashes. */
export interface FailureTexts {
  readonly title: string;
  readonly text: string;
  readonly retry: string;
}

/** What the browser needs to render exactly what the server rendered (so hydration matches and fetches nothing). */
export interface ServerState {
  readonly siteUrl: string;
  /** The page's query cache (QueryCache.dehydrate), failed queries included. */
  readonly queries: readonly DehydratedQuery[];
  readonly formPost: FormPost | null;
  /** The Idempotency-Key the server made for the page's form, sent by the form without JavaScript (such a page is never cached). */
  readonly formKey?: string | null;
  /** The shell's words should the page's remote fail, in the page's language. */
  readonly failureTexts?: FailureTexts;
  /** The site's languages, English first: the page's address says which one it is in. */
  readonly languages?: readonly string[];
  /** Each of those languages' Intl locale (`en-GB`), for the head tags that name the page's other languages. */
  readonly locales?: Readonly<Record<string, string>>;
  /**
   * What the server's render formatted with Intl (dates, numbers, language names), by the
   * formatter's own keys: hydration reads them, so the browser's first Intl call (which loads
   * ICU's locale data, tens of ms on a phone) waits for a value the server did not format.
   */
  readonly formatted?: Readonly<Record<string, string>>;
}

/** JSON for a <script type="application/json"> block: nothing in it can close the element. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The server's state in a rendered page; null on a page the server did not render. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
