#!/usr/bin/env node
/*
 * Page speed of the public site: Lighthouse's mobile preset with the CPU slowdown calibrated to
 * this host, on the production build served by the real api, each page measured in pairs: as
 * served, and with its script files blocked (the host's floor), the two runs of a pair back to back.
 *
 *   node bench/pages.js [--min-pairs N] [--max-pairs N] [--pages home,tour,...] [--base-url http://host:port]
 *                       [--save-reports] [--cpu-slowdown X]
 *
 * Builds nothing: expects `npm run build` done. Starts backend/dist/main.js on a free port
 * against a fresh, seeded database with its own Redis prefix, measures the host's Lighthouse
 * BenchmarkIndex and sets the CPU slowdown from it (bench/lib/cpu-calibration.js), reads what a
 * first write to fresh memory costs (bench/lib/fresh-memory.js, printed beside the index), then runs
 * Lighthouse (a fresh Chromium profile per run) in rounds: each round takes one pair of every page
 * not yet settled (`/`, `/tours`, a seeded tour, a seeded article, and the same four in Italian),
 * served first in odd rounds and blocked first in even ones. A page is settled after --min-pairs
 * when the bootstrap intervals of its medians give a verdict that repeats (bench/lib/page-verdict.js),
 * or at --max-pairs. The blocking time is judged by what the page's scripts add (the median of
 * the pairs' differences), the performance score recomputed with that added time in place of the
 * measured one (docs/adr/0024-page-targets-judged-above-the-floor.md). Prints the table, writes
 * bench/results-pages.json, then stops the api, drops the database and deletes its Redis keys
 * (also on failure or Ctrl-C). Exit code 1 when a target is missed, 2 when the run itself failed.
 *
 * --pages measures some of the pages (PAGE_KEYS); --base-url measures an api that is already
 * running (nothing is started or dropped); --save-reports keeps every Lighthouse report under
 * var/bench/lighthouse/ for profiling; --cpu-slowdown pins the multiplier (the index is still
 * measured and printed), to compare two builds at the same slowdown.
 */
const { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { setTimeout, clearTimeout } = require('node:timers');
const { setTimeout: sleep } = require('node:timers/promises');
const { calibrate } = require('./lib/cpu-calibration');
const { freshMemoryCost } = require('./lib/fresh-memory');
const { median, medianInterval, settled, performanceWith } = require('./lib/page-verdict');
const { startStack } = require('./lib/stack');

const root = path.resolve(__dirname, '..');
const RESULTS_FILE = path.join(__dirname, 'results-pages.json');
const REPORTS_DIR = path.join(root, 'var/bench/lighthouse');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The page targets (README, "Benchmarks"), per page: scores out of 100, times in ms, KB = 1000
 * bytes (the stricter reading). `performance` is the score recomputed with the blocking time the
 * page's scripts add; `addedTbtMs` that added time (median of the pairs' differences). The tour
 * pages also answer for their largest paint: its time and the bytes of its image.
 */
const TARGETS = {
  performance: 98,
  addedTbtMs: 100,
  lcpMs: 2500,
  cls: 0.05,
  accessibility: 100,
  seo: 100,
  bestPractices: 95,
  jsBytesHome: 120_000,
  tourLcpMs: 2000,
  tourLcpImageBytes: 100_000,
};
/**
 * How many pairs: at least `minPairs`, then more until the medians settle (their `confidence`
 * bootstrap interval on one side of the target, or no wider than the width), at most `maxPairs`.
 */
const SAMPLING = { minPairs: 5, maxPairs: 9, confidence: 0.9, addedTbtWidthMs: 50, performanceWidth: 2 };
/** A seeded article (backend/src/seed/demo/articles.ts): the public API lists none. */
const ARTICLE_SLUG = 'capri-in-one-day';
/** The JavaScript budget of `/` holds in each language: its home page loads only its own texts. */
const ITALIAN_HOME = '/it/';
/** Whole run, start-up included (the most pairs of every page); one Lighthouse run. */
const TOTAL_TIMEOUT_MS = 75 * 60_000;
const RUN_TIMEOUT_MS = 120_000;
/** Performance only on the blocked runs: the other categories judge the page as served. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function parseArgs(argv) {
  const args = { minPairs: SAMPLING.minPairs, maxPairs: SAMPLING.maxPairs, pages: null, baseUrl: null, saveReports: false, cpuSlowdown: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--min-pairs') args.minPairs = Number(argv[++i]);
    else if (a === '--max-pairs') args.maxPairs = Number(argv[++i]);
    else if (a === '--pages') args.pages = argv[++i].split(',');
    else if (a === '--base-url') args.baseUrl = argv[++i].replace(/\/$/, '');
    else if (a === '--save-reports') args.saveReports = true;
    else if (a === '--cpu-slowdown') args.cpuSlowdown = Number(argv[++i]);
    else throw new Error(`unknown argument ${a} (see the header of bench/pages.js)`);
  }
  if (!Number.isInteger(args.minPairs) || args.minPairs < 1) throw new Error('--min-pairs must be a whole number from 1');
  if (!Number.isInteger(args.maxPairs) || args.maxPairs < args.minPairs || args.maxPairs > 15) throw new Error('--max-pairs must be a whole number from --min-pairs to 15');
  const unknown = (args.pages ?? []).filter((k) => !PAGE_KEYS.includes(k));
  if (unknown.length) throw new Error(`unknown page ${unknown.join(', ')} (pages: ${PAGE_KEYS.join(', ')})`);
  if (args.cpuSlowdown !== null && !(args.cpuSlowdown >= 1 && args.cpuSlowdown <= 30)) throw new Error('--cpu-slowdown must be 1..30');
  return args;
}

/** The pages measured, by key: each English page and its Italian twin (the demo catalogue is translated). */
const PAGE_KEYS = ['home', 'tours', 'tour', 'article', 'it-home', 'it-tours', 'it-tour', 'it-article'];
function pagesOf({ tourId, italianArticleSlug }) {
  return [
    { key: 'home', path: '/' },
    { key: 'tours', path: '/tours' },
    { key: 'tour', path: `/tours/${tourId}`, tour: true },
    { key: 'article', path: `/articles/${ARTICLE_SLUG}` },
    { key: 'it-home', path: ITALIAN_HOME },
    { key: 'it-tours', path: '/it/tours' },
    { key: 'it-tour', path: `/it/tours/${tourId}`, tour: true },
    { key: 'it-article', path: `/it/articles/${italianArticleSlug}` },
  ];
}

async function getJson(url) {
  const res = await globalThis.fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return res.json();
}

/** The production api (no worker: pages send no booking) against a fresh seeded database; answers its URL. */
async function startApi(cleanups) {
  for (const built of ['frontends/public/dist/remoteEntry.js']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const stack = await startStack(cleanups, { worker: false });
  return stack.baseUrl;
}

/** Profile folders in use, with their Chromium once started: the cleanup stops them even mid-run. */
const liveBrowsers = new Map();
async function stopBrowsers() {
  for (const [profile, chrome] of liveBrowsers) {
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
  liveBrowsers.clear();
}

/** Runs `use(chrome)` with a Chromium of its own (fresh profile), stopped afterwards. */
async function withChromium(chromeLauncher, use) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'costiera-lh-'));
  liveBrowsers.set(profile, null);
  let chrome;
  try {
    // handleSIGINT off: on Ctrl-C this script's own cleanup runs (and stops Chromium).
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${profile}`], userDataDir: false, logLevel: 'silent', handleSIGINT: false });
    liveBrowsers.set(profile, chrome);
    return await use(chrome);
  } finally {
    liveBrowsers.delete(profile);
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run (mobile preset, the calibrated CPU slowdown) in a fresh Chromium; with
 * `javascript: false` the page's script files are blocked, so none of our JavaScript runs
 * (Lighthouse's own still does; Chromium's scriptEnabled=false would stop Lighthouse itself), and
 * only the performance category is audited.
 */
function lighthouseOnce(url, { lighthouse, chromeLauncher, cpuSlowdownMultiplier, javascript }) {
  return withChromium(chromeLauncher, async (chrome) => {
    // The flag is merged into the preset's throttling (the network settings stay).
    const onlyCategories = javascript ? CATEGORIES : ['performance'];
    const run = lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories, throttling: { cpuSlowdownMultiplier }, blockedUrlPatterns: javascript ? [] : ['*.js'] });
    run.catch(() => {}); // after a timeout, its late failure (Chromium is gone) is of no interest
    const result = await Promise.race([
      run,
      sleep(RUN_TIMEOUT_MS, undefined, { ref: false }).then(() => {
        throw new Error(`Lighthouse on ${url} took more than ${RUN_TIMEOUT_MS / 1000} s`);
      }),
    ]);
    const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (applied !== cpuSlowdownMultiplier) throw new Error(`Lighthouse ran with a CPU slowdown of ${applied}, not ${cpuSlowdownMultiplier}`);
    return result.lhr;
  });
}

/** The figures this bench reports from one Lighthouse result. */
function figures(lhr, computeLogNormalScore) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const num = (id) => a[id]?.numericValue ?? null;
  const requests = a['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((r) => r.resourceType === 'Script' && !r.url.startsWith('data:'))
    .map((r) => ({ url: r.url.replace(/^https?:\/\/[^/]+/, ''), transferSize: r.transferSize ?? 0, resourceSize: r.resourceSize ?? 0 }));
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  // The audits that cost points outside performance (what an accessibility, best-practices or SEO fix must address).
  const failing = Object.keys(lhr.categories)
    .filter((c) => c !== 'performance')
    .flatMap((c) => lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1).map((ref) => `${c}: ${ref.id}`));
  // What the performance score is made of, to recompute it with another blocking time.
  const performanceRefs = lhr.categories.performance.auditRefs.filter((r) => r.weight > 0).map((r) => ({ id: r.id, weight: r.weight, score: a[r.id]?.score ?? null }));
  const tbtScoring = a['total-blocking-time'].scoringOptions;
  const performance = score('performance');
  const recomputed = performanceWith(performanceRefs, tbtScoring, num('total-blocking-time'), computeLogNormalScore);
  if (recomputed !== performance) throw new Error(`the performance score recomputed from its audits is ${recomputed}, Lighthouse's ${performance}: its scoring has changed`);
  // The request of the largest paint's image, as Lighthouse traced it.
  const lcpUrl = a['prioritize-lcp-image']?.details?.debugData?.initiatorPath?.[0]?.url ?? null;
  const lcpRequest = lcpUrl ? requests.find((r) => r.url === lcpUrl) : null;
  return {
    performance,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    speedIndexMs: num('speed-index'),
    performanceRefs,
    tbtScoring,
    // Transferred bytes (compressed body + headers) of every script the page loaded.
    jsBytes: scripts.reduce((s, r) => s + r.transferSize, 0),
    jsBytesUncompressed: scripts.reduce((s, r) => s + r.resourceSize, 0),
    scripts,
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    lcpImage: lcpRequest ? { url: lcpRequest.url.replace(/^https?:\/\/[^/]+/, ''), transferSize: lcpRequest.transferSize ?? 0, resourceSize: lcpRequest.resourceSize ?? 0 } : null,
    warnings: lhr.runWarnings ?? [],
  };
}

const runRecord = ({ scripts: _s, performanceRefs: _p, tbtScoring: _t, ...run }) => run;

/**
 * A page's verdict from its pairs so far. The blocking time its scripts add is the median of the
 * pairs' differences (a pair's two runs share the host's load of the moment); the performance score
 * is each served run's own, recomputed with its pair's added time, and their median.
 */
function summarise(page, computeLogNormalScore) {
  const { served, floor } = page;
  const n = Math.min(served.length, floor.length);
  const pairs = served.slice(0, n).map((s, i) => {
    const addedTbtMs = s.tbtMs - floor[i].tbtMs;
    return { addedTbtMs, performance: performanceWith(s.performanceRefs, s.tbtScoring, addedTbtMs, computeLogNormalScore) };
  });
  const interval = (values) => medianInterval(values, { confidence: SAMPLING.confidence });
  const added = pairs.map((p) => p.addedTbtMs);
  const perf = pairs.map((p) => p.performance);
  const lcpImages = served.map((r) => r.lcpImage).filter(Boolean);
  const summary = {
    key: page.key,
    path: page.path,
    pairs: n,
    performance: median(perf),
    performanceInterval: interval(perf),
    addedTbtMs: median(added),
    addedTbtInterval: interval(added),
    tbtMs: median(served.map((r) => r.tbtMs)),
    floorTbtMs: median(floor.map((r) => r.tbtMs)),
    lighthousePerformance: median(served.map((r) => r.performance)),
    floorPerformance: median(floor.map((r) => r.performance)),
    lcpMs: median(served.map((r) => r.lcpMs)),
    floorLcpMs: median(floor.map((r) => r.lcpMs)),
    fcpMs: median(served.map((r) => r.fcpMs)),
    cls: median(served.map((r) => r.cls)),
    accessibility: median(served.map((r) => r.accessibility)),
    bestPractices: median(served.map((r) => r.bestPractices)),
    seo: median(served.map((r) => r.seo)),
    failing: [...new Set(served.flatMap((r) => r.failing))],
    // The largest of the runs: a page must stay within budget every time.
    jsBytes: Math.max(...served.map((r) => r.jsBytes)),
    lcpImage: lcpImages.length ? lcpImages.reduce((x, y) => (y.transferSize > x.transferSize ? y : x)) : null,
  };
  summary.settled =
    settled(summary.addedTbtInterval, { target: TARGETS.addedTbtMs, width: SAMPLING.addedTbtWidthMs, atMost: true }) &&
    settled(summary.performanceInterval, { target: TARGETS.performance, width: SAMPLING.performanceWidth, atMost: false });
  return summary;
}

/** Rows of strings as columns: the first left-aligned, the others right-aligned, a rule under the header. */
function printRows(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
}

const ms = (v) => (v === null ? '-' : String(Math.round(v)));
const span = ([lo, hi]) => `${Math.round(lo)}..${Math.round(hi)}`;

function printTable(pages, calibration) {
  console.log(
    `\nLighthouse ${require('lighthouse/package.json').version} mobile, BenchmarkIndex ${calibration.benchmarkIndex} (samples ${calibration.samples.join(', ')}; ` +
      `in the runs ${calibration.inRuns}) -> CPU slowdown ${calibration.cpuSlowdownMultiplier}x` +
      `${calibration.calibratedMultiplier ? ` pinned by --cpu-slowdown (calibrated: ${calibration.calibratedMultiplier}x)` : ''} (the preset's is 4x); ` +
      `fresh memory: ${calibration.freshMemory.firstWriteUs} us per 4 KB page on first write, ${calibration.freshMemory.rewriteUs} us rewritten\n`,
  );
  const t = TARGETS;
  const pct = Math.round(SAMPLING.confidence * 100);
  printRows([
    ['page (medians)', 'pairs', 'perf', `${pct}% int.`, 'added TBT', `${pct}% int.`, 'TBT', 'floor TBT', 'LH perf', 'floor perf', 'LCP', 'CLS', 'a11y', 'BP', 'SEO', 'JS KB'],
    ...pages.map((p) => [
      p.path + (p.settled ? '' : ' (unsettled)'),
      String(p.pairs),
      String(p.performance),
      span(p.performanceInterval),
      ms(p.addedTbtMs),
      span(p.addedTbtInterval),
      ms(p.tbtMs),
      ms(p.floorTbtMs),
      String(p.lighthousePerformance),
      String(p.floorPerformance),
      ms(p.lcpMs),
      p.cls.toFixed(3),
      String(p.accessibility),
      String(p.bestPractices),
      String(p.seo),
      (p.jsBytes / 1000).toFixed(1),
    ]),
    ['target', '', `>=${t.performance}`, '', `<=${t.addedTbtMs}`, '', '', '', '', '', `<=${t.lcpMs}`, `<=${t.cls}`, `${t.accessibility}`, `>=${t.bestPractices}`, `${t.seo}`, `/: <=${t.jsBytesHome / 1000}`],
  ]);
  console.log(
    `(perf: Lighthouse's score recomputed with the added TBT; added TBT: median of the pairs' differences, served minus scripts blocked; ` +
      `LH perf: Lighthouse's own score; times in ms; intervals: bootstrap of the median)`,
  );
  for (const p of pages.filter((x) => x.tour)) {
    const img = p.lcpImage;
    console.log(`${p.path}: LCP ${ms(p.lcpMs)} ms (<= ${t.tourLcpMs}), its image ${img ? `${img.url} ${(img.transferSize / 1000).toFixed(1)} KB` : 'none traced'} (<= ${t.tourLcpImageBytes / 1000} KB)`);
  }
  console.log('');
  for (const p of pages) if (p.failing.length) console.log(`${p.path} failing audits: ${p.failing.join(', ')}`);
}

/** Every target a page's medians miss, as sentences. */
function missesOf(p) {
  const t = TARGETS;
  const checks = [
    ['performance', p.performance, (v) => v >= t.performance, `< ${t.performance}`],
    ['added TBT ms', p.addedTbtMs, (v) => v <= t.addedTbtMs, `> ${t.addedTbtMs}`],
    ['LCP ms', p.lcpMs, (v) => v <= (p.tour ? t.tourLcpMs : t.lcpMs), `> ${p.tour ? t.tourLcpMs : t.lcpMs}`],
    ['CLS', p.cls, (v) => v <= t.cls, `> ${t.cls}`],
    ['accessibility', p.accessibility, (v) => v >= t.accessibility, `< ${t.accessibility}`],
    ['best practices', p.bestPractices, (v) => v >= t.bestPractices, `< ${t.bestPractices}`],
    ['SEO', p.seo, (v) => v >= t.seo, `< ${t.seo}`],
  ];
  if (p.tour) checks.push(['LCP image bytes', p.lcpImage?.transferSize ?? null, (v) => v <= t.tourLcpImageBytes, `> ${t.tourLcpImageBytes}`]);
  return checks.filter(([, v, ok]) => v === null || !ok(v)).map(([name, v, , miss]) => `${p.path}: ${name} ${typeof v === 'number' ? Math.round(v * 1000) / 1000 : v} ${miss}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const cleanups = [stopBrowsers];
  let cleaning = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const fn of cleanups.reverse()) await fn().catch((e) => console.error(`cleanup: ${e.message}`));
    })());
  for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => cleanUp().finally(() => process.exit(2)));
  const watchdog = setTimeout(() => {
    console.error(`bench/pages.js: no result after ${TOTAL_TIMEOUT_MS / 60_000} min, giving up`);
    cleanUp().finally(() => process.exit(2));
  }, TOTAL_TIMEOUT_MS);

  try {
    const started = Date.now();
    const loadBefore = os.loadavg()[0];
    const baseUrl = args.baseUrl ?? (await startApi(cleanups));
    console.error(`  api ready on ${baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const tours = await getJson(`${baseUrl}/api/tours`);
    if (!Array.isArray(tours) || tours.length === 0 || typeof tours[0].id !== 'string') throw new Error('GET /api/tours gave no tours: is the database seeded?');
    const article = await getJson(`${baseUrl}/api/articles/${ARTICLE_SLUG}`);
    const italianArticleSlug = article.alternates?.find((x) => x.lang === 'it')?.slug;
    if (!italianArticleSlug) throw new Error(`the article ${ARTICLE_SLUG} has no Italian version: is the database seeded?`);
    const pages = pagesOf({ tourId: tours[0].id, italianArticleSlug })
      .filter((p) => !args.pages || args.pages.includes(p.key))
      .map((p) => ({ ...p, served: [], floor: [], summary: null }));
    const { default: lighthouse, Audit } = await import('lighthouse');
    const computeLogNormalScore = (scoring, value) => Audit.computeLogNormalScore(scoring, value);
    const chromeLauncher = await import('chrome-launcher');
    if (args.saveReports) mkdirSync(REPORTS_DIR, { recursive: true });
    const calibration = await withChromium(chromeLauncher, (chrome) => calibrate(chrome.port));
    if (args.cpuSlowdown !== null) Object.assign(calibration, { calibratedMultiplier: calibration.cpuSlowdownMultiplier, cpuSlowdownMultiplier: args.cpuSlowdown });
    const { cpuSlowdownMultiplier } = calibration;
    calibration.freshMemory = freshMemoryCost();
    console.error(`  BenchmarkIndex ${calibration.benchmarkIndex} (samples ${calibration.samples.join(', ')}): CPU slowdown ${cpuSlowdownMultiplier}x${args.cpuSlowdown !== null ? ' (pinned by --cpu-slowdown)' : ''}`);

    /** One run of a page, logged; with `javascript: false`, none of the page's script files load. */
    const measure = async (page, javascript, pair) => {
      const label = `${page.path}${javascript ? '' : ' scripts blocked'} pair ${pair}`;
      const t0 = Date.now();
      // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is
      // repeated, at most twice; a page that fails three times fails the bench.
      for (let attempt = 1; ; attempt++) {
        const lhr = await lighthouseOnce(baseUrl + page.path, { lighthouse, chromeLauncher, cpuSlowdownMultiplier, javascript });
        if (args.saveReports) writeFileSync(path.join(REPORTS_DIR, `${page.key}${javascript ? '' : '-blocked'}-${pair}.json`), JSON.stringify(lhr));
        try {
          const f = figures(lhr, computeLogNormalScore);
          console.error(`  ${label}: performance ${f.performance}, TBT ${Math.round(f.tbtMs)} ms, LCP ${Math.round(f.lcpMs)} ms, BenchmarkIndex ${f.benchmarkIndex} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
          return f;
        } catch (e) {
          if (attempt === 3) throw e;
          console.error(`  ${label}: ${e.message}; repeating it`);
        }
      }
    };
    // Rounds of one pair per page still open; the order within a pair alternates from one round
    // to the next, so neither side always comes first after another page's runs.
    for (let round = 1; round <= args.maxPairs; round++) {
      const open = pages.filter((p) => round <= args.minPairs || !p.summary.settled);
      if (open.length === 0) break;
      for (const page of open) {
        for (const javascript of round % 2 ? [true, false] : [false, true]) (javascript ? page.served : page.floor).push(await measure(page, javascript, round));
        page.summary = summarise(page, computeLogNormalScore);
      }
      if (round >= args.minPairs) console.error(`  after ${round} pairs, not settled: ${pages.filter((p) => !p.summary.settled).map((p) => p.path).join(', ') || 'none'}`);
    }
    const results = pages.map((p) => ({ ...p.summary, tour: Boolean(p.tour) }));

    const heaviest = (runs) => runs.reduce((a, b) => (b.jsBytes > a.jsBytes ? b : a));
    const homes = [pages.find((p) => p.path === '/'), pages.find((p) => p.path === ITALIAN_HOME)].filter(Boolean).map((p) => ({ path: p.path, run: heaviest(p.served) }));
    // The index Lighthouse itself measured at the start of each run: a cross-check of the calibration.
    calibration.inRuns = median(pages.flatMap((p) => [...p.served, ...p.floor].map((r) => r.benchmarkIndex)));
    printTable(results, calibration);
    for (const h of homes) console.log(`JavaScript for ${h.path}: ${(h.run.jsBytes / 1000).toFixed(1)} KB compressed (${(h.run.jsBytesUncompressed / 1000).toFixed(1)} KB uncompressed), ${h.run.scripts.length} files`);
    // Lighthouse's simulated TBT scales the main-thread time it observed: other work on this
    // machine during the runs inflates it. Shown so a noisy run can be told from a regression.
    const load = { before: Number(loadBefore.toFixed(2)), after: Number(os.loadavg()[0].toFixed(2)), cpus: os.cpus().length };
    console.log(`machine load (1 min average) ${load.before} before, ${load.after} after, on ${load.cpus} CPUs`);
    const misses = results.flatMap(missesOf);
    for (const h of homes) if (h.run.jsBytes > TARGETS.jsBytesHome) misses.push(`JavaScript for ${h.path}: ${h.run.jsBytes} bytes > ${TARGETS.jsBytesHome}`);
    const unsettled = results.filter((p) => !p.settled).map((p) => p.path);
    if (unsettled.length) console.log(`not settled after ${args.maxPairs} pairs (judged on the median all the same): ${unsettled.join(', ')}`);
    const runs = pages.reduce((s, p) => s + p.served.length + p.floor.length, 0);

    const out = {
      generatedAt: new Date().toISOString(),
      tool: `Lighthouse ${require('lighthouse/package.json').version}, mobile preset (simulated throttling) with the calibrated CPU slowdown; as served: ${CATEGORIES.join(', ')}; scripts blocked: performance`,
      calibration,
      sampling: { ...SAMPLING, minPairs: args.minPairs, maxPairs: args.maxPairs },
      targets: TARGETS,
      pages: results.map((r) => {
        const page = pages.find((p) => p.key === r.key);
        return { ...r, runs: page.served.map(runRecord), scriptsBlocked: page.floor.map(runRecord) };
      }),
      homeJavaScript: Object.fromEntries(homes.map((h) => [h.path, { bytes: h.run.jsBytes, uncompressedBytes: h.run.jsBytesUncompressed, files: h.run.scripts }])),
      unsettled,
      misses,
      load,
      lighthouseRuns: runs,
      durationS: Math.round((Date.now() - started) / 1000),
    };
    writeFileSync(RESULTS_FILE, JSON.stringify(out, null, 2) + '\n');
    console.log(`\n${runs} Lighthouse runs in ${Math.round(out.durationS / 60)} min; written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
    if (misses.length) {
      console.log(`\nTARGETS MISSED:\n  ${misses.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nall page targets met');
    }
  } catch (e) {
    console.error(`bench/pages.js failed: ${e.stack ?? e}`);
    process.exitCode = 2;
  } finally {
    clearTimeout(watchdog);
    const t = Date.now();
    await cleanUp();
    console.error(`  cleaned up in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
}

if (require.main === module) main();

module.exports = { TARGETS, SAMPLING };
