/**
 * The network of a component test: answers by 'METHOD /path' ('*' matches one path segment),
 * records every request. Only fetch is faked; the screens, antd and the query client are real.
 */
export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer with a status other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown = '',
  ) {}
}

type Answer = (request: ApiRequest) => unknown;

const SIGNED_IN_ADMIN = { username: 'marina', isAdmin: true, language: 'en' };

function matches(pattern: string, method: string, path: string): boolean {
  const [m, p = ''] = pattern.split(' ');
  const want = p.split('/');
  const got = path.split('/');
  return m === method && want.length === got.length && want.every((part, i) => part === '*' || part === got[i]);
}

export function fakeApi(answers: Record<string, Answer>) {
  const requests: ApiRequest[] = [];
  const all: Record<string, Answer> = {
    'GET /api/admin/user': () => SIGNED_IN_ADMIN,
    'GET /api/admin/categories': () => ({ data: [] }),
    'GET /api/admin/providers': () => pageOf([]),
    ...answers,
  };
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const request: ApiRequest = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const key = Object.keys(all).find((pattern) => matches(pattern, request.method, request.path));
    const answer = key ? await all[key]!(request) : new Reply(404, { error: 'not_found', message: `No fake for ${request.method} ${request.path}` });
    const { status, body } = answer instanceof Reply ? answer : { status: 200, body: answer };
    const text = body === undefined || body === '' ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text };
  }) as unknown as typeof fetch;
  return {
    requests,
    /** The requests sent as `method` to `path` so far. */
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

/** A promise the test settles itself: holds an answer back to see the pending state. */
export function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

/** The list envelope (SPEC section 3): one page of `items` out of `total`. */
export function pageOf<T>(items: T[], { page = 1, total = items.length, limit = 10 }: { page?: number; total?: number; limit?: number } = {}) {
  return { data: items, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
