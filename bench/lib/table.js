/* The one table `make bench` prints at the end, from bench/results.json's content. */

/**
 * What a missed scenario row says about its cause, not as a target: the reference's own latency
 * at the target's percentile (when it misses too, the stack on this machine is the bound), and
 * the CPU each part of the stack spent per answer in the scenario against the reference.
 */
function whyMissed(r) {
  const lines = [];
  const { percentile: p, ms } = r.target;
  const own = r.reference.latencyMs?.[p];
  if (ms !== undefined && r.latencyMs[p] > ms && own !== undefined) lines.push(`the reference's own ${p} is ${own} ms${own > ms ? `, above the ${ms} ms too: the stack itself misses it on this machine at ${r.connections} connections` : ''}`);
  const a = r.cpu;
  const b = r.reference.cpu;
  if (a && b) {
    const labels = Object.keys(a.usPerAnswer).filter((l) => a.usPerAnswer[l] > 0 || b.usPerAnswer[l] > 0);
    lines.push(`CPU per answer, scenario / reference (us): ${labels.map((l) => `${l} ${a.usPerAnswer[l]} / ${b.usPerAnswer[l]}`).join(', ')}; machine busy ${a.machineBusyPercent} / ${b.machineBusyPercent} %`);
  }
  return lines;
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const mark = (ok) => (ok ? 'ok  ' : 'MISS');

function scenarioLines(r) {
  const lines = [];
  const target = [r.target.ratio && `>= ${r.target.ratio} of ref`, r.target.ms !== undefined && `${r.target.percentile} <= ${r.target.ms} ms`].filter(Boolean).join(', ');
  lines.push(
    `${pad(r.name, 72)}${lpad(r.connections, 6)}${lpad(r.requestsPerSecond, 9)}${lpad(r.latencyMs.p50, 8)}${lpad(r.latencyMs.p95, 8)}${lpad(r.latencyMs.p99, 8)}${lpad(r.errors, 8)}${lpad(r.reference.requestsPerSecond, 11)}${lpad(r.ratio, 7)}  ${mark(r.met)} ${target}`,
  );
  if (!r.met) for (const line of whyMissed(r)) lines.push(`  not a target: ${line}`);
  for (const note of r.notes ?? []) lines.push(`  not a target: ${note}`);
  if (r.cold) lines.push(`  ${mark(r.cold.met)} ${r.cold.what ?? 'one at a time right after a change made the cached answer stale'}: p50 ${r.cold.p50} ms, p95 ${r.cold.p95} ms over ${r.cold.reads} reads (p95 <= ${r.cold.target.ms} ms)`);
  if (r.delivery) {
    const d = r.delivery;
    if (r.referenceAlone) lines.push(`  not a target: the reference alone before the booking load ${r.referenceAlone.requestsPerSecond} req/s, ratio ${r.referenceAlone.ratio}`);
    lines.push(`  sent ${d.sent}, stored ${d.stored}, emailed ${d.requestsWithTheirTwoEmails} (2 each), duplicates ${d.duplicates}, last email ${d.lastEmailAfterLoadMs} ms after the load (<= 300000)`);
  }
  return lines;
}

function emailLines(r) {
  return [
    `${pad(r.name, 72)}${lpad(r.accepted, 6)}${lpad(r.latencyMs.p50, 8)}${lpad(r.latencyMs.p95, 8)}${lpad(r.latencyMs.p99, 8)}${lpad(r.missing, 8)}${lpad(r.duplicates, 6)}  ${mark(r.met)} p95 <= ${r.target.p95Ms}, p99 <= ${r.target.p99Ms} ms`,
    `  sent ${r.sent} at ${r.achievedPerSecond}/s (at most ${r.maxBehindScheduleMs} ms behind schedule), answers ${JSON.stringify(r.statuses)}, answer p99 ${r.answerMs.p99} ms`,
  ];
}

function printTable(results) {
  const lines = [''];
  const scenarios = results.scenarios.filter((r) => r.kind !== 'email-latency');
  if (scenarios.length) {
    lines.push(`${pad('scenario', 72)}${lpad('conns', 6)}${lpad('req/s', 9)}${lpad('p50', 8)}${lpad('p95', 8)}${lpad('p99', 8)}${lpad('errors', 8)}${lpad('ref req/s', 11)}${lpad('ratio', 7)}  target`);
    for (const r of scenarios) lines.push(...scenarioLines(r));
    lines.push('(latencies in ms; req/s counts 2xx answers; each reference is the same process and middleware: a precomputed copy of the answer or of the rendered page, or for bookings a durable one-row write)');
  }
  const emails = results.scenarios.filter((r) => r.kind === 'email-latency');
  if (emails.length) {
    lines.push('');
    lines.push(`${pad('email latency (POST -> provider email in the sink)', 72)}${lpad('count', 6)}${lpad('p50', 8)}${lpad('p95', 8)}${lpad('p99', 8)}${lpad('missing', 8)}${lpad('dup', 6)}  target`);
    for (const r of emails) lines.push(...emailLines(r));
  }
  if (results.pages) {
    const { calibration, targets: t } = results.pages;
    lines.push('');
    lines.push(`public pages: Lighthouse mobile, BenchmarkIndex ${calibration.benchmarkIndex} -> CPU slowdown ${calibration.cpuSlowdownMultiplier}x`);
    lines.push(`${pad('page (medians of pairs)', 46)}${lpad('pairs', 6)}${lpad('perf', 6)}${lpad('+TBT ms', 9)}${lpad('LCP ms', 9)}${lpad('CLS', 7)}${lpad('a11y', 6)}${lpad('BP', 5)}${lpad('SEO', 5)}`);
    for (const p of results.pages.pages) {
      const met = results.pages.misses.every((m) => !m.startsWith(`${p.path}: `));
      lines.push(
        `${pad(p.path, 46)}${lpad(p.pairs, 6)}${lpad(p.performance, 6)}${lpad(Math.round(p.addedTbtMs), 9)}${lpad(Math.round(p.lcpMs), 9)}${lpad(p.cls.toFixed(3), 7)}${lpad(p.accessibility, 6)}${lpad(p.bestPractices, 5)}${lpad(p.seo, 5)}  ` +
          `${mark(met)} perf >= ${t.performance}, added TBT <= ${t.addedTbtMs}, LCP <= ${p.tour ? t.tourLcpMs : t.lcpMs}, CLS <= ${t.cls}, a11y ${t.accessibility}, BP >= ${t.bestPractices}, SEO ${t.seo}` +
          `${p.tour ? `, LCP image <= ${t.tourLcpImageBytes / 1000} KB (${p.lcpImage ? (p.lcpImage.transferSize / 1000).toFixed(1) : '-'})` : ''}`,
      );
      lines.push(
        `  not a target: TBT ${Math.round(p.tbtMs)} ms as served, ${Math.round(p.floorTbtMs)} with its scripts blocked (this host's floor); Lighthouse's own score ${p.lighthousePerformance}, the floor's ${p.floorPerformance}${p.settled ? '' : '; not settled at the most pairs'}`,
      );
    }
    for (const [where, js] of Object.entries(results.pages.homeJavaScript)) {
      lines.push(`${pad(`compressed JS for ${where}`, 46)}${lpad(`${(js.bytes / 1000).toFixed(1)} KB`, 31)}  ${mark(js.bytes <= t.jsBytesHome)} <= ${t.jsBytesHome / 1000} KB`);
    }
  }
  if (results.plans) {
    lines.push('');
    lines.push('query plans (EXPLAIN ANALYZE on the scaled data)');
    for (const p of results.plans) lines.push(`  ${mark(p.usesIndexes)} ${pad(p.name, 60)} ${p.summary} (${p.executionMs} ms)`);
  }
  if (results.photos) {
    const { rendering: r, uploads: u } = results.photos;
    lines.push('');
    lines.push(`photos: a 12-megapixel JPEG into ${r.runs[0].files} variants on one core, ${r.runs.length} runs: CPU median ${r.medianCpuMs} ms, max ${r.maxCpuMs} ms  ${mark(r.met)} <= 3000 ms`);
    lines.push(`  not a target: wall median ${r.medianMs} ms, max ${r.maxMs} ms (the host's other work stretches it)`);
    lines.push(`photos: ${u.uploads} uploads of ${u.megabytesEach} MB at ${u.connections} connections: p50 ${u.p50Ms} ms, p95 ${u.p95Ms} ms, max ${u.maxMs} ms, answers ${JSON.stringify(u.statuses)}  ${mark(u.p95Ms <= 300 && u.statuses['201'] === u.uploads)} p95 <= 300 ms`);
    lines.push(`  not a target: api CPU ${u.apiCpuMsPerUpload} ms per upload; api RSS ${u.apiRssMb.before} MB before the uploads, ${u.apiRssMb.after} MB after; host load ${results.machine.load.join(' ')}`);
  }
  if (results.export) {
    const e = results.export;
    lines.push('');
    lines.push(`export of ${e.rows} booking requests: ${e.seconds} s (<= ${e.target.seconds}; api CPU ${e.apiCpuSeconds} s, load average ${e.loadAverage}), api RSS at most ${e.apiRssPeakMb} MB while streaming (<= ${e.target.apiRssMb})  ${mark(e.met)}`);
  }
  if (results.memory) {
    lines.push('');
    lines.push(`memory after the run: api RSS ${results.memory.apiMb} MB (<= 250), worker RSS ${results.memory.workerMb} MB (<= 200)  ${mark(results.memory.met)}`);
    const r = results.memory.renderer;
    lines.push(r ? `  the worker's renderer process: RSS ${r.rssMb} MB, at most ${r.peakMb} MB (given back when it exits idle)` : "  the worker's renderer process: not running (exited idle)");
  }
  lines.push(`all targets met: ${results.met ? 'yes' : 'NO'}`);
  console.log(lines.join('\n'));
}

module.exports = { printTable };
