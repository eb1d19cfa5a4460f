/*
 * What the phases share: an answer as the load generator receives it, a scenario's answer
 * registered as its reference (bench/lib/reference-routes.js), the booking request body, and
 * `beside`: a scenario measured in alternating slices with its reference.
 */
/* global fetch, Buffer */
const { alternate, load, round } = require('./load');

/** Each scenario's seconds are run in this many slices, alternating with its reference's. */
const SLICES = 5;

/** The answer's size in bytes as the load generator receives it (no compression asked for). */
async function answerOf(baseUrl, pathname, init = {}) {
  const res = await fetch(`${baseUrl}${pathname}`, { ...init, headers: { 'accept-encoding': 'identity', ...(init.headers ?? {}) } });
  const body = Buffer.from(await res.arrayBuffer());
  const text = body.toString('utf8');
  const json = body.length > 0 && /json/.test(res.headers.get('content-type') ?? '');
  return { status: res.status, bytes: body.length, text, json: json ? JSON.parse(text) : null };
}

let registered = 0;
/**
 * A scenario's own answer registered as a reference's answer; answers its name. The same bytes,
 * not only the same size (why: bench/lib/reference-routes.js), checked once.
 */
async function registerAnswer(baseUrl, answer) {
  const name = `answer-${++registered}`;
  const put = await fetch(`${baseUrl}/api/__reference/answers/${name}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: answer.text });
  if (put.status !== 204) throw new Error(`registering reference answer ${name} answered ${put.status}: ${await put.text()}`);
  const check = await answerOf(baseUrl, `/api/__reference/answers/${name}`);
  if (check.text !== answer.text) throw new Error(`reference answer ${name} is not the scenario's answer (${check.bytes} against ${answer.bytes} bytes)`);
  return name;
}

/** The path of a precomputed-answer reference (under `prefix`: the admin one goes through the session middleware). */
const referenceFor = async (baseUrl, answer, prefix = '/api/__reference') => `${prefix}/answers/${await registerAnswer(baseUrl, answer)}`;

const customerEmail = (n) => `bench-${n}@bench.test`;
const bookingBody = (tourId, n) =>
  JSON.stringify({ customerName: `Bench Traveller ${n}`, customerEmail: customerEmail(n), customerPhone: '+39 081 000 0000', date: '2027-05-15', people: 2, message: 'Load test', tourId });
const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * A scenario and its reference (same method, same answer bytes) after a warm-up of each,
 * alternating in slices so whatever else the machine does falls on both alike. Answers the row
 * (pushed to `ctx.rows`): the scenario's figures, the reference's, their ratio and `met`.
 */
async function beside(ctx, { name, kind, request, connections, referencePath, referenceBody, target, warmup = ctx.args.warmup }) {
  const { baseUrl, args, meter } = ctx;
  const reference = { method: request.method ?? 'GET', path: referencePath, headers: request.headers, ...(referenceBody ? { makeBody: referenceBody } : {}) };
  await load(baseUrl, request, { connections, seconds: warmup });
  await load(baseUrl, reference, { connections, seconds: args.warmup });
  const { scenario, reference: ref } = await alternate(baseUrl, request, reference, { connections, seconds: args.seconds, slices: SLICES, meter });
  const ratio = round(scenario.requestsPerSecond / ref.requestsPerSecond, 2);
  const row = { name, kind, ...scenario, reference: { requestsPerSecond: ref.requestsPerSecond, latencyMs: ref.latencyMs, errors: ref.errors, cpu: ref.cpu }, ratio, target };
  row.met = scenario.errors === 0 && ref.errors === 0 && ratio >= (target.ratio ?? 0) && (target.ms === undefined || scenario.latencyMs[target.percentile] <= target.ms);
  ctx.rows.push(row);
  console.log(`${name}: ${scenario.requestsPerSecond} req/s (reference ${ref.requestsPerSecond}, ratio ${ratio}), p50 ${scenario.latencyMs.p50} ms, p95 ${scenario.latencyMs.p95} ms, p99 ${scenario.latencyMs.p99} ms, errors ${scenario.errors}`);
  return row;
}

module.exports = { answerOf, registerAnswer, referenceFor, customerEmail, bookingBody, JSON_HEADERS, beside };
