import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** A Redis of the test's own (`redis-server` on a spare port, nothing on disk) that the test can stop and start. */
export class RedisServer {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.start();
    return server;
  }

  async start(): Promise<void> {
    if (this.child && this.child.exitCode === null) return;
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const deadline = Date.now() + 10_000;
    try {
      for (;;) {
        const up = await probe.connect().then(
          () => probe.ping().then(() => true),
          () => false,
        );
        if (up) return;
        if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${this.port}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      probe.disconnect();
    }
  }

  /** Stops it the hard way (as a crash would): every connection drops at once. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
    this.child = undefined;
  }
}
