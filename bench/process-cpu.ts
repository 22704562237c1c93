// The CPU time a process has used, from Linux's /proc: what a call costs one server process, where
// requests per second also carry PostgreSQL, the load generator and the kernel.
import { readFileSync } from 'node:fs';

/** /proc counts a process's time in USER_HZ ticks, 100 a second on every Linux platform Node runs on. */
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU (user and system, every thread) the process has used; undefined without /proc. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The command name in parentheses may hold spaces and parentheses: count the fields after its end.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
