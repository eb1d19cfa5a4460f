/*
 * Load runs with autocannon over loopback. The latency of every answer is collected here
 * (autocannon's own summary has no p95), so runs in slices can be summed up exactly.
 */
const autocannon = require('autocannon');
const { percentile } = require('./stack');
const { addReadings, perAnswer } = require('./cpu');

const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * One run. `request`: { method, path, headers, body } or { method, path, headers, makeBody() }
 * for a new body per request.
 */
async function loadOnce(baseUrl, request, { connections, seconds }) {
  const latencies = [];
  const statuses = {};
  const spec = { method: request.method ?? 'GET', path: request.path, headers: request.headers ?? {} };
  if (request.makeBody) spec.setupRequest = (req) => ({ ...req, body: request.makeBody() });
  else if (request.body !== undefined) spec.body = request.body;
  const instance = autocannon({ url: baseUrl, connections, duration: seconds, timeout: 10, requests: [spec] });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  return { connections, latencies, ok: result['2xx'], errors: result.non2xx + result.errors + result.timeouts, seconds: result.duration, statuses };
}

/** Several runs as one: requests/s of 2xx answers over their summed time, latency percentiles over every answer. */
function summarise(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  const statuses = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  return {
    connections: runs[0].connections,
    seconds: round(seconds),
    requests: latencies.length,
    requestsPerSecond: round(runs.reduce((s, r) => s + r.ok, 0) / seconds),
    latencyMs: { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1) ?? NaN) },
    errors: runs.reduce((s, r) => s + r.errors, 0),
    statuses,
  };
}

async function load(baseUrl, request, options) {
  return summarise([await loadOnce(baseUrl, request, options)]);
}

/** One run, with the CPU each part of the stack spent during it when `meter` (lib/cpu.js) is given. */
async function meteredOnce(baseUrl, request, options, meter) {
  const reading = meter?.start();
  const run = await loadOnce(baseUrl, request, options);
  return { ...run, cpu: reading?.end() };
}

/** `summarise`, plus the CPU per answer over the runs that were metered. */
function summariseMetered(runs) {
  const summary = summarise(runs);
  const readings = runs.map((r) => r.cpu).filter(Boolean);
  if (readings.length === runs.length && readings.length > 0) summary.cpu = perAnswer(addReadings(readings), summary.requests);
  return summary;
}

/**
 * A scenario and its reference measured side by side: `seconds` each, in alternating slices
 * (scenario, reference, scenario, ...), so a change in what else the machine is doing falls on
 * both alike and the ratio stays fair. With `meter`, each side also says the CPU per answer
 * of each part of the stack (not a target: where the difference between the two goes).
 */
async function alternate(baseUrl, scenario, reference, { connections, seconds, slices, meter }) {
  const slice = seconds / slices;
  const a = [];
  const b = [];
  for (let i = 0; i < slices; i++) {
    a.push(await meteredOnce(baseUrl, scenario, { connections, seconds: slice }, meter));
    b.push(await meteredOnce(baseUrl, reference, { connections, seconds: slice }, meter));
  }
  return { scenario: summariseMetered(a), reference: summariseMetered(b) };
}

module.exports = { load, alternate, round };
