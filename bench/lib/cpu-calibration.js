/*
 * Lighthouse's CPU slowdown calibrated to this host (bench/README.md). The fixed 4x of the mobile
 * preset assumes a host about 4x faster than the phone it emulates; a faster host needs more.
 * The index is Lighthouse's own BenchmarkIndex (the page function it runs before every
 * navigation, reported as lhr.environment.benchmarkIndex), the multiplier the formula of
 * Lighthouse's CPU-throttling calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
 * linked from Lighthouse's docs/throttling.md).
 */

/** Samples after one warm-up; their median is the index (another process's burst moves one sample, not the median). */
const SAMPLES = 5;

/** The calculator's multiplier for a BenchmarkIndex, or null where it says the host is too slow to emulate the phone. */
function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

function median(values) {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/**
 * Runs Lighthouse's computeBenchmarkIndex in a page of the Chromium at `port` (launched as the
 * runs launch it) and answers the median of the samples, the samples and the multiplier,
 * rounded to a tenth as the calculator prints it.
 */
async function calibrate(port) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const { chromium } = require('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.evaluate(pageFunctions.computeBenchmarkIndex); // warm-up: V8 compiles the loops
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    const benchmarkIndex = median(samples);
    const exact = cpuSlowdownFor(benchmarkIndex);
    if (exact === null) throw new Error(`BenchmarkIndex ${benchmarkIndex}: this host is too slow to emulate Lighthouse's phone`);
    return { benchmarkIndex, samples, cpuSlowdownMultiplier: Math.round(exact * 10) / 10 };
  } finally {
    await browser.close().catch(() => {}); // disconnects; the caller stops its Chromium
  }
}

module.exports = { cpuSlowdownFor, calibrate };
