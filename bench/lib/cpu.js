/*
 * Where the CPU goes during a load (Linux /proc): the time each part of the stack spends per
 * answer, so a scenario that falls short of its reference shows which process pays for it
 * (the api's own code, Postgres, the worker, Redis, the load generator) and whether the machine
 * was full or the api was waiting. Readings only: no target depends on them.
 */
const { execFileSync } = require('node:child_process');
const { readFileSync, readdirSync } = require('node:fs');

let ticksPerSecond = null;
function clockTicks() {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** user + system clock ticks of a process (every thread), or null once it is gone. */
function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Pids by command name, for each of `names`, in one pass over /proc (Postgres: postmaster, backends, writers). */
function pidsNamed(names) {
  const pids = new Map(names.map((name) => [name, []]));
  if (names.length === 0) return pids;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      pids.get(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())?.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Busy and total ticks of the whole machine (all cores). */
function machineTicks() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((s, n) => s + n, 0);
  return { busy: total - ticks[3] - ticks[4], total };
}

/**
 * Measures parts of the stack: `parts` maps a label to a pid or to a command name (string)
 * whose processes are summed, found afresh at each reading (Postgres starts backends).
 * Null where /proc cannot be read.
 */
function cpuMeter(parts) {
  try {
    machineTicks();
  } catch {
    return null;
  }
  const names = Object.values(parts).filter((who) => typeof who === 'string');
  const read = () => {
    const byName = pidsNamed(names);
    const byPart = {};
    for (const [label, who] of Object.entries(parts)) {
      const pids = typeof who === 'number' ? [who] : byName.get(who);
      byPart[label] = new Map(pids.map((pid) => [pid, processTicks(pid) ?? 0]));
    }
    return { byPart, machine: machineTicks() };
  };
  return {
    /** Starts a reading; `end()` answers the ticks each part and the machine spent since. */
    start() {
      const before = read();
      return {
        end() {
          const after = read();
          const parts = {};
          for (const [label, pids] of Object.entries(after.byPart)) {
            let ticks = 0;
            // A process that started meanwhile counts from zero; one that ended is not counted.
            for (const [pid, t] of pids) ticks += t - (before.byPart[label].get(pid) ?? 0);
            parts[label] = Math.max(0, ticks);
          }
          return { parts, machineBusy: after.machine.busy - before.machine.busy, machineTotal: after.machine.total - before.machine.total };
        },
      };
    },
  };
}

/** Readings summed over slices. */
function addReadings(readings) {
  const sum = { parts: {}, machineBusy: 0, machineTotal: 0 };
  for (const r of readings) {
    for (const [label, ticks] of Object.entries(r.parts)) sum.parts[label] = (sum.parts[label] ?? 0) + ticks;
    sum.machineBusy += r.machineBusy;
    sum.machineTotal += r.machineTotal;
  }
  return sum;
}

/** Microseconds of CPU per answer for each part, and the share of the machine that was busy. */
function perAnswer(reading, answers) {
  const us = (ticks) => Math.round((ticks * 1e6) / clockTicks() / Math.max(1, answers));
  return {
    usPerAnswer: Object.fromEntries(Object.entries(reading.parts).map(([label, ticks]) => [label, us(ticks)])),
    machineBusyPercent: reading.machineTotal > 0 ? Math.round((100 * reading.machineBusy) / reading.machineTotal) : null,
  };
}

module.exports = { cpuMeter, addReadings, perAnswer };
