/*
 * What a process pays the first time it writes a page of memory the system has just given it,
 * beside rewriting the same page. A fresh Chromium (Lighthouse starts one per run) writes much
 * fresh memory while the page loads, some of it on its main thread; where that first write is
 * dear, it shows in the scripts-blocked floor as main-thread time no script caused, and the CPU
 * slowdown multiplies it (bench/README.md, "The host's floor").
 */
const { Buffer } = require('node:buffer');

const PAGE_BYTES = 4096;
const BYTES = 256 * 1024 * 1024;

/** Microseconds per 4 KB page: the first write to fresh memory, and a second write to the same memory. */
function freshMemoryCost() {
  const buffer = Buffer.allocUnsafeSlow(BYTES);
  const time = (value) => {
    const t = process.hrtime.bigint();
    buffer.fill(value);
    return Number(process.hrtime.bigint() - t) / 1000 / (BYTES / PAGE_BYTES);
  };
  const firstWriteUs = time(1);
  const rewriteUs = time(2);
  return { firstWriteUs: Math.round(firstWriteUs * 100) / 100, rewriteUs: Math.round(rewriteUs * 100) / 100 };
}

module.exports = { freshMemoryCost };
