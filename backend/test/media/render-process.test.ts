import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { media } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { FAST_EVENTS_ENV, eventually } from '../support/events';
import { WorkerProcess } from '../support/worker-process';
import { scenePhoto } from '../../../bench/lib/scene-photo';
import { upload } from './upload-files';

/** The processes whose parent is `pid`, read from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    // The parent's id is the second field after the command name (which may hold spaces, in parentheses).
    const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
    if (ppid === pid) found.push(Number(entry));
  }
  return found;
}

/** Whether a process has ended (or is only waiting to be reaped). */
const gone = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat === null || /\) Z /.test(stat);
};

/** Whether a process has the image library mapped in (sharp's native module and libvips). */
const loadsSharp = async (pid: number) => /sharp|libvips/.test(await readFile(`/proc/${pid}/maps`, 'utf8').catch(() => ''));

describe('the renderer process', () => {
  let app: TestApp;
  let dir: string;
  let admin: string;
  let worker: WorkerProcess | null = null;

  jest.setTimeout(180_000);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'costiera-media-'));
    app = await startTestApp({ MEDIA_DIR: dir, ...FAST_EVENTS_ENV });
    admin = await app.signInAsAdmin();
  });
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const variantsOf = async (id: string) => (await app.request<media.Photo>('GET', `/api/admin/photos/${id}`, { cookie: admin })).body.variants;

  it('renders in a child of the worker, which never loads sharp; a killed child fails the job, which is retried with a fresh child', async () => {
    worker = await WorkerProcess.start(app, { MEDIA_DIR: dir, MEDIA_RENDER_IDLE_MS: '5000', ...FAST_EVENTS_ENV });
    const workerPid = worker.pid;
    expect(await childrenOf(workerPid)).toEqual([]);

    const res = await upload(app, admin, await scenePhoto(2400, 1800, { seed: 7 }), 'IMG_3001.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const id = String(res.body.id);

    // The first child is killed as soon as it appears, in the middle of its render.
    const [first] = await eventually(async () => {
      const children = await childrenOf(workerPid);
      return children.length > 0 ? children : null;
    }, 'the renderer process', 60_000);
    process.kill(first!, 'SIGKILL');
    await eventually(async () => worker!.output.includes('the renderer process exited (SIGKILL)'), 'the failed render job', 60_000);
    expect(await variantsOf(id)).toBeNull();

    // The job is retried: a fresh child renders the photo, and stays a while for the next one.
    expect(await eventually(() => variantsOf(id), 'the variants', 150_000)).toEqual({ recipe: 1, widths: [320, 640, 960, 1280, 1920] });
    const second = await childrenOf(workerPid);
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first);
    expect(await loadsSharp(second[0]!)).toBe(true);
    expect(await loadsSharp(workerPid)).toBe(false);
    expect((await fetch(`${app.baseUrl}${media.variantPath(id, 1, 1920, 'avif')}`)).status).toBe(200);

    // Idle, the child exits and its memory goes with it; the worker goes on without it.
    await eventually(async () => (await childrenOf(workerPid)).length === 0, 'the idle child to exit', 30_000);
    expect(await loadsSharp(workerPid)).toBe(false);

    // The worker stops gracefully, its renderer process with it.
    const another = await upload(app, admin, await scenePhoto(1200, 900, { seed: 8 }), 'IMG_3002.jpg', 'image/jpeg');
    const anotherId = String(another.body.id);
    await eventually(() => variantsOf(anotherId), 'the second photo rendered', 150_000);
    const [third] = await childrenOf(workerPid);
    expect(third).toBeDefined();
    worker.kill('SIGTERM');
    expect((await worker.exited).code).toBe(0);
    await eventually(() => gone(third!), 'the renderer process to be gone', 10_000);
  });
});
