import { readFileSync } from 'node:fs';

/** CPU time in clock ticks, from /proc: the whole machine's (all cores) and this process's own. */
export interface CpuTimes {
  readonly machineBusy: number;
  readonly machineTotal: number;
  readonly own: number;
}

/** Reads the CPU times (Linux); null where there is no /proc. */
export function readCpuTimes(): CpuTimes | null {
  try {
    // "cpu  user nice system idle iowait irq softirq steal guest guest_nice" (guest time is in user already)
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (ticks.length < 8 || ticks.some((n) => !Number.isFinite(n))) return null;
    const total = ticks.reduce((sum, n) => sum + n, 0);
    const self = readFileSync('/proc/self/stat', 'utf8');
    // After "pid (comm) ", utime and stime are the 12th and 13th fields: every thread of the process.
    const fields = self.slice(self.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    if (!Number.isFinite(own)) return null;
    return { machineBusy: total - ticks[3]! - ticks[4]!, machineTotal: total, own };
  } catch {
    return null;
  }
}

export interface HeadroomSettings {
  /** Background work waits while other processes keep more than this share (0-1) of the machine's CPU busy; 1 never waits. */
  readonly deferAbove: number;
  /** A wait ends after this long even on a busy machine; background work then runs for a quarter of it. */
  readonly deferMaxMs: number;
  /** How often the CPU times are read. */
  readonly sampleMs: number;
}

/**
 * Whether background work (the worker's deliveries: emails, projections) may run now, from how
 * busy the rest of the machine is. The worker's SCHED_IDLE policy lets any other process take
 * a core from it at once, but a virtual machine's cores are not independent: measured on the
 * 2-core machines this project runs on, a process spinning at SCHED_IDLE beside the api took
 * 30-40 % of the api's booking requests a second (a busy virtual core slows its sibling
 * down). So while the api, Postgres and the rest keep more than `deferAbove` of the CPU busy,
 * deliveries wait (the emails of a burst go out once it is over); `deferMaxMs` bounds a wait,
 * and after one that long the deliveries run for a quarter of it whatever the load, so on a
 * machine that stays busy they still go out at a fifth of the time at least.
 */
export class CpuHeadroom {
  private last: CpuTimes | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The share of the machine other processes kept busy over the last sample (0-1). */
  private othersShare = 0;
  /** Since when work has been waiting through a busy machine (null while it is not). */
  private waitingSince: number | null = null;
  private graceUntil = 0;
  private waiters: Array<() => void> = [];

  constructor(
    private readonly settings: HeadroomSettings,
    private readonly read: () => CpuTimes | null = readCpuTimes,
    private readonly now: () => number = Date.now,
  ) {}

  /** False where the CPU times cannot be read (no /proc) or waiting is turned off: work then never waits. */
  get active(): boolean {
    return this.settings.deferAbove < 1 && this.last !== null && !this.stopped;
  }

  /** The share of the CPU the other processes used over the last sample. */
  get busyElsewhere(): number {
    return this.othersShare;
  }

  start(): void {
    if (this.settings.deferAbove >= 1) return;
    this.last = this.read();
    if (!this.last) return;
    this.timer = setInterval(() => this.sample(), this.settings.sampleMs);
    this.timer.unref();
  }

  /** Work never waits from now on; any waiting now goes on at once (a stopping worker finishes its jobs). */
  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
    this.release();
  }

  /** Reads the CPU times and lets waiting work go if the machine has room now (the timer calls it). */
  sample(): void {
    const next = this.read();
    if (!next || !this.last) return;
    const total = next.machineTotal - this.last.machineTotal;
    if (total <= 0) return;
    const others = next.machineBusy - this.last.machineBusy - (next.own - this.last.own);
    this.othersShare = Math.min(1, Math.max(0, others / total));
    this.last = next;
    if (this.othersShare <= this.settings.deferAbove) this.waitingSince = null;
    if (this.waiters.length > 0 && this.mayRun()) this.release();
  }

  /** Whether background work may run now (and, when it has waited `deferMaxMs`, the start of its run). */
  mayRun(): boolean {
    if (!this.active || this.othersShare <= this.settings.deferAbove) return true;
    const now = this.now();
    if (now < this.graceUntil) return true;
    this.waitingSince ??= now;
    if (now - this.waitingSince < this.settings.deferMaxMs) return false;
    this.graceUntil = now + this.settings.deferMaxMs / 4;
    this.waitingSince = null;
    return true;
  }

  /** Resolves at once when work may run, else once a sample finds room or the wait reaches `deferMaxMs`. */
  whenMayRun(): Promise<void> {
    if (this.mayRun()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private release(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }
}
