#!/usr/bin/env node
/*
 * `make bench`: runs each benchmark in turn (each is a script of its own, runnable alone)
 * and ends with a non-zero exit code if any of them failed or missed a check.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const BENCHMARKS = [
  { name: 'booking requests under load', script: 'booking-requests.js' },
  { name: 'public pages (Lighthouse mobile, median of 3)', script: 'pages.js' },
];

let failed = 0;
for (const { name, script } of BENCHMARKS) {
  console.log(`\n==> ${name} (bench/${script})`);
  const result = spawnSync(process.execPath, [path.join(__dirname, script), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.log(`${name}: failed (exit ${result.status ?? result.signal})`);
  }
}
process.exit(failed > 0 ? 1 : 0);
