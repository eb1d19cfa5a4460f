import type { TestApp } from './test-app';
import { BackendProcess } from './backend-process';

/** `src/worker.ts` as a process of its own, on the test app's database, Redis prefix and settings. */
export class WorkerProcess extends BackendProcess {
  static async start(app: TestApp, env: Record<string, string>): Promise<WorkerProcess> {
    // Any free metrics port: test files run their workers side by side.
    const worker = new WorkerProcess(BackendProcess.spawn('src/worker.ts', app, { WORKER_METRICS_PORT: '0', ...env }), 'worker');
    await worker.started((output) => (output.includes('"msg":"event worker started"') ? true : null));
    return worker;
  }
}
