#!/usr/bin/env node
/* global process, console, URL */
// Validates what `kubectl kustomize` renders for every kustomization under a directory (default:
// infra/k8s), without a cluster: kustomize itself refuses a missing file, an unknown field of a
// kustomization or a patch that targets nothing; each rendered resource is then checked against
// the Kubernetes schemas that kubernetes-models ships (types, required fields, enums) and for
// unknown fields (a misspelt field is an error, as `kubectl apply --validate=strict` makes it);
// each `images` entry of a kustomization must reach a container.
// kubectl comes from scripts/kubectl.sh. Usage: node infra/k8s/validate.mjs [dir]; exits 1 and
// names each problem.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** apiVersion/kind -> the generated schema module (kubernetes-models/_schemas/<name>). */
const SCHEMAS = {
  'v1/ConfigMap': 'IoK8sApiCoreV1ConfigMap',
  'v1/Secret': 'IoK8sApiCoreV1Secret',
  'v1/Service': 'IoK8sApiCoreV1Service',
  'apps/v1/Deployment': 'IoK8sApiAppsV1Deployment',
  'batch/v1/Job': 'IoK8sApiBatchV1Job',
  'autoscaling/v2/HorizontalPodAutoscaler': 'IoK8sApiAutoscalingV2HorizontalPodAutoscaler',
  'policy/v1/PodDisruptionBudget': 'IoK8sApiPolicyV1PodDisruptionBudget',
  'networking.k8s.io/v1/Ingress': 'IoK8sApiNetworkingV1Ingress',
};

/**
 * The generated validators read every property their schema names and enumerate the keys of
 * maps (labels, data); a key of the document they never touched is a field the schema does not
 * have. A Proxy records what they touch.
 */
function unknownFields(doc, validate) {
  const seen = new Set();
  const maps = new Set();
  const wrap = (value, at) => {
    if (value === null || typeof value !== 'object') return value;
    return new Proxy(value, {
      get(target, key) {
        if (typeof key !== 'string') return Reflect.get(target, key);
        seen.add(`${at}/${key}`);
        return wrap(Reflect.get(target, key), `${at}/${key}`);
      },
      has(target, key) {
        if (typeof key === 'string') seen.add(`${at}/${key}`);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        maps.add(at);
        return Reflect.ownKeys(target);
      },
    });
  };
  const valid = validate(wrap(doc, ''));
  const errors = valid ? [] : validate.errors.map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword} ${e.params ? JSON.stringify(e.params) : ''}`.trim());
  const walk = (value, at) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}/${i}`));
    for (const [key, v] of Object.entries(value)) {
      if (!maps.has(at) && !seen.has(`${at}/${key}`)) errors.push(`${at || '/'}: unknown field "${key}"`);
      else walk(v, `${at}/${key}`);
    }
  };
  walk(doc, '');
  return errors;
}

async function validateResource(doc) {
  const schema = SCHEMAS[`${doc.apiVersion}/${doc.kind}`];
  if (!schema) return [`no schema for ${doc.apiVersion} ${doc.kind} (add it to SCHEMAS in infra/k8s/validate.mjs)`];
  const { validate } = await import(`kubernetes-models/_schemas/${schema}`);
  return unknownFields(doc, validate);
}

const KUBECTL = path.join(path.dirname(new URL(import.meta.url).pathname), '../../scripts/kubectl.sh');

function parseDocs(text, where) {
  return parseAllDocuments(text)
    .map((d) => {
      if (d.errors.length > 0) throw new Error(`${where}: ${d.errors[0].message}`);
      return d.toJS();
    })
    .filter((doc) => doc !== null);
}

/** The images a resource's pod template (or a Job's) runs. */
function containerImages(doc) {
  const pod = doc.spec?.template?.spec ?? doc.spec?.jobTemplate?.spec?.template?.spec;
  return [...(pod?.initContainers ?? []), ...(pod?.containers ?? [])].map((c) => c.image);
}

/** Renders one kustomization with kustomize and checks what comes out, collecting problems. */
async function check(dir, problems) {
  const where = path.relative(process.cwd(), dir) || '.';
  const run = spawnSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  if (run.status !== 0) {
    problems.push(`${where}: kubectl kustomize: ${run.stderr.trim()}`);
    return 0;
  }
  const resources = parseDocs(run.stdout, `${where} (rendered)`);
  for (const doc of resources) {
    for (const p of await validateResource(doc)) problems.push(`${where}: ${doc.kind} ${doc.metadata?.name}: ${p}`);
  }
  const [kustomization] = parseDocs(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'), dir);
  const images = resources.flatMap(containerImages);
  for (const img of kustomization.images ?? []) {
    const name = img.newName ?? img.name;
    const ref = img.digest ? `${name}@${img.digest}` : img.newTag ? `${name}:${img.newTag}` : name;
    if (!images.some((i) => i === ref || i.startsWith(`${ref}:`) || i.startsWith(`${ref}@`))) problems.push(`${where}/kustomization.yaml: image ${img.name} is used by no container`);
  }
  return resources.length;
}

/** Every directory holding a kustomization.yaml under root. */
function kustomizations(root) {
  const out = [];
  const visit = (d) => {
    if (fs.existsSync(path.join(d, 'kustomization.yaml'))) out.push(d);
    for (const e of fs.readdirSync(d, { withFileTypes: true })) if (e.isDirectory()) visit(path.join(d, e.name));
  };
  visit(root);
  return out;
}

const root = path.resolve(process.argv[2] ?? path.dirname(new URL(import.meta.url).pathname));
const problems = [];
const dirs = kustomizations(root);
if (dirs.length === 0) problems.push(`${root}: no kustomization.yaml found`);
let count = 0;
for (const dir of dirs) count += await check(dir, problems);
if (problems.length > 0) {
  console.error([...new Set(problems)].join('\n'));
  process.exit(1);
}
console.log(`${dirs.length} kustomizations, ${count} resources valid`);
