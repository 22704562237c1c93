// The CPU time processes have used, from Linux's /proc: what a call costs one server process, where
// requests per second also carry PostgreSQL, the load generator and the kernel.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every mainstream kernel). */
const TICKS = 100;

export interface ProcessCpu {
  ppid: number;
  /** Its own user and system time (every thread), and that of its children it has waited for, in seconds. */
  own: number;
  children: number;
}

/** The process's CPU so far; null when it is gone or there is no /proc. */
export function cpuOf(pid: number): ProcessCpu | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const field = (n: number) => Number(fields[n - 3]);
    return { ppid: field(4), own: (field(14) + field(15)) / TICKS, children: (field(16) + field(17)) / TICKS };
  } catch {
    return null;
  }
}

/** CPU seconds of a process and of the children it has reaped. */
export function cpuSeconds(pid: number): number {
  const cpu = cpuOf(pid);
  return cpu ? cpu.own + cpu.children : 0;
}

/**
 * CPU seconds of the PostgreSQL server: the postmaster, every backend alive now (one per
 * connection, forked by it), and the backends that have exited (counted in the postmaster's
 * children's time once it reaps them).
 */
export function postgresCpuSeconds(postmaster: number): number {
  let total = cpuSeconds(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cpu = cpuOf(Number(entry));
    if (cpu?.ppid === postmaster) total += cpu.own;
  }
  return total;
}
