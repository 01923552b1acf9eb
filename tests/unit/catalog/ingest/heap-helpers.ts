import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** The real collector (the flag set above exposes it to new contexts), so heap figures mean live memory. */
const collect = runInNewContext('gc') as () => void;

/**
 * Runs `work` and returns its result with the most the JS heap grew while it ran (sampled every
 * millisecond and at the end), in MB. Inflated zip chunks are Buffers outside the JS heap: this
 * measures what a reader holds on to, which is what a hostile file tries to make huge.
 */
export async function peakHeapGrowth<T>(work: () => Promise<T>): Promise<{ result: T; peakMB: number }> {
  collect();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 1);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { result, peakMB: (peak - base) / 1e6 };
  } finally {
    clearInterval(timer);
  }
}

/** Builds something and returns it with how much JS heap it keeps alive once garbage is collected, in MB. */
export async function retainedHeap<T>(build: () => Promise<T> | T): Promise<{ result: T; retainedMB: number }> {
  collect();
  const base = process.memoryUsage().heapUsed;
  const result = await build();
  collect();
  return { result, retainedMB: (process.memoryUsage().heapUsed - base) / 1e6 };
}
