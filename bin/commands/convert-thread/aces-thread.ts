/**
 * The conversion thread's second thread: it checks the fitment and writes aces.xml while the
 * conversion thread converts the rows (lib/catalog/convert/aces-stage), so a large run uses both
 * cores. Its heap is capped like the conversion thread's; what it holds is the fitment checker's
 * tables (bounded: they spill to scratch files) and a few batches of apps.
 */
import { Worker } from 'node:worker_threads';

// NOT MERGED YET (session 17): with V8's default parallel/concurrent GC the run is bimodal on two cores —
// realistic 1M 9.9 s / 15.6 CPU s, or 14.8–16.3 s / 26–28 CPU s (main alone: 9.5–11.9 s, 13.6–16.9 CPU s):
// the GC helper threads of three busy isolates spin for cores that are taken. With `node
// --single-threaded-gc` it ran 9.6–9.8 s / 15.6–15.9 CPU s in every run (main 11.7–11.9 s in the same
// hour). The flag must be given at process start: v8.setFlagsFromString('--single-threaded-gc') before
// the threads start crashed the process (SIGTRAP). Next: the CLI's shebang (`env -S node
// --single-threaded-gc`), the bench's engine child started the same way, and the ACES thread used only
// when process.execArgv carries the flag (a plain `node bin/partsmith.mjs` keeps one conversion thread).

/** Old-generation cap of the ACES thread: the checker's tables and its findings. */
export const ACES_THREAD_OLD_MB = 64;
/**
 * Young generation: a few batches' decoded apps and their XML. At 8 MB the apps of a batch outlived
 * two scavenges often enough to be promoted: ~30 full collections of the old generation at realistic
 * 1M (about 1 s of the thread's CPU), still 31 at 16 MB; 24 MB: 10.
 */
export const ACES_THREAD_YOUNG_MB = 24;

export function startAcesThread(): Worker {
  return new Worker(new URL('./aces-worker.cjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: ACES_THREAD_OLD_MB, maxYoungGenerationSizeMb: ACES_THREAD_YOUNG_MB },
    // No loader flags from the parent: aces-worker.cjs registers its own.
    execArgv: [],
    stdout: false,
    stderr: false,
  });
}
