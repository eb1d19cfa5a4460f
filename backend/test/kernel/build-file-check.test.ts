import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFileCheck } from '../../src/kernel/http/build-file-check';

let dir: string;
let file: string;
/** Writes the file with a modification time of `second` seconds into 2030. */
const deploy = (second: number) => {
  writeFileSync(file, '{}');
  const time = new Date(Date.UTC(2030, 0, 1, 0, 0, second));
  utimesSync(file, time, time);
  return time.getTime();
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'costiera-build-check-'));
  file = path.join(dir, 'ssr.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('checking a build file for a new deploy', () => {
  it('looks at the disk at most once per interval: a new build is seen once the interval has passed', async () => {
    let now = 10_000;
    const modified = buildFileCheck(file, 1000, () => now);
    const first = deploy(1);
    expect(await modified()).toBe(first);
    const second = deploy(2);
    now += 999;
    expect(await modified()).toBe(first);
    now += 1;
    expect(await modified()).toBe(second);
  });

  it('answers null while the file is missing, and its time once it is there', async () => {
    let now = 10_000;
    const modified = buildFileCheck(file, 1000, () => now);
    expect(await modified()).toBeNull();
    const built = deploy(3);
    now += 1000;
    expect(await modified()).toBe(built);
    unlinkSync(file);
    now += 1000;
    expect(await modified()).toBeNull();
  });

  it('shares one look between the callers of one interval', async () => {
    const modified = buildFileCheck(file, 1000, () => 10_000);
    deploy(4);
    const calls = [modified(), modified(), modified()];
    expect(new Set(calls).size).toBe(1);
    await Promise.all(calls);
  });
});
