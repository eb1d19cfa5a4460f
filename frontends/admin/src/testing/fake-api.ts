/**
 * The network of a component test: answers by 'METHOD /path' ('*' matches one path segment),
 * records every request. Only fetch and XMLHttpRequest (which uploads go through) are faked;
 * the screens, antd and the query client are real.
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
  const answer = async (request: ApiRequest) => {
    requests.push(request);
    const key = Object.keys(all).find((pattern) => matches(pattern, request.method, request.path));
    const reply = key ? await all[key]!(request) : new Reply(404, { error: 'not_found', message: `No fake for ${request.method} ${request.path}` });
    const { status, body } = reply instanceof Reply ? reply : { status: 200, body: reply };
    return { status, text: body === undefined || body === '' ? '' : JSON.stringify(body) };
  };
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const { status, text } = await answer({ method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text };
  }) as unknown as typeof fetch;
  global.XMLHttpRequest = fakeUploadRequest(answer) as unknown as typeof XMLHttpRequest;
  return {
    requests,
    /** The requests sent as `method` to `path` so far. */
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

/** A file field of a multipart body as a request records it. */
export interface SentFile {
  name: string;
  type: string;
  size: number;
}

/**
 * XMLHttpRequest as the upload client uses it: the multipart body's files are recorded by field
 * (`{ file: { name, type, size } }`), half the bytes are reported sent at once and the rest when
 * the answer comes.
 */
function fakeUploadRequest(answer: (request: ApiRequest) => Promise<{ status: number; text: string }>) {
  return class FakeUploadRequest {
    readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private aborted = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const url = new URL(this.url, 'http://localhost');
      const files: Record<string, SentFile> = {};
      let total = 0;
      body.forEach((value, field) => {
        if (typeof value === 'string') return;
        files[field] = { name: value.name, type: value.type, size: value.size };
        total += value.size;
      });
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total }), 0);
      void answer({ method: this.method, path: url.pathname, query: url.searchParams, body: files }).then(({ status, text }) => {
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.status = status;
        this.statusText = String(status);
        this.responseText = text;
        this.onload?.();
      });
    }
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
