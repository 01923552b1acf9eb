import { readFileSync } from 'node:fs';

/**
 * CPU seconds of this process's main thread (Linux, 10 ms resolution): what the work costs the
 * thread that does it, whatever else the machine is running — wall-clock figures on a shared
 * two-core machine swing by half. Null where /proc is not there.
 */
export function mainThreadCpu(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
  } catch {
    return null;
  }
}
