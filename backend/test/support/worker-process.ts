import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestApp } from './test-app';

const BACKEND = path.join(__dirname, '../..');

/** `src/worker.ts` as a process of its own (TypeScript through swc), on the test app's database, Redis prefix and settings. */
export class WorkerProcess {
  output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(private readonly child: ChildProcess) {
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const collect = (chunk: Buffer) => {
      this.output += chunk.toString('utf8');
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
  }

  static async start(app: TestApp, env: Record<string, string>): Promise<WorkerProcess> {
    const { config } = app;
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/worker.ts'], {
      cwd: BACKEND,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: config.databaseUrl,
        REDIS_URL: config.redisUrl,
        REDIS_PREFIX: config.redisPrefix,
        SESSION_SECRET: config.sessionSecret,
        MAIL_FROM: config.mailFrom,
        BOOKINGS_INBOX: config.bookingsInbox,
        // Any free port: test files run their workers side by side.
        WORKER_METRICS_PORT: '0',
        ...env,
      },
    });
    const worker = new WorkerProcess(child);
    const deadline = Date.now() + 30_000;
    while (!worker.output.includes('"msg":"event worker started"')) {
      if (child.exitCode !== null) throw new Error(`the worker exited at start:\n${worker.output}`);
      if (Date.now() > deadline) throw new Error(`the worker did not start within 30 s:\n${worker.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return worker;
  }

  get pid(): number {
    return this.child.pid!;
  }

  kill(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }
}
