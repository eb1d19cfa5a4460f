import path from 'node:path';
import type { TestApp } from './test-app';
import { BACKEND, BackendProcess } from './backend-process';
import { siteSettings } from '../../src/site/application';

/** `src/main.ts` as a process of its own; its public and metrics ports are any free ones, read from its log. */
export class ApiProcess extends BackendProcess {
  port = 0;
  metricsPort = 0;

  static async start(app: TestApp, env: Record<string, string> = {}): Promise<ApiProcess> {
    const child = BackendProcess.spawn('src/main.ts', app, {
      PORT: '0',
      METRICS_PORT: '0',
      PUBLIC_BASE_URL: app.config.publicBaseUrl,
      FRONTENDS_DIR: app.config.of(siteSettings).frontendsDir ?? path.join(BACKEND, '../frontends'),
      ...env,
    });
    const api = new ApiProcess(child, 'api');
    [api.port, api.metricsPort] = await api.started((output) => {
      const listening = /"port":(\d+)[^\n]*"msg":"api listening"/.exec(output);
      const metrics = /"port":(\d+)[^\n]*"msg":"metrics listening"/.exec(output);
      return listening && metrics ? [Number(listening[1]), Number(metrics[1])] : null;
    });
    return api;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }
}

/** The worker's metrics port, from its log (it listens on any free port in tests). */
export function metricsPortOf(output: string): number {
  const m = /"port":(\d+)[^\n]*"msg":"metrics listening"/.exec(output);
  if (!m) throw new Error(`no "metrics listening" line in:\n${output}`);
  return Number(m[1]);
}
