import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The runtime everywhere the site runs: one Node.js version (.nvmrc) in every package.json, the
 * image and CI; one start command (scripts/start.sh) with its V8 flags; a compose file whose
 * `docker compose up` alone runs the whole site. There is no Docker engine here, so the compose
 * file is checked as the document compose reads.
 */
const ROOT = path.join(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const nodeVersion = read('.nvmrc').trim();
const major = Number(nodeVersion.split('.')[0]);

describe('Node.js version', () => {
  it('.nvmrc names an exact release of an LTS line', () => {
    expect(nodeVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(24);
  });

  it('every package.json requires that major and the Node types follow it', () => {
    const manifests = ['package.json', ...JSON.parse(read('package.json')).workspaces.flatMap((w: string) => (w.endsWith('/*') ? fs.readdirSync(path.join(ROOT, w.slice(0, -2))).map((d) => `${w.slice(0, -2)}/${d}`) : [w]))]
      .map((dir: string) => (dir.endsWith('package.json') ? dir : `${dir}/package.json`))
      .filter((file: string) => fs.existsSync(path.join(ROOT, file)));
    expect(manifests.length).toBeGreaterThanOrEqual(7);
    for (const file of manifests) expect([file, JSON.parse(read(file)).engines?.node]).toEqual([file, `>=${major}`]);
    expect(JSON.parse(read('package.json')).devDependencies['@types/node']).toMatch(new RegExp(`^\\^${major}\\.`));
  });

  it('the image builds and runs on that exact version, installed with npm ci', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain(`ARG NODE_VERSION=${nodeVersion}\n`);
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(froms).toEqual(['node:${NODE_VERSION}-bookworm-slim', 'build', 'node:${NODE_VERSION}-bookworm-slim']);
    expect(dockerfile).toMatch(/^RUN npm ci /m);
    expect(dockerfile).not.toMatch(/npm install/);
  });

  it('CI and the make targets that run node take it from scripts/use-node.sh', () => {
    expect(read('.ci/run')).toMatch(/^\. scripts\/use-node\.sh\nnpm ci /m);
    for (const script of ['scripts/test.sh', 'scripts/up.sh', 'scripts/dev.sh']) expect([script, /^\. scripts\/use-node\.sh/m.test(read(script))]).toEqual([script, true]);
    const makefile = read('Makefile');
    for (const target of ['build', 'migrate', 'seed', 'e2e', 'bench']) {
      const recipe = new RegExp(`^${target}:.*\\n\\t@(.*)$`, 'm').exec(makefile)?.[1];
      expect([target, recipe?.startsWith('$(USE_NODE)')]).toEqual([target, true]);
    }
  });

  it('scripts/use-node.sh keeps a node of that major or newer as it is', () => {
    const run = spawnSync('sh', ['-c', '. scripts/use-node.sh && command -v node && node -p "process.versions.node"'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(0);
    const [bin, version = ''] = run.stdout.trim().split('\n').slice(-2);
    expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(major);
    if (Number(process.versions.node.split('.')[0]) >= major) expect(bin).toBe(process.execPath);
  });
});

describe('the start command', () => {
  /**
   * Runs scripts/start.sh with a `node` that records its arguments instead of starting anything,
   * then waits until `processes` of them have started (so both of a pair are seen before either ends).
   */
  function startWithFakeNode(args: string[], processes = 1) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'costiera-start-'));
    const started = path.join(dir, 'started');
    fs.writeFileSync(path.join(dir, 'node'), `#!/bin/sh\necho "MALLOC_ARENA_MAX=$MALLOC_ARENA_MAX \${MALLOC_MMAP_THRESHOLD_:+MALLOC_MMAP_THRESHOLD_=$MALLOC_MMAP_THRESHOLD_ }node $*" >> "${started}"\nuntil [ "$(wc -l < "${started}")" -ge ${processes} ]; do sleep 0.01; done\n`, { mode: 0o755 });
    try {
      const run = spawnSync(path.join(ROOT, 'scripts/start.sh'), args, { encoding: 'utf8', env: { PATH: `${dir}:${process.env.PATH}` } });
      const lines = fs.existsSync(started) ? fs.readFileSync(started, 'utf8').trim().split('\n').sort() : [];
      return { code: run.status, started: lines, err: run.stderr.trim() };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('starts the api, the worker, or both, with their V8 heap sizing and malloc settings', () => {
    expect(startWithFakeNode(['api'])).toEqual({ code: 0, started: ['MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 node --heap-growing-percent=50 --max-semi-space-size=4 backend/dist/main.js'], err: '' });
    expect(startWithFakeNode(['worker'])).toEqual({ code: 0, started: ['MALLOC_ARENA_MAX=2 node --heap-growing-percent=30 --max-semi-space-size=4 backend/dist/worker.js'], err: '' });
    expect(startWithFakeNode([], 2)).toEqual({ code: 0, started: ['MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 node --heap-growing-percent=50 --max-semi-space-size=4 backend/dist/main.js', 'MALLOC_ARENA_MAX=2 node --heap-growing-percent=30 --max-semi-space-size=4 backend/dist/worker.js'], err: '' });
  });

  it('refuses any other process name', () => {
    expect(startWithFakeNode(['web'])).toEqual({ code: 64, started: [], err: 'usage: scripts/start.sh [api|worker]' });
  });

  it('is written once: everything else that starts the api or the worker calls it', () => {
    const files = ['Dockerfile', 'docker-compose.yml', 'Makefile', 'package.json', 'backend/package.json', ...fs.readdirSync(path.join(ROOT, 'scripts')).map((f) => `scripts/${f}`), ...fs.readdirSync(path.join(ROOT, 'infra/k8s/base')).map((f) => `infra/k8s/base/${f}`)];
    const withFlag = files.filter((f) => read(f).includes('--heap-growing-percent'));
    expect(withFlag).toEqual(['scripts/start.sh']);
    expect(JSON.parse(read('package.json')).scripts).toMatchObject({ test: 'scripts/test.sh', dev: 'scripts/dev.sh', start: '. scripts/use-node.sh && exec scripts/start.sh' });
    expect(read('Dockerfile')).toContain('CMD ["scripts/start.sh", "api"]');
    expect(read('scripts/up.sh')).toMatch(/^exec scripts\/start\.sh$/m);
    expect(read('infra/k8s/base/api-deployment.yaml')).toContain('command: ["scripts/start.sh", "api"]');
    expect(read('infra/k8s/base/worker-deployment.yaml')).toContain('command: ["scripts/start.sh", "worker"]');
    expect(read('Makefile')).toMatch(/^dev:.*\n\t@scripts\/dev\.sh$/m);
  });
});

describe('docker compose up', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { image?: string; build?: unknown; command?: string[]; profiles?: string[]; healthcheck?: { test: string[] }; depends_on?: Record<string, { condition: string }> }>;
  };
  const services = compose.services;
  const api = services.api!;
  const worker = services.worker!;

  it('runs every service, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'mailpit', 'postgres', 'redis', 'worker']);
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.profiles]).toEqual([name, undefined]);
      expect([name, service.healthcheck?.test?.[0]]).toEqual([name, expect.stringMatching(/^CMD(-SHELL)?$/)]);
    }
  });

  it('pins every image it pulls to an exact version', () => {
    for (const name of ['postgres', 'redis', 'mailpit']) {
      expect([name, services[name]?.image]).toEqual([name, expect.stringMatching(/^[\w./-]+:v?\d+\.\d+(\.\d+)?(-[\w.]+)?(@sha256:[0-9a-f]{64})?$/)]);
    }
  });

  it('builds the api and the worker from the Dockerfile and starts them once the services they need are healthy', () => {
    expect(api.build).toBe('.');
    expect(worker.image).toBe(api.image);
    expect(api.command).toEqual(['sh', '-c', 'node backend/dist/cli.js seed && exec scripts/start.sh api']);
    expect(worker.command).toEqual(['scripts/start.sh', 'worker']);
    for (const dep of ['postgres', 'redis', 'mailpit']) expect(api.depends_on?.[dep]).toEqual({ condition: 'service_healthy' });
    // The worker waits for the api's seed to have migrated the database.
    expect(worker.depends_on?.api).toEqual({ condition: 'service_healthy' });
  });

  it('says so in its header', () => {
    expect(read('docker-compose.yml')).toMatch(/^# The whole site in containers: `docker compose up` builds the image/);
  });
});
