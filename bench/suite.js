#!/usr/bin/env node
/*
 * `make bench`: Costiera against the limit of its own stack, on this machine, in one run.
 *
 *   node bench/suite.js [--seconds N] [--warmup N] [--email-seconds N] [--pages-runs N] [--only reads,ssr,booking,availability,email-latency,pages,admin,photos]
 *
 * Starts the production build (the api through bench/lib/api-with-reference.js, which adds the
 * reference routes; the worker; frontends/*\/dist) on a free port against a fresh database with
 * the demo data, its own Redis prefix and an SMTP sink, then runs the phases in bench/phases/
 * in order (memory always, last), prints one table and writes bench/results.json. Exit code 1
 * when a target is missed, 2 when the run itself failed. Stops and removes everything it
 * started, also on Ctrl-C or when the whole run passes its time limit.
 * --pages-runs N fixes the page phase's pairs per page (otherwise bench/pages.js takes pairs until
 * its medians settle).
 */
const { writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { setTimeout: setTimer, clearTimeout } = require('node:timers');
const { Cleanups, startStack, root } = require('./lib/stack');
const { round } = require('./lib/load');
const { cpuMeter } = require('./lib/cpu');
const { answerOf } = require('./lib/scenario');
const { printTable } = require('./lib/table');
const { wakeCost, wakeCostLine } = require('./lib/wake-cost');

const PHASES = ['reads', 'ssr', 'booking', 'availability', 'email-latency', 'pages', 'admin', 'photos', 'admin-writes', 'memory'].map((name) => require(`./phases/${name}`));
const RESULTS_FILE = path.join(__dirname, 'results.json');
const TOTAL_TIMEOUT_MS = 100 * 60_000;

function parseArgs(argv) {
  const args = { seconds: 10, warmup: 2, emailSeconds: undefined, pagesRuns: undefined, only: new Set(PHASES.map((p) => p.name)) };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--seconds') args.seconds = Number(argv[++i]);
    else if (argv[i] === '--warmup') args.warmup = Number(argv[++i]);
    else if (argv[i] === '--email-seconds') args.emailSeconds = Number(argv[++i]);
    else if (argv[i] === '--pages-runs') args.pagesRuns = Number(argv[++i]);
    else if (argv[i] === '--only') args.only = new Set([...argv[++i].split(','), 'memory']);
    else throw new Error(`unknown argument ${argv[i]} (see the header of bench/suite.js)`);
  }
  if (!(args.seconds >= 1 && args.seconds <= 60)) throw new Error('--seconds must be 1..60');
  if (!(args.warmup >= 0 && args.warmup <= 60)) throw new Error('--warmup must be 0..60');
  if (args.emailSeconds !== undefined && !(args.emailSeconds >= 1 && args.emailSeconds <= 600)) throw new Error('--email-seconds must be 1..600');
  const unknown = [...args.only].filter((name) => !PHASES.some((p) => p.name === name));
  if (unknown.length) throw new Error(`unknown phase ${unknown.join(', ')} (phases: ${PHASES.map((p) => p.name).join(', ')})`);
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const cleanups = new Cleanups();
  process.once('SIGINT', () => cleanups.run().finally(() => process.exit(130)));
  const timer = setTimer(() => {
    console.error(`the benchmark did not finish within ${TOTAL_TIMEOUT_MS / 60_000} min: stopping what it started`);
    cleanups.run().finally(() => process.exit(2));
  }, TOTAL_TIMEOUT_MS).unref();
  try {
    // Read on a quiet machine, before the stack starts: it tells a host on which the one-at-a-time and paced lines cost several times more.
    const wake = await wakeCost();
    console.log(wakeCostLine(wake));
    const stack = await startStack(cleanups, {
      apiEntry: 'bench/lib/api-with-reference.js',
      // One client address sends every request: the per-address throttle is raised, not skipped (it still runs).
      extraEnv: { BOOKING_REQUESTS_PER_MINUTE: '100000000' },
    });
    console.log(`production build at ${stack.baseUrl} (database ${stack.db})`);
    const catalogue = await answerOf(stack.baseUrl, '/api/tours');
    let customer = 1_000_000;
    const ctx = {
      args,
      stack,
      baseUrl: stack.baseUrl,
      // This process is the load generator (autocannon runs in it).
      meter: cpuMeter({ api: stack.api.child.pid, worker: stack.worker.child.pid, Postgres: 'postgres', Redis: 'redis-server', 'load generator': process.pid }),
      tour: catalogue.json.find((t) => t.reviewCount > 0 && t.maxPassengers >= 2) ?? catalogue.json[0],
      /** Bench customers are numbered across phases (bench-N@bench.test), so the sink's notices name their request. */
      nextCustomer: () => customer++,
      rows: [],
      extra: {},
    };
    for (const phase of PHASES.filter((p) => args.only.has(p.name))) {
      console.log(`\n--- ${phase.title(ctx)}`);
      await phase.run(ctx);
    }
    const { rows, extra } = ctx;
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, load: os.loadavg().map((l) => round(l, 2)), wake },
      settings: { seconds: args.seconds, warmupSeconds: args.warmup, emailSeconds: args.emailSeconds, phases: [...args.only] },
      targets: Object.fromEntries(PHASES.map((p) => [p.name, p.target])),
      scenarios: rows,
      ...extra,
    };
    results.met = rows.every((r) => r.met) && (extra.pages?.met ?? true) && (extra.plansMet ?? true) && (extra.photos?.met ?? true) && (extra.export?.met ?? true) && extra.memory.met;
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    printTable(results);
    console.log(`\nResults: ${path.relative(root, RESULTS_FILE)}`);
    if (!results.met) process.exitCode = 1;
  } finally {
    await cleanups.run();
    clearTimeout(timer);
  }
}

main().catch((err) => {
  console.error(err.stack ?? err.message);
  process.exitCode = 2;
});
