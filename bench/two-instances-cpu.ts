/**
 * CPU time of processes, from /proc/<pid>/stat (Linux; undefined elsewhere): the user and
 * system time a process has used, so a run can report CPU milliseconds per request of the
 * instances and the proxy, a figure that other work on a shared machine does not inflate as it
 * does req/s and latency.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User + system CPU milliseconds used so far by the process, or undefined when unknown. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …: comm may hold spaces and parentheses; utime and stime are the
    // 14th and 15th fields, the 12th and 13th after the comm.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicks() : undefined;
  } catch {
    return undefined;
  }
}

/** The CPU milliseconds the processes have used together, or undefined when one is unknown. */
export function totalCpuMs(pids: (number | undefined)[]): number | undefined {
  let total = 0;
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms === undefined) return undefined;
    total += ms;
  }
  return total;
}
