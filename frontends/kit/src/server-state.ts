import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The id of the JSON block the server writes into a rendered page for the browser's first render. */
export const SERVER_STATE_ID = 'costiera-state';

/** A form the server received without JavaScript (a plain POST), given back to the page it answers with. */
export interface FormPost {
  readonly form: string;
  readonly values: Readonly<Record<string, string>>;
  /** Per field, the message shown beside it; `form` for the form as a whole. */
  readonly errors: Readonly<Record<string, string>>;
  readonly sent: boolean;
}

/** What the browser needs to render exactly what the server rendered (so hydration matches and fetches nothing). */
export interface ServerState {
  readonly siteUrl: string;
  readonly queries: DehydratedState;
  readonly formPost: FormPost | null;
}

interface WireApiError {
  readonly apiError: { status: number; serverMessage: string; body: unknown };
}

/** The page's query cache, failed queries included (a 404 must render the same 'not found' in the browser). */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error' });
  return {
    ...state,
    queries: state.queries.map((q) => {
      const error = q.state.error;
      if (!(error instanceof ApiError)) return q;
      const wire: WireApiError = { apiError: { status: error.status, serverMessage: error.serverMessage, body: error.body } };
      return { ...q, state: { ...q.state, error: wire as unknown as Error } };
    }),
  };
}

/** JSON for a <script type="application/json"> block: nothing in it can close the element. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The server's state in a rendered page, failed queries' errors as ApiError again; null on a page the server did not render. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return {
      ...state,
      queries: {
        ...state.queries,
        queries: state.queries.queries.map((q) => {
          const wire = (q.state.error as unknown as WireApiError | null)?.apiError;
          if (!wire) return q;
          return { ...q, state: { ...q.state, error: new ApiError(wire.status, wire.serverMessage, wire.body) } };
        }),
      },
    };
  } catch {
    return null;
  }
}
