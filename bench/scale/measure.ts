/**
 * What each scale-bench child measures and prints as its last stdout line, and the two readings it
 * takes: peak RSS from the kernel and the main thread's CPU seconds. Children report their own peak, so
 * a bare run and an engine run never share a high-water mark.
 */
import { readFileSync } from 'node:fs';
import { mainThreadCpu } from '../thread-cpu';

export interface ChildResult {
  /** Conversion only: the reference is loaded before the clock starts, as in bench/convert.ts. */
  seconds: number;
  referenceSeconds: number;
  rows: number;
  apps: number;
  items: number;
  /** Rows the pipeline did not turn into an app (bare: unknown IDs; engine: flagged + rejected). */
  notConverted: number;
  peakRssBytes: number;
  /** Peak RSS once the reference was loaded, before converting: the floor both pipelines share. */
  referencePeakRssBytes: number;
  mainThreadCpuSeconds: number | null;
  /** CPU seconds of the whole process (all threads: a worker's conversion, the collector's helpers). */
  processCpuSeconds?: number;
  /** SHA-256 of the ACES file written (bare) or null (engine: its report carries its own hashes). */
  sha256: string | null;
  /** Stage timings or extra counts worth a line under the table. */
  detail: Record<string, number>;
}

/** Peak resident set size of this process (VmHWM, exact on Linux), else the current RSS. */
export function peakRss(): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]) * 1024;
  } catch {
    // not Linux
  }
  return process.memoryUsage().rss;
}

/** Starts a clock on wall time, main-thread CPU and the process's CPU; the returned function reads them. */
export function startClock(): () => { seconds: number; cpu: number | null; processCpu: number } {
  const t = performance.now();
  const cpu = mainThreadCpu();
  const processCpu = process.cpuUsage();
  return () => {
    const after = mainThreadCpu();
    const used = process.cpuUsage(processCpu);
    return {
      seconds: (performance.now() - t) / 1000,
      cpu: cpu === null || after === null ? null : after - cpu,
      processCpu: (used.user + used.system) / 1e6,
    };
  };
}

export function report(result: ChildResult): void {
  console.log(JSON.stringify(result));
}
