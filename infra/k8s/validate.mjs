#!/usr/bin/env node
/* global process, console, URL, structuredClone */
// Validates the Kustomize tree under a directory (default: infra/k8s) without kustomize or a
// cluster: every resource against the Kubernetes schemas that kubernetes-models ships (types,
// required fields, enums) and against unknown fields (a misspelt field is an error, as
// `kubectl apply --validate=strict` makes it); every kustomization lists files that exist;
// every overlay patch targets a resource of its bases, and the patched result validates too.
// Usage: node infra/k8s/validate.mjs [dir]; exits 1 and names each problem.
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
const KUSTOMIZATION_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'patches', 'images', 'namespace', 'labels', 'commonAnnotations', 'namePrefix', 'nameSuffix', 'configMapGenerator', 'secretGenerator', 'replicas', 'components']);

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

function readDocs(file) {
  return parseAllDocuments(fs.readFileSync(file, 'utf8')).map((d) => {
    if (d.errors.length > 0) throw new Error(`${file}: ${d.errors[0].message}`);
    return d.toJS();
  });
}

/** Strategic merge as far as these patches need it: maps merge, lists and values replace. */
function merge(base, patch) {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch) || base === null || typeof base !== 'object' || Array.isArray(base)) return structuredClone(patch);
  const out = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = k in base ? merge(base[k], v) : structuredClone(v);
  return out;
}

function applyJsonPatch(doc, ops, where) {
  const out = structuredClone(doc);
  for (const op of ops) {
    if (!['add', 'replace', 'remove'].includes(op.op)) throw new Error(`${where}: op ${op.op} is not supported here`);
    const keys = op.path.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop();
    let node = out;
    for (const k of keys) {
      if (node?.[k] === undefined) throw new Error(`${where}: path ${op.path} does not exist`);
      node = node[k];
    }
    if (op.op !== 'add' && !(last in node)) throw new Error(`${where}: path ${op.path} does not exist`);
    if (op.op === 'remove') delete node[last];
    else node[last] = op.value;
  }
  return out;
}

/** Builds a kustomization's resource list (bases included, patches applied), collecting problems. */
async function build(dir, problems) {
  const kfile = path.join(dir, 'kustomization.yaml');
  if (!fs.existsSync(kfile)) {
    problems.push(`${dir}: no kustomization.yaml`);
    return [];
  }
  const [k] = readDocs(kfile);
  for (const key of Object.keys(k)) if (!KUSTOMIZATION_FIELDS.has(key)) problems.push(`${kfile}: unknown field "${key}"`);
  const resources = [];
  for (const entry of k.resources ?? []) {
    const target = path.resolve(dir, entry);
    if (!fs.existsSync(target)) {
      problems.push(`${kfile}: resource ${entry} does not exist`);
    } else if (fs.statSync(target).isDirectory()) {
      resources.push(...(await build(target, problems)));
    } else {
      for (const doc of readDocs(target)) {
        for (const p of await validateResource(doc)) problems.push(`${path.relative(process.cwd(), target)} (${doc.kind} ${doc.metadata?.name}): ${p}`);
        resources.push({ doc, file: target });
      }
    }
  }
  for (const patch of k.patches ?? []) {
    const where = `${kfile}: patch ${patch.path ?? JSON.stringify(patch.target)}`;
    if (patch.path && !fs.existsSync(path.resolve(dir, patch.path))) {
      problems.push(`${where}: file does not exist`);
      continue;
    }
    const body = patch.path ? readDocs(path.resolve(dir, patch.path))[0] : parseAllDocuments(patch.patch)[0].toJS();
    const target = patch.target ?? { kind: body.kind, name: body.metadata?.name };
    const i = resources.findIndex((r) => r.doc.kind === target.kind && r.doc.metadata?.name === target.name);
    if (i < 0) {
      problems.push(`${where}: targets ${target.kind} ${target.name}, which no resource of this kustomization is`);
      continue;
    }
    try {
      const patched = Array.isArray(body) ? applyJsonPatch(resources[i].doc, body, where) : merge(resources[i].doc, body);
      for (const p of await validateResource(patched)) problems.push(`${where} -> ${patched.kind} ${patched.metadata?.name}: ${p}`);
      resources[i] = { doc: patched, file: resources[i].file };
    } catch (e) {
      problems.push(e.message);
    }
  }
  for (const img of k.images ?? []) {
    const used = resources.some((r) => JSON.stringify(r.doc).includes(`"image":"${img.name}:`) || JSON.stringify(r.doc).includes(`"image":"${img.name}"`));
    if (!used) problems.push(`${kfile}: image ${img.name} is used by no container`);
  }
  return resources;
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
for (const dir of dirs) count += (await build(dir, problems)).length;
if (problems.length > 0) {
  console.error([...new Set(problems)].join('\n'));
  process.exit(1);
}
console.log(`${dirs.length} kustomizations, ${count} resources valid`);
