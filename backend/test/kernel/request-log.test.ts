import { startTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/events';

/**
 * The request log against a real app, its lines captured as the process would write them: each
 * request's lines carry its id, an error is written with its stack, and no cookie, credential
 * or link token reaches a line.
 */
let app: TestApp;
const raw: string[] = [];
interface LogLine {
  readonly msg: string;
  readonly level: number;
  readonly requestId?: string;
  readonly responseTime?: number;
  readonly req?: { id: string; method: string; url: string; headers: Record<string, string> };
  readonly res?: { statusCode: number; headers: Record<string, string> };
  readonly err?: { type: string; message: string; stack: string };
}
const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
/** The request lines, once `count` are written (each is written when its answer has been handed to the socket). */
const requestLines = (count: number) =>
  eventually(async () => {
    const done = lines().filter((l) => l.msg === 'request completed' || l.msg === 'request errored');
    return done.length >= count && done;
  }, `${count} request lines`);

const TOKEN = 'Tk3yL8pQ2vX9sR4mN7bW1cF6hJ0dG5aZ-_eUiOoPqAs';
const COOKIE_SECRET = 'costiera.sess=s3cr3t-session-value';

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'info' }, { logDestination: { write: (line: string) => void raw.push(line) } });
  // A call that logs on its way (as any module's code may) and then fails as a bug would.
  app.http.router.get('/api/test-only/broken', () => {
    app.runtime.logger.info('working on it');
    throw new Error('the test route broke');
  });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  raw.length = 0;
});

it('writes one line per request, and every line written during a request carries its id', async () => {
  const res = await app.request('GET', '/api/test-only/broken', { headers: { 'x-request-id': 'trace-log-0001' } });
  expect(res.status).toBe(500);
  expect(res.headers.get('x-request-id')).toBe('trace-log-0001');
  await requestLines(1);
  const mine = lines().filter((l) => l.requestId === 'trace-log-0001');
  expect(mine.map((l) => l.msg)).toEqual(['working on it', 'unhandled error', 'request errored']);
  expect(lines().filter((l) => l.requestId === undefined)).toEqual([]);
  const done = mine.at(-1)!;
  expect(done).toMatchObject({ req: { id: 'trace-log-0001', method: 'GET', url: '/api/test-only/broken' }, res: { statusCode: 500 }, level: 30 });
  expect(typeof done.responseTime).toBe('number');

  await app.request('GET', '/api/tours');
  await app.request('GET', '/api/tours');
  const ids = (await requestLines(3))
    .filter((l) => l.req!.url === '/api/tours')
    .map((l) => l.requestId!);
  expect(ids).toHaveLength(2);
  expect(new Set(ids).size).toBe(2);
});

it('writes an error as an object with its type, message and stack', async () => {
  await app.request('GET', '/api/test-only/broken');
  const [line] = lines().filter((l) => l.msg === 'unhandled error');
  expect(line!.level).toBe(50);
  expect(line!.err).toMatchObject({ type: 'Error', message: 'the test route broke' });
  expect(line!.err!.stack).toMatch(/^Error: the test route broke\n\s+at /);
});

it('writes no cookie, credential or link token', async () => {
  const cookie = await app.signInAsAdmin();
  const session = cookie.split('=')[1]!;
  await app.request('GET', `/booking/provider/${TOKEN}/confirm`, { cookie: `${cookie}; ${COOKIE_SECRET}`, headers: { authorization: 'Bearer bearer-secret-value' } });
  await app.request('GET', `/calendar/providers/${TOKEN}.ics`);
  await app.request('GET', '/api/tours', { headers: { referer: `http://costiera.test/booking/traveller/${TOKEN}?sent=1` } });
  await requestLines(4);
  const text = raw.join('');
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(session);
  expect(text).not.toContain('s3cr3t-session-value');
  expect(text).not.toContain('bearer-secret-value');
  const urls = (await requestLines(4)).map((l) => l.req!.url);
  expect(urls).toEqual(expect.arrayContaining(['/api/admin/login', '/booking/provider/[redacted]/confirm', '/calendar/providers/[redacted]']));
  const login = lines().find((l) => l.req?.url === '/api/admin/login')!;
  expect(login.res!.headers['set-cookie']).toBe('[Redacted]');
  const page = lines().find((l) => l.req?.url === '/booking/provider/[redacted]/confirm')!;
  expect(page.req!.headers).toMatchObject({ cookie: '[Redacted]', authorization: '[Redacted]' });
  const referred = lines().find((l) => l.req?.headers?.referer)!;
  expect(referred.req!.headers.referer).toBe('http://costiera.test/booking/traveller/[redacted]?sent=1');
});

it('leaves the orchestrator probes out', async () => {
  await app.request('GET', '/healthz');
  await app.request('GET', '/readyz');
  await app.request('GET', '/api/tours');
  expect((await requestLines(1)).map((l) => l.req!.url)).toEqual(['/api/tours']);
});
