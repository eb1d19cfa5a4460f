import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { median, medianInterval, settled, type ScoreRef } from '../../../bench/lib/page-verdict';

/**
 * The arithmetic of bench/pages.js's verdicts: the bootstrap interval of a median, when a page has
 * had pairs enough, and the performance score recomputed with another blocking time. The scoring
 * curve is Lighthouse's (Audit.computeLogNormalScore), passed in as bench/pages.js passes it.
 */
/**
 * performanceWith over Lighthouse's own Audit.computeLogNormalScore (its public API for custom
 * audits), in a Node process of its own: Lighthouse is an ES module, which jest's runtime cannot import.
 */
function scoresWith(refs: readonly ScoreRef[], scoring: { p10: number; median: number }, tbts: readonly number[]): Array<number | null> {
  const code = `
    import { createRequire } from 'node:module';
    import { Audit } from 'lighthouse';
    const { performanceWith } = createRequire(import.meta.url)('./bench/lib/page-verdict.js');
    const [refs, scoring, tbts] = JSON.parse(process.argv[1]);
    console.log(JSON.stringify(tbts.map((t) => performanceWith(refs, scoring, t, (s, v) => Audit.computeLogNormalScore(s, v)))));`;
  const root = path.resolve(__dirname, '../../..');
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code, JSON.stringify([refs, scoring, tbts])], { cwd: root, encoding: 'utf8' })) as Array<number | null>;
}

describe('page verdicts', () => {
  it('takes the median of the numbers only', () => {
    expect(median([5, null, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('gives the same bootstrap interval for the same runs, around the median, wider when the runs spread', () => {
    const tight = [80, 82, 85, 79, 81, 84, 83];
    const wide = [20, 300, 85, 500, 60, 140, 90];
    const a = medianInterval(tight)!;
    expect(medianInterval(tight)).toEqual(a);
    expect(a[0]).toBeLessThanOrEqual(median(tight)!);
    expect(a[1]).toBeGreaterThanOrEqual(median(tight)!);
    const b = medianInterval(wide)!;
    expect(b[1] - b[0]).toBeGreaterThan(a[1] - a[0]);
  });

  it('settles a median whose interval lies on one side of the target, or is narrow, and no other', () => {
    const time = { target: 100, width: 50, atMost: true };
    expect(settled([20, 90], time)).toBe(true); // passes whatever the next runs
    expect(settled([120, 400], time)).toBe(true); // misses whatever the next runs
    expect(settled([40, 180], time)).toBe(false);
    expect(settled([80, 125], time)).toBe(true); // straddles, but within 50 ms
    const score = { target: 98, width: 2, atMost: false };
    expect(settled([98, 100], score)).toBe(true);
    expect(settled([90, 97], score)).toBe(true);
    expect(settled([95, 99], score)).toBe(false);
    expect(settled(null, time)).toBe(false);
  });

  it("recomputes Lighthouse's performance score with another blocking time, on its own curve and weights", () => {
    const scoring = { p10: 200, median: 600 };
    const refs = [
      { id: 'first-contentful-paint', weight: 10, score: 0.99 },
      { id: 'largest-contentful-paint', weight: 25, score: 0.8 },
      { id: 'total-blocking-time', weight: 30, score: 0.01 },
      { id: 'cumulative-layout-shift', weight: 25, score: 1 },
      { id: 'speed-index', weight: 10, score: 1 },
    ];
    // A Lighthouse run of a tour page: TBT 3,821 ms, performance 65. Had its scripts added only
    // 40 ms above the floor, TBT would score 1; a negative difference (the floor's run was the
    // slower) counts as none.
    expect(scoresWith(refs, scoring, [3821.5, 40, -30])).toEqual([65, 95, 95]);
    expect(scoresWith([...refs.slice(0, 4), { id: 'speed-index', weight: 10, score: null }], scoring, [40])).toEqual([null]);
  });
});
