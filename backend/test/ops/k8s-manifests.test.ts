import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * infra/k8s rendered by `kubectl kustomize` (scripts/kubectl.sh) and validated without a cluster
 * (infra/k8s/validate.mjs, plain node: the kubernetes-models schemas ship as ES modules only).
 * Broken copies prove the check bites: kustomize's own refusals, then the schemas'.
 */
const ROOT = path.join(__dirname, '../../..');
const K8S = path.join(ROOT, 'infra/k8s');

function validate(dir: string): { code: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(K8S, 'validate.mjs'), dir], { cwd: ROOT, encoding: 'utf8' });
  return { code: run.status, output: run.stdout + run.stderr };
}

function brokenCopy(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'costiera-k8s-'));
  fs.cpSync(K8S, dir, { recursive: true });
  edit(dir);
  return dir;
}

function replaceIn(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${from} is not in ${file}`);
  fs.writeFileSync(file, text.replace(from, to));
}

describe('Kubernetes manifests', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('the base and every overlay validate against the Kubernetes schemas', () => {
    const { code, output } = validate(K8S);
    expect(output).toMatch(/2 kustomizations, \d+ resources valid/);
    expect(code).toBe(0);
  });

  it('the api has 2 replicas, /readyz readiness, /healthz liveness and a grace period longer than its drain', () => {
    const text = fs.readFileSync(path.join(K8S, 'base/api-deployment.yaml'), 'utf8');
    expect(text).toMatch(/replicas: 2\n/);
    expect(text).toMatch(/readinessProbe:\n\s+httpGet: \{ path: \/readyz/);
    expect(text).toMatch(/livenessProbe:\n\s+httpGet: \{ path: \/healthz/);
    const grace = Number(/terminationGracePeriodSeconds: (\d+)/.exec(text)![1]);
    const drain = Number(/DRAIN_DELAY_MS, value: "(\d+)"/.exec(text)![1]);
    expect(grace * 1000).toBeGreaterThan(drain + 20_000);
  });

  it('the ConfigMap and Secret carry only settings .env.example names', () => {
    const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const names = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    for (const file of ['base/configmap.yaml', 'base/secret.yaml']) {
      const text = fs.readFileSync(path.join(K8S, file), 'utf8');
      const keys = [...text.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
      expect(keys.length).toBeGreaterThan(3);
      for (const key of keys) expect([key, names.has(key)]).toEqual([key, true]);
    }
  });

  function failsWith(edit: (dir: string) => void): string {
    const dir = brokenCopy(edit);
    copies.push(dir);
    const { code, output } = validate(dir);
    expect(code).toBe(1);
    return output;
  }

  it('fails on a misspelt field of a resource', () => {
    const output = failsWith((d) => replaceIn(path.join(d, 'base/api-deployment.yaml'), 'readinessProbe:', 'readinessProb:'));
    expect(output).toMatch(/Deployment costiera-api: .*unknown field "readinessProb"/);
  });

  it('fails on a wrong type', () => {
    const output = failsWith((d) => replaceIn(path.join(d, 'base/api-hpa.yaml'), 'minReplicas: 2', 'minReplicas: "two"'));
    expect(output).toMatch(/HorizontalPodAutoscaler costiera-api: \/spec\/minReplicas/);
  });

  it('fails on a missing resource', () => {
    const output = failsWith((d) => replaceIn(path.join(d, 'base/kustomization.yaml'), '  - api-pdb.yaml', '  - api-pdb.yaml\n  - missing.yaml'));
    expect(output).toMatch(/kubectl kustomize: .*missing\.yaml.*no such file or directory/);
  });

  it('fails on a patch of nothing', () => {
    const output = failsWith((d) => replaceIn(path.join(d, 'overlays/example/worker-replicas.yaml'), 'name: costiera-worker', 'name: costiera-wrker'));
    expect(output).toMatch(/kubectl kustomize: .*no matches for Id Deployment\.v1\.apps\/costiera-wrker/);
  });

  it('fails on an unknown field of a kustomization and on an image entry no container uses', () => {
    expect(failsWith((d) => replaceIn(path.join(d, 'base/kustomization.yaml'), 'resources:', 'resourcez:'))).toContain('unknown field "resourcez"');
    const output = failsWith((d) => replaceIn(path.join(d, 'overlays/example/kustomization.yaml'), '  - name: costiera\n', '  - name: costiera-app\n'));
    expect(output).toContain('image costiera-app is used by no container');
  });
});
