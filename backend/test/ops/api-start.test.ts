import { createServer, type Server } from 'node:net';
import { startTestApp, type TestApp } from '../support/test-app';
import { ApiProcess } from '../support/api-process';
import { BackendProcess } from '../support/backend-process';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('starting the api', () => {
  it('prints "Costiera runs on <its URL>" once it listens', async () => {
    const api = await ApiProcess.start(app);
    try {
      // The logger writes asynchronously, so only the plain line's presence (once) is certain, not its order.
      const lines = api.output.split('\n');
      expect(lines.filter((l) => l === `Costiera runs on ${app.config.publicBaseUrl}`)).toHaveLength(1);
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    } finally {
      api.kill('SIGTERM');
      await api.exited;
    }
  }, 60_000);

  it('stops with one line naming the port when another program holds it, and exit code 1', async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const port = (holder.address() as { port: number }).port;
    try {
      const child = BackendProcess.spawn('src/main.ts', app, { PORT: String(port), METRICS_PORT: '0', LOG_LEVEL: 'silent' });
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
      child.stderr!.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trimEnd().split('\n')).toEqual([`PORT ${port} is already in use by another program: stop it, or set PORT to a free port.`]);
      expect(stdout).not.toContain('Costiera runs on');
    } finally {
      holder.close();
    }
  }, 60_000);
});
