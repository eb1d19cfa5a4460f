import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { WorkerSettings } from './config';

/** What a background process got from the operating system. */
export interface BackgroundPriority {
  readonly nice: number;
  /** The Linux scheduling policy of the process's threads as the kernel reports it (null where there is no /proc). */
  readonly policy: 'idle' | 'normal' | 'other' | null;
  /** Why the idle policy asked for could not be had (the process then runs with its nice value only). */
  readonly fallback?: string;
}

/** SCHED_OTHER and SCHED_IDLE in /proc/<pid>/sched. */
const POLICIES: Record<string, BackgroundPriority['policy']> = { '0': 'normal', '5': 'idle' };

/** The scheduling policy of a process's main thread, from /proc (Linux), or null. */
export function schedulingPolicyOf(pid: number): BackgroundPriority['policy'] {
  try {
    const policy = /^policy\s*:\s*(\d+)/m.exec(readFileSync(`/proc/${pid}/sched`, 'utf8'))?.[1];
    return policy === undefined ? null : (POLICIES[policy] ?? 'other');
  } catch {
    return null;
  }
}

/**
 * Lowers this process's claim on the CPU for background work (the worker: emails and
 * projections can wait a second, a traveller's request cannot). The nice value comes first;
 * with `scheduling: 'idle'` every thread of the process also takes Linux's SCHED_IDLE policy
 * (through util-linux `chrt`, as Node has no call for it; threads started later inherit it),
 * so the process runs only on a CPU that would otherwise be idle. Where that is not possible
 * (not Linux, no chrt, a container that forbids it) the process goes on with its nice value
 * and the answer says why.
 */
export function yieldCpuToForeground(settings: Pick<WorkerSettings, 'nice' | 'scheduling'>): BackgroundPriority {
  if (settings.nice > 0) os.setPriority(Math.max(os.getPriority(), settings.nice));
  const nice = os.getPriority();
  if (settings.scheduling !== 'idle') return { nice, policy: schedulingPolicyOf(process.pid) };
  if (process.platform !== 'linux') return { nice, policy: null, fallback: `no idle scheduling policy on ${process.platform}` };
  try {
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 5000 });
  } catch (err) {
    const reason = (err as { stderr?: Buffer }).stderr?.toString('utf8').trim() || (err as Error).message;
    return { nice, policy: schedulingPolicyOf(process.pid), fallback: `chrt --idle failed: ${reason}` };
  }
  return { nice, policy: schedulingPolicyOf(process.pid) };
}
