import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { staleUploadsJob } from '../../src/modules/media/infrastructure/stale-uploads';

const HOUR_MS = 60 * 60 * 1000;

describe('upload files left behind', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'costiera-uploads-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function file(name: string, ageMs: number) {
    await writeFile(path.join(dir, name), 'partial upload');
    const at = new Date(Date.now() - ageMs);
    await utimes(path.join(dir, name), at, at);
  }

  it('are removed once older than the limit; uploads still streaming and other files stay', async () => {
    await file('old.upload', 2 * HOUR_MS);
    await file('streaming.upload', 5_000);
    await file('notes.txt', 2 * HOUR_MS);
    await staleUploadsJob(dir, HOUR_MS, HOUR_MS).run();
    expect((await readdir(dir)).sort()).toEqual(['notes.txt', 'streaming.upload']);
  });

  it('a directory not made yet (no upload so far) is not an error', async () => {
    await expect(staleUploadsJob(path.join(dir, 'missing'), HOUR_MS, HOUR_MS).run()).resolves.toBeUndefined();
  });
});
