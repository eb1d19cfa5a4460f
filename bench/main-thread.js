#!/usr/bin/env node
/*
 * Where a public page's main-thread time goes, for profiling what bench/pages.js judges: loads each
 * page in Chromium without throttling (a DevTools trace), as served and with its script files
 * blocked, interleaved, and sums the renderer's main-thread tasks by what ran in them (a script's
 * evaluation, a call into a script, React's scheduler, layout, parsing...). Lighthouse's simulated
 * throttling multiplies such observed tasks by the CPU slowdown, so a task of d ms counts
 * max(0, slowdown x d - 50) ms of blocking: the table shows that too, after the first paint.
 *
 *   node bench/main-thread.js --base-url http://host:port [--loads N] [--slowdown X] [--pages /,/tours/ID,...]
 *
 * Medians over the loads, and the spread (lowest..highest) of the blocking estimate.
 */
const { chromium } = require('playwright-core');
const { median } = require('./lib/page-verdict');

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SETTLE_MS = 5000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing', 'loading'];

function parseArgs(argv) {
  const args = { baseUrl: null, loads: 7, slowdown: 15, pages: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--base-url') args.baseUrl = argv[++i].replace(/\/$/, '');
    else if (a === '--loads') args.loads = Number(argv[++i]);
    else if (a === '--slowdown') args.slowdown = Number(argv[++i]);
    else if (a === '--pages') args.pages = argv[++i].split(',');
    else throw new Error(`unknown argument ${a} (see the header of bench/main-thread.js)`);
  }
  if (!args.baseUrl) throw new Error('--base-url is required');
  if (!Number.isInteger(args.loads) || args.loads < 1) throw new Error('--loads must be a whole number from 1');
  return args;
}

/** What a task did, named by its first event that says so (a timer or a frame by the script it called). */
function kindOf(events) {
  const short = (u) => u.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{10}\.js$/, '.js');
  const call = events.find((e) => e.name === 'FunctionCall' && e.args?.data?.url);
  const called = call ? ` ${short(call.args.data.url)}${call.args.data.functionName ? ` ${call.args.data.functionName}` : ''}` : '';
  for (const e of events) {
    const url = e.args?.data?.url;
    if (e.name === 'EvaluateScript' && url) return `evaluate ${short(url)}`;
    if (e.name === 'FunctionCall' && url) return `call${called}`;
    if (e.name === 'TimerFire') return `timer${called}`;
    if (e.name === 'FireAnimationFrame') return `animation frame${called}`;
    if (e.name === 'FireIdleCallback') return `idle callback${called}`;
    if (e.name === 'EventDispatch') return `event ${e.args?.data?.type ?? ''}${called}`;
    if (e.name === 'ParseHTML') return 'parse HTML';
    if (e.name === 'ParseAuthorStyleSheet') return 'parse CSS';
    if (e.name === 'Layout' || e.name === 'UpdateLayoutTree') return 'style and layout';
    if (e.name === 'Paint' || e.name === 'PrePaint' || e.name === 'Layerize') return 'paint';
    if (e.name === 'Decode Image' || e.name === 'ImageDecodeTask') return 'image decode';
    if (e.name === 'MinorGC' || e.name === 'MajorGC') return 'garbage collection';
  }
  return 'other';
}

/** The renderer main thread's top-level tasks of one trace, each with its kind, from the first paint on. */
function tasksOf(trace, pageUrl) {
  const events = trace.traceEvents;
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = mains.find((m) => events.some((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(pageUrl)));
  if (!main) throw new Error(`no renderer main thread parsed ${pageUrl}`);
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0;
  const tasks = [];
  let end = -1;
  for (const e of own) {
    if ((e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') || e.ts < end) continue;
    end = e.ts + e.dur;
    tasks.push({ ts: e.ts, ms: e.dur / 1000, afterFcp: e.ts >= fcp, inside: [] });
  }
  // Events of each task, in order (one pass: both lists are sorted by start).
  let t = 0;
  for (const e of own) {
    while (t < tasks.length && e.ts >= tasks[t].ts + tasks[t].ms * 1000) t++;
    if (t === tasks.length) break;
    if (e.ts >= tasks[t].ts && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') tasks[t].inside.push(e);
  }
  return tasks.map(({ inside, ...task }) => ({ ...task, kind: kindOf(inside) }));
}

async function loadOnce(browser, url, javascript) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (!javascript) await page.route('**/*.js', (route) => route.abort());
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // A fixed wait, the same for both, rather than polling the page (which would run in its main
    // thread); it covers the start, hydration and the tasks it leaves behind (effects, idle work).
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    if (javascript && (await page.getAttribute('html', 'data-hydrated')) !== 'true') throw new Error(`${url} had not hydrated ${SETTLE_MS} ms after its load event`);
    return tasksOf(trace, url);
  } finally {
    await context.close();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const paths = args.pages ?? ['/'];
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const pathname of paths) {
      const url = args.baseUrl + pathname;
      const loads = { served: [], blocked: [] };
      for (let i = 0; i < args.loads; i++) {
        for (const javascript of i % 2 ? [false, true] : [true, false]) (javascript ? loads.served : loads.blocked).push(await loadOnce(browser, url, javascript));
      }
      const blocking = (tasks) => tasks.filter((x) => x.afterFcp).reduce((s, x) => s + Math.max(0, args.slowdown * x.ms - 50), 0);
      console.log(`\n${pathname}: ${args.loads} loads each, interleaved; blocking estimated at ${args.slowdown}x after the first paint`);
      for (const [name, runs] of Object.entries(loads)) {
        const b = runs.map(blocking);
        console.log(`  ${name}: all tasks ${median(runs.map((r) => r.reduce((s, x) => s + x.ms, 0))).toFixed(1)} ms, estimated blocking ${Math.round(median(b))} ms (${Math.round(Math.min(...b))}..${Math.round(Math.max(...b))})`);
        const kinds = new Map();
        for (const [i, run] of runs.entries()) {
          for (const x of run) {
            const k = kinds.get(x.kind) ?? { ms: runs.map(() => 0), blocking: runs.map(() => 0), longest: runs.map(() => 0), count: runs.map(() => 0) };
            k.ms[i] += x.ms;
            k.count[i] += 1;
            k.longest[i] = Math.max(k.longest[i], x.ms);
            if (x.afterFcp) k.blocking[i] += Math.max(0, args.slowdown * x.ms - 50);
            kinds.set(x.kind, k);
          }
        }
        const rows = [...kinds.entries()].map(([kind, k]) => ({ kind, ms: median(k.ms), blocking: median(k.blocking), longest: median(k.longest), count: median(k.count) })).sort((x, y) => y.blocking - x.blocking || y.ms - x.ms);
        for (const r of rows.filter((x) => x.ms >= 1 || x.blocking > 0)) {
          console.log(`    ${r.kind.padEnd(70)} ${r.ms.toFixed(1).padStart(7)} ms in ${String(r.count).padStart(3)} tasks, longest ${r.longest.toFixed(1).padStart(6)}, blocking ${String(Math.round(r.blocking)).padStart(5)}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e.stack ?? e);
  process.exitCode = 2;
});
