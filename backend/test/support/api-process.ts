import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestApp } from './test-app';

const BACKEND = path.join(__dirname, '../..');

/**
 * `src/main.ts` as a process of its own (TypeScript through swc), on the test app's database,
 * Redis prefix and settings; its public and metrics ports are any free ones, read from its log.
 */
export class ApiProcess {
  output = '';
  port = 0;
  metricsPort = 0;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(private readonly child: ChildProcess) {
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const collect = (chunk: Buffer) => {
      this.output += chunk.toString('utf8');
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
  }

  static async start(app: TestApp, env: Record<string, string> = {}): Promise<ApiProcess> {
    const { config } = app;
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: BACKEND,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: '0',
        METRICS_PORT: '0',
        DATABASE_URL: config.databaseUrl,
        REDIS_URL: config.redisUrl,
        REDIS_PREFIX: config.redisPrefix,
        SESSION_SECRET: config.sessionSecret,
        PUBLIC_BASE_URL: config.publicBaseUrl,
        MAIL_FROM: config.mailFrom,
        BOOKINGS_INBOX: config.bookingsInbox,
        FRONTENDS_DIR: config.frontendsDir ?? path.join(BACKEND, '../frontends'),
        ...env,
      },
    });
    const api = new ApiProcess(child);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const listening = /"port":(\d+)[^\n]*"msg":"api listening"/.exec(api.output);
      const metrics = /"port":(\d+)[^\n]*"msg":"metrics listening"/.exec(api.output);
      if (listening && metrics) {
        api.port = Number(listening[1]);
        api.metricsPort = Number(metrics[1]);
        return api;
      }
      if (child.exitCode !== null) throw new Error(`the api exited at start:\n${api.output}`);
      if (Date.now() > deadline) throw new Error(`the api did not start within 30 s:\n${api.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child.pid!;
  }

  kill(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }
}

/** The worker's metrics port, from its log (it listens on any free port in tests). */
export function metricsPortOf(output: string): number {
  const m = /"port":(\d+)[^\n]*"msg":"metrics listening"/.exec(output);
  if (!m) throw new Error(`no "metrics listening" line in:\n${output}`);
  return Number(m[1]);
}
