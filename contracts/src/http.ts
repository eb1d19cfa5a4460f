import * as t from 'io-ts';
import { describeAs } from './schema-hints';

/**
 * An HTTP call of Costiera, described once. The backend binds its handler from this value
 * (decoding params, query and body before the handler runs); the frontends build the
 * request and decode the answer from the same value.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; admin: a signed-in user with the admin flag (checked on the server). */
export type Access = 'public' | 'admin';

export interface Route<
  P extends t.Any = t.Any,
  Q extends t.Any = t.Any,
  B extends t.Any = t.Any,
  R extends t.Any = t.Any,
> {
  readonly name: string;
  readonly method: Method;
  /** Koa-style path, e.g. `/api/tours/:id`. */
  readonly path: string;
  readonly access: Access;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** Status of a successful answer; 204 means no body. */
  readonly status: number;
  /**
   * The media type of a successful answer: JSON for the API's calls; a file (a CSV export) is
   * streamed by its handler, and its `response` codec only says what the document holds.
   */
  readonly mediaType: MediaType;
  /** Other successful statuses, with the same answer shape (an upload of a file stored before: 200 beside 201). */
  readonly alsoAnswers: readonly SuccessStatus[];
  /** Set when the body is a file upload (multipart/form-data) rather than JSON; `body` is then NoBody. */
  readonly upload: Upload | null;
}

export interface SuccessStatus {
  readonly status: number;
  readonly description: string;
}

/**
 * A body sent as `multipart/form-data` with exactly one file, in the part named `field`, of at
 * most `maxBytes` (413 beyond, refused while it streams in). `accepts` and `description` say,
 * for people and the API document, which files the server takes.
 */
export interface Upload {
  readonly field: string;
  readonly maxBytes: number;
  readonly accepts: readonly string[];
  readonly description: string;
}

export type MediaType = 'application/json' | 'text/csv';

/** No fields at all: `{}` (params, query), or no body. */
export const NoFields = t.type({}, 'NoFields');
export const NoBody = new t.Type<undefined, undefined, unknown>(
  'NoBody',
  (u): u is undefined => u === undefined,
  (u, c) =>
    u === undefined || (typeof u === 'object' && u !== null && Object.keys(u).length === 0)
      ? t.success(undefined)
      : t.failure(u, c, 'this call takes no body'),
  () => undefined,
);
export const NoContent = new t.Type<void, undefined, unknown>(
  'NoContent',
  (_u): _u is void => true,
  () => t.success(undefined),
  () => undefined,
);

export function route<
  P extends t.Any = typeof NoFields,
  Q extends t.Any = typeof NoFields,
  B extends t.Any = typeof NoBody,
  R extends t.Any = t.Any,
>(spec: {
  name: string;
  method: Method;
  path: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  status?: number;
  alsoAnswers?: readonly SuccessStatus[];
  upload?: Upload;
  mediaType?: MediaType;
}): Route<P, Q, B, R> {
  if (spec.upload && spec.body) throw new Error(`${spec.name}: a route takes a JSON body or an upload, not both`);
  return {
    name: spec.name,
    method: spec.method,
    path: spec.path,
    access: spec.access,
    params: (spec.params ?? NoFields) as P,
    query: (spec.query ?? NoFields) as Q,
    body: (spec.body ?? NoBody) as B,
    response: spec.response,
    status: spec.status ?? (spec.method === 'POST' ? 201 : 200),
    alsoAnswers: spec.alsoAnswers ?? [],
    upload: spec.upload ?? null,
    mediaType: spec.mediaType ?? 'application/json',
  };
}

/**
 * A CSV file's answer: UTF-8 text with a byte order mark, a header line of these columns, then
 * one line per row. The client receives it as a download (Content-Disposition: attachment).
 */
export function csvFile(name: string, columns: readonly string[]): t.Type<string, string, unknown> {
  return describeAs(
    new t.Type<string, string, unknown>(name, (u): u is string => typeof u === 'string', (u, c) => (typeof u === 'string' ? t.success(u) : t.failure(u, c)), (s) => s),
    {
      type: 'string',
      description: `CSV (RFC 4180, UTF-8 with a byte order mark), columns: ${columns.join(', ')}. A text cell that starts with =, +, -, @, a tab or a carriage return is prefixed with a single quote, so no spreadsheet reads it as a formula.`,
    },
  );
}

export type ParamsOf<R extends Route> = t.TypeOf<R['params']>;
export type QueryOf<R extends Route> = t.TypeOf<R['query']>;
export type BodyOf<R extends Route> = t.TypeOf<R['body']>;
/** What a client sends (before decoding): the codec's output side. */
export type BodyInputOf<R extends Route> = t.OutputOf<R['body']>;
export type ResponseOf<R extends Route> = t.TypeOf<R['response']>;

/** Fills `:name` segments of a route path. */
export function pathOf(route: Pick<Route, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${route.path}`);
    return encodeURIComponent(value);
  });
}

/** The one error shape of every non-2xx answer. */
export const ApiError = t.intersection(
  [
    t.type({ error: t.string, message: t.string }),
    t.partial({ details: t.array(t.type({ field: t.string, message: t.string })) }),
  ],
  'ApiError',
);
export type ApiError = t.TypeOf<typeof ApiError>;
