/*
 * The arithmetic behind bench/pages.js's verdicts (docs/adr/0024-page-targets-judged-above-the-floor.md):
 * what a page's scripts add to its blocking time, paired run by run with the same page with its
 * scripts blocked; how sure the median of those differences is (a bootstrap interval); when a page
 * has had runs enough; and Lighthouse's performance score recomputed with the added blocking time
 * in place of the measured one.
 */

function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((x, y) => x - y);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** A small seeded generator (mulberry32): the same runs always give the same interval. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The percentile bootstrap interval of the median: `resamples` samples of the same size drawn with
 * replacement, the median of each, and the central `confidence` share of those medians.
 */
function medianInterval(values, { confidence = 0.9, resamples = 2000, seed = 1 } = {}) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x));
  if (v.length === 0) return null;
  const random = seededRandom(seed);
  const medians = new Array(resamples);
  const sample = new Array(v.length);
  for (let i = 0; i < resamples; i++) {
    for (let j = 0; j < v.length; j++) sample[j] = v[Math.floor(random() * v.length)];
    medians[i] = median(sample);
  }
  medians.sort((x, y) => x - y);
  const tail = (1 - confidence) / 2;
  const at = (q) => medians[Math.min(resamples - 1, Math.max(0, Math.round(q * (resamples - 1))))];
  return [at(tail), at(1 - tail)];
}

/**
 * Whether a median is known well enough to give a verdict that repeats: its interval lies wholly on
 * one side of the target, or is so narrow (at most `width`) that the side it falls on hardly
 * matters. `atMost` true: values up to the target pass (a time); false: from the target up (a score).
 */
function settled(interval, { target, width, atMost }) {
  if (!interval) return false;
  const [lo, hi] = interval;
  const oneSide = atMost ? hi <= target || lo > target : lo >= target || hi < target;
  return oneSide || hi - lo <= width;
}

/**
 * Lighthouse's performance score of one run, recomputed with another blocking time: the weighted
 * mean of the run's own metric scores (from `refs`, the category's weighted audits with their
 * scores), the blocking time's scored on the audit's own curve (`scoring`, its p10 and median) by
 * Lighthouse's own `computeLogNormalScore`, rounded to two decimals as Lighthouse rounds a category.
 */
function performanceWith(refs, scoring, tbtMs, computeLogNormalScore) {
  let sum = 0;
  let weights = 0;
  for (const { id, weight, score } of refs) {
    if (!(weight > 0)) continue;
    const s = id === 'total-blocking-time' ? computeLogNormalScore(scoring, Math.max(0, tbtMs)) : score;
    if (typeof s !== 'number') return null;
    sum += weight * s;
    weights += weight;
  }
  return weights ? Math.round((Math.round((sum / weights) * 100) / 100) * 100) : null;
}

module.exports = { median, medianInterval, settled, performanceWith, seededRandom };
