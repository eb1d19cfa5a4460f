/* Public pages: Lighthouse mobile with the host-calibrated CPU slowdown, each page in pairs beside its scripts-blocked floor (bench/pages.js, also runnable alone) against the running api. */
const { spawn } = require('node:child_process');
const { existsSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');
const { TARGETS } = require('../pages');

const RESULTS_FILE = path.join(__dirname, '..', 'results-pages.json');

async function run(ctx) {
  rmSync(RESULTS_FILE, { force: true });
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(__dirname, '..', 'pages.js'), '--base-url', ctx.baseUrl, ...(ctx.args.pagesRuns ? ['--min-pairs', String(ctx.args.pagesRuns), '--max-pairs', String(ctx.args.pagesRuns)] : [])], { stdio: 'inherit' });
    child.on('exit', (c) => resolve(c));
  });
  if (!existsSync(RESULTS_FILE)) throw new Error(`bench/pages.js ended with ${code} and no results`);
  ctx.extra.pages = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
  ctx.extra.pages.met = code === 0;
}

module.exports = { name: 'pages', title: () => 'public pages (Lighthouse mobile, calibrated CPU slowdown, paired with the scripts-blocked floor until the medians settle, bench/pages.js against this api)', target: TARGETS, run };
