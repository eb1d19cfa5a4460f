/**
 * A call the API answered with a status other than 2xx. Its own file, apart from the client
 * that throws it: the pages and the query cache read errors on the first view, and must not
 * pull the client's io-ts decoding in with them.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's message when it sent the JSON error shape, else the body text. */
    readonly serverMessage: string,
    readonly body: unknown,
  ) {
    // SPEC section 8: "the status code, a colon and a space, then the response body text".
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

/**
 * The HTTP status of a failed call, or null for any other error. By name, not instanceof: an
 * error can come from another bundle's copy of this class.
 */
export function apiStatusOf(error: unknown): number | null {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number' ? (error as ApiError).status : null;
}
