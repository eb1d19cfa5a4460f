import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestApp } from './test-app';
import { bookingsSettings } from '../../src/modules/bookings';

export const BACKEND = path.join(__dirname, '../..');

/**
 * A backend entry (`src/main.ts`, `src/worker.ts`) as a process of its own (TypeScript through
 * swc), on the test app's database, Redis prefix and settings, its output collected.
 */
export class BackendProcess {
  output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(
    private readonly child: ChildProcess,
    private readonly name: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const collect = (chunk: Buffer) => {
      this.output += chunk.toString('utf8');
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
  }

  static spawn(entry: string, app: TestApp, env: Record<string, string>): ChildProcess {
    const { config } = app;
    return spawn(process.execPath, ['-r', '@swc-node/register', entry], {
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
        BOOKINGS_INBOX: config.of(bookingsSettings).bookingsInbox,
        ...(config.clockStart ? { CLOCK_START: config.clockStart.toISOString() } : {}),
        ACK_EMAILS_PER_ADDRESS_PER_HOUR: String(config.of(bookingsSettings).ackEmailsPerAddressPerHour),
        ...env,
      },
    });
  }

  /** Resolves once `started(output)` answers; fails if the process exits first or takes over 30 s. */
  protected async started<T>(started: (output: string) => T | null): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answer = started(this.output);
      if (answer !== null) return answer;
      if (this.child.exitCode !== null) throw new Error(`the ${this.name} exited at start:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`the ${this.name} did not start within 30 s:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  get pid(): number {
    return this.child.pid!;
  }

  kill(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }
}
