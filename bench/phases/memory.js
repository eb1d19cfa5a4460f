/*
 * Memory of both processes after the whole run: api RSS <= 250 MB, worker RSS <= 200 MB. The
 * worker renders photos in a child process it lets go when idle (docs/adr/0022): that child's
 * memory is reported beside the worker's, its peak too, for it is still used while photos render.
 */
const { readdirSync, readFileSync } = require('node:fs');
const { rssMb } = require('../lib/stack');

const TARGET = { apiMb: 250, workerMb: 200 };

/** The processes whose parent is `pid` (Linux). */
function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Resident memory now and at its peak, in MB, of a process still running (null once it ended). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field) => Math.round((Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1]) / 1024) * 10) / 10;
    return { pid, rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
  } catch {
    return null;
  }
}

async function run(ctx) {
  const workerPid = ctx.stack.worker.child.pid;
  const renderer = childrenOf(workerPid).map(memoryOf).find(Boolean) ?? null;
  const memory = { apiMb: rssMb(ctx.stack.api.child.pid), workerMb: rssMb(workerPid), workerPeakMb: memoryOf(workerPid)?.peakMb ?? null, renderer };
  memory.met = memory.apiMb <= TARGET.apiMb && memory.workerMb <= TARGET.workerMb;
  ctx.extra.memory = memory;
}

module.exports = { name: 'memory', title: () => 'memory after the whole run', target: TARGET, run };
